/// The little of PNG the model needs: the pixel size from a file's IHDR chunk, and a valid PNG
/// of a given size (transparent RGBA pixels, zlib stored blocks, so the bytes depend on the size
/// alone). `UIImage(data:)`, `UIImage.pngData()` and the images a host provides go through it.
package enum PNGFile {
  /// The eight bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The pixel width and height of the PNG `bytes`, read from its IHDR chunk (which the format
  /// puts first), or nil when `bytes` is not a PNG or the size is zero.
  package static func pixelSize(of bytes: some Collection<UInt8>) -> (width: Int, height: Int)? {
    let head = Array(bytes.prefix(24))
    guard head.count == 24, Array(head[0..<8]) == signature,
      head[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      head[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }

  /// A PNG of `width` by `height` transparent pixels (8-bit RGBA, no filtering).
  package static func make(width: Int, height: Int) -> [UInt8] {
    let width = max(width, 1)
    let height = max(height, 1)
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // depth 8, RGBA, deflate, adaptive filtering, no interlace
    // Each scanline is its filter byte (0, none) and its pixels, all zero.
    let raw = [UInt8](repeating: 0, count: height * (1 + 4 * width))
    var png = signature
    png.appendChunk("IHDR", header)
    png.appendChunk("IDAT", zlibStored(raw))
    png.appendChunk("IEND", [])
    return png
  }

  /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]  // deflate, 32K window, no dictionary, check bits
    var start = 0
    repeat {
      let count = min(65_535, data.count - start)
      let last = start + count == data.count
      out.append(last ? 1 : 0)  // BFINAL, BTYPE 00 (stored)
      out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      out += data[start..<start + count]
      start += count
    } while start < data.count
    out.appendBigEndian(adler32(data))
    return out
  }

  /// The Adler-32 checksum zlib ends its stream with.
  static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// The CRC-32 (ISO 3309) each chunk ends with, over its type and data.
  static func crc32(_ data: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ])
  }

  fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
    appendBigEndian(UInt32(data.count))
    let typed = Array(type.utf8) + data
    append(contentsOf: typed)
    appendBigEndian(PNGFile.crc32(typed))
  }
}
