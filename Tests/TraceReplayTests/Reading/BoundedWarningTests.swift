import Testing

@testable import TraceReplay

@Suite("Lenient warnings stay bounded")
struct BoundedWarningTests {
  typealias S = ReadingTestSupport

  @Test("A warning keeps an excerpt of a long line around its column, rendered with ... on both sides")
  func excerptKept() throws {
    let pad = String(repeating: "a", count: 100_000)
    let bad = #"{"pad":"\#(pad)","t":0,"id":1,"phase":"bogus","x":1,"y":2,"more":"\#(pad)"}"#
    let trace = [S.sample(0, 1, "began"), bad, S.sample(0.1, 1, "ended")].joined(separator: "\n")
    var reader = try TraceReader(
      bytes: Array(trace.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    while try reader.nextGroup() != nil {}
    let warning = try #require(reader.takeWarnings().first)
    let rendered = warning.rendered(color: false).split(separator: "\n", omittingEmptySubsequences: false)

    #expect(warning.column == 100_032)
    #expect((warning.sourceLine?.utf8.count ?? 0) <= 1_024)
    #expect(warning.sourceLineStart > 0 && warning.sourceLineIsCut)
    #expect(rendered[1].hasPrefix("...") && rendered[1].hasSuffix("..."))
    #expect(rendered[1].contains(#""phase":"bogus""#))
    let caret = try #require(rendered[2].firstIndex(of: "^"))
    let bogus = try #require(rendered[1].range(of: #""bogus""#))
    #expect(
      rendered[2].distance(from: rendered[2].startIndex, to: caret)
        == rendered[1].distance(from: rendered[1].startIndex, to: bogus.lowerBound))
  }

  @Test("A run of bad lines keeps the first 1,000 warnings and counts the rest in one more")
  func heldWarningsCapped() throws {
    let bad = #"{"t":0,"id":1,"phase":"bogus","x":1,"y":2}"#
    let lines = [S.sample(0, 1, "began")] + Array(repeating: bad, count: 1_500) + [S.sample(0.1, 1, "ended")]
    var reader = try TraceReader(
      bytes: Array(lines.joined(separator: "\n").utf8), name: "l.jsonl",
      options: TraceReadOptions(lenient: true))

    var warnings: [Diagnostic] = []
    while try reader.nextGroup() != nil { warnings += reader.takeWarnings() }
    warnings += reader.takeWarnings()

    #expect(warnings.count == 1_001)
    #expect(
      warnings.last?.message
        == "500 more sample lines were skipped without a warning each: at most 1000 warnings in a row are kept"
    )
    #expect(reader.statistics.skippedSamples == 1_500)
  }
}
