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
    let result = try compareStamped(golden: golden, output: pieces, keep: keep, stamp: nil)
    return (result.matches, result.written, result.lines)
  }

  static func compareStamped(
    golden: String?, output pieces: [String], keep: GoldenComparison.Keep, stamp: GoldenStamp?
  ) throws -> (matches: Bool, written: String?, lines: Int, comparison: GoldenComparison) {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var fd: Int32?
    if let golden {
      try folder.write("g.txt", golden)
      fd = open(folder.path + "/g.txt", O_RDONLY)
    }
    let comparison = GoldenComparison(
      golden: fd, keep: keep, file: AtomicFile(path: folder.path + "/out.txt"), stamp: stamp)
    for piece in pieces { comparison.write(piece) }
    comparison.finish()
    try comparison.spill?.commit()
    let written = FileManager.default.contents(atPath: folder.path + "/out.txt").map {
      String(decoding: $0, as: UTF8.self)
    }
    return (comparison.matches, written, comparison.matchedLines, comparison)
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

  /// The check's stamp with UIKit's defaults, and its text line.
  static let stamp = GoldenStamp(touchMargin: 70, tapInterval: 0.35, tapDistance: 45)
  static var stampLine: String { stamp.line(for: .text) }

  @Test(
    "A golden with CRLF endings matches its LF output, a CR at a chunk's end included, and says so",
    arguments: [1, 4_096, 300_000])
  func crlf(pieceSize: Int) throws {
    // 65,535 bytes then CRLF: the CR ends the first 64 KiB chunk and its LF starts the next.
    let first = String(repeating: "a", count: 65_535)
    let lf = first + "\n" + Self.long
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")

    let result = try Self.compareStamped(
      golden: crlf, output: Self.pieces(lf, size: pieceSize), keep: .onDifference, stamp: nil)

    #expect(result.matches)
    #expect(result.written == nil)
    #expect(result.comparison.notes.contains(where: { $0.contains("CRLF") }))
  }

  @Test("A lone CR is compared as it is, and a golden without CRLF has no note")
  func loneCR() throws {
    let same = try Self.compareStamped(golden: "a\rb\n", output: ["a\rb\n"], keep: .nothing, stamp: nil)
    let other = try Self.compareStamped(golden: "a\rb\n", output: ["ab\n"], keep: .nothing, stamp: nil)

    #expect(same.matches && same.comparison.notes.isEmpty)
    #expect(!other.matches)
  }

  @Test("A difference after CRLF lines writes LF lines: the equal prefix is copied as compared")
  func crlfPrefix() throws {
    var bytes = Array(Self.long.utf8)
    bytes[150_000] = UInt8(ascii: "#")
    let actual = String(decoding: bytes, as: UTF8.self)
    let golden = Self.long.replacingOccurrences(of: "\n", with: "\r\n")

    let result = try Self.compareStamped(
      golden: golden, output: Self.pieces(actual, size: 4_096), keep: .onDifference, stamp: nil)

    #expect(!result.matches)
    #expect(result.written == actual)
    #expect(result.lines == Self.long.utf8.prefix(150_000).filter { $0 == 0x0A }.count)
  }

  @Test("With a stamp, the golden's stamp line is skipped and what is written starts with the check's")
  func stamped() throws {
    let other = GoldenStamp(touchMargin: 44, tapInterval: 0.35, tapDistance: 45).line(for: .text)
    let equal = try Self.compareStamped(
      golden: other + Self.long, output: Self.pieces(Self.long, size: 1_000), keep: .onDifference,
      stamp: Self.stamp)
    let differs = try Self.compareStamped(
      golden: other + Self.long, output: [Self.long + "more\n"], keep: .onDifference, stamp: Self.stamp)
    let unstamped = try Self.compareStamped(
      golden: Self.long, output: [Self.long], keep: .everything, stamp: Self.stamp)
    let crlf = try Self.compareStamped(
      golden: (other + "a\nb\n").replacingOccurrences(of: "\n", with: "\r\n"), output: ["a\nb\n"],
      keep: .nothing, stamp: Self.stamp)

    #expect(equal.matches && equal.written == nil && equal.comparison.mismatchMessage == nil)
    #expect(!differs.matches)
    #expect(differs.written == Self.stampLine + Self.long + "more\n")
    #expect(differs.comparison.goldenStamp?.touchMargin == 44)
    #expect(differs.comparison.mismatchMessage?.contains("touch-margin 44 (this check: 70)") == true)
    #expect(unstamped.matches && unstamped.written == Self.stampLine + Self.long)
    #expect(crlf.matches && crlf.comparison.goldenStamp?.touchMargin == 44)
  }

  @Test("Without the check's stamp a stamp-like first line is golden text like any other")
  func unstampedCheck() throws {
    let result = try Self.compareStamped(
      golden: Self.stampLine + "a\n", output: ["a\n"], keep: .nothing, stamp: nil)

    #expect(!result.matches)
  }
}
