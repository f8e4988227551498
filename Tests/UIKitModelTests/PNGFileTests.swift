import Foundation
import Testing

@testable import UIKitModel

/// The PNG the model writes is a valid file whose IHDR says the image's size in pixels.
@Suite("PNG data")
struct PNGFileTests {
  @Test(
    "pngData writes the image's pixel size, which the IHDR reader reads back",
    arguments: [
      (CGSize(width: 40, height: 30), CGFloat(1), 40, 30),
      (CGSize(width: 20, height: 15), CGFloat(2), 40, 30),
      (CGSize(width: 300, height: 300), CGFloat(3), 900, 900),
    ])
  func roundTrip(size: CGSize, scale: CGFloat, width: Int, height: Int) throws {
    let image = UIImage(size: size, scale: scale)

    let data = try #require(image.pngData())

    let pixels = try #require(PNGFile.pixelSize(of: data))
    #expect(pixels.width == width && pixels.height == height)
    #expect(UIImage(data: data, scale: scale)?.size == size)
  }

  @Test("the PNG is well formed: signature, chunk CRCs, zlib stream and its Adler-32")
  func wellFormed() throws {
    let png = PNGFile.make(width: 3, height: 2)

    #expect(Array(png.prefix(8)) == PNGFile.signature)
    var offset = 8
    var types: [String] = []
    while offset < png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let typed = Array(png[offset + 4..<offset + 8 + length])
      let crc = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      #expect(crc == PNGFile.crc32(typed))
      types.append(String(decoding: typed.prefix(4), as: UTF8.self))
      if types.last == "IDAT" {
        let stream = Array(typed.dropFirst(4))
        #expect((UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0)
        // One stored block: 2 rows of a filter byte and 3 RGBA pixels.
        #expect(stream[2] == 1 && stream[3] == 26 && stream[4] == 0)
        #expect(Array(stream.suffix(4)) == [0, 26, 0, 1])
      }
      offset += 12 + length
    }
    #expect(types == ["IHDR", "IDAT", "IEND"])
    #expect(Array(png.suffix(4)) == [0xAE, 0x42, 0x60, 0x82])
  }

  @Test("the same size always gives the same bytes")
  func deterministic() {
    #expect(PNGFile.make(width: 17, height: 5) == PNGFile.make(width: 17, height: 5))
  }

  @Test("a stream longer than one stored block is split into blocks of at most 65535 bytes")
  func manyBlocks() {
    let data = [UInt8](repeating: 7, count: 70_000)

    let stream = PNGFile.zlibStored(data)

    #expect(stream.count == 2 + 5 + 65_535 + 5 + 4_465 + 4)
    #expect(stream[2] == 0 && stream[2 + 5 + 65_535] == 1)
  }

  @Test("bytes that are not a PNG have no size")
  func notAPNG() {
    #expect(PNGFile.pixelSize(of: Array("GIF89a".utf8)) == nil)
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
  }
}
