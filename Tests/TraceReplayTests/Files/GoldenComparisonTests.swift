import Foundation
import Testing

@testable import TraceReplay

@Suite("Comparing an output with its golden as it is written")
struct GoldenComparisonTests {
  /// 200 KB of numbered lines: more than three of the comparison's 64 KiB chunks.
  static let long = (0..<20_000).map { "line \($0)\n" }.joined()

  static func compare(
    golden: String?, output pieces: [String], keep: GoldenComparison.Keep
  ) throws -> (matches: Bool, written: String?, lines: Int) {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var fd: Int32?
    if let golden {
      try folder.write("g.txt", golden)
      fd = open(folder.path + "/g.txt", O_RDONLY)
    }
    let comparison = GoldenComparison(
      golden: fd, keep: keep, file: AtomicFile(path: folder.path + "/out.txt"))
    for piece in pieces { comparison.write(piece) }
    comparison.finish()
    try comparison.spill?.commit()
    let written = FileManager.default.contents(atPath: folder.path + "/out.txt").map {
      String(decoding: $0, as: UTF8.self)
    }
    return (comparison.matches, written, comparison.matchedLines)
  }

  /// `text` cut into pieces of `size` bytes (the last may be shorter).
  static func pieces(_ text: String, size: Int) -> [String] {
    let bytes = Array(text.utf8)
    return stride(from: 0, to: bytes.count, by: size).map {
      String(decoding: bytes[$0..<min($0 + size, bytes.count)], as: UTF8.self)
    }
  }

  @Test(
    "An equal output matches and writes nothing when kept on difference", arguments: [1, 7, 65_536, 300_000])
  func equal(pieceSize: Int) throws {
    let result = try Self.compare(
      golden: Self.long, output: Self.pieces(Self.long, size: pieceSize), keep: .onDifference)

    #expect(result.matches)
    #expect(result.written == nil)
  }

  @Test(
    "A difference anywhere writes the whole output: the golden's equal prefix, then the rest",
    arguments: [10, 70_000, 199_990])
  func differs(at offset: Int) throws {
    var bytes = Array(Self.long.utf8)
    bytes[offset] = UInt8(ascii: "#")
    let actual = String(decoding: bytes, as: UTF8.self)

    let result = try Self.compare(
      golden: Self.long, output: Self.pieces(actual, size: 4_096), keep: .onDifference)

    #expect(!result.matches)
    #expect(result.written == actual)
    #expect(result.lines == Self.long.utf8.prefix(offset).filter { $0 == 0x0A }.count)
  }

  @Test("An output shorter or longer than the golden differs and is written whole")
  func lengths() throws {
    let shorter = String(Self.long.dropLast(100))
    let longer = Self.long + "one more\n"

    let short = try Self.compare(golden: Self.long, output: [shorter], keep: .onDifference)
    let long = try Self.compare(golden: Self.long, output: [longer], keep: .onDifference)

    #expect(!short.matches && short.written == shorter)
    #expect(!long.matches && long.written == longer)
  }

  @Test("With no golden nothing matches; kept always, the output is written; kept never, nothing is")
  func noGolden() throws {
    let always = try Self.compare(golden: nil, output: ["a\n", "b\n"], keep: .everything)
    let never = try Self.compare(golden: nil, output: ["a\n", "b\n"], keep: .nothing)

    #expect(!always.matches && always.written == "a\nb\n")
    #expect(!never.matches && never.written == nil)
  }
}
