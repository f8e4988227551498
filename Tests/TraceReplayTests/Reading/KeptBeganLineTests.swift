import Testing

@testable import TraceReplay

private typealias S = ReadingTestSupport

/// The start of a `began` line is kept in a slot that is used again once its touch ends
/// (`TraceValidator.keepLastBeganLine`); these hold the lines shown under "is never ended" to the
/// ones each touch began on, whatever the slots held before.
@Suite("Kept began lines")
struct KeptBeganLineTests {
  @Test("a touch that never ends shows its own began line, in a slot another touch used before")
  func reusedSlot() throws {
    // Touch 7's line is longer than touch 1's, which takes the slot after it.
    let long = #"{"t":0.0,"id":7,"phase":"began","x":123.456,"y":789.012,"force":0.5,"radius":12.25}"#
    let trace = [
      long, S.sample(0.1, 7, "ended"), S.sample(0.2, 1, "began"), S.sample(0.3, 1, "moved"),
    ].joined(separator: "\n")
    var reader = try TraceReader(
      bytes: Array(trace.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    while try reader.nextGroup() != nil {}
    let warnings = reader.takeWarnings()

    #expect(warnings.map(\.line) == [3])
    #expect(warnings.map(\.sourceLine) == [S.sample(0.2, 1, "began")])
  }

  @Test("touches down at once keep their lines apart, in strict and lenient mode")
  func severalSlots() throws {
    var lines: [String] = []
    // Ten rounds of three touches down at once, each ending in turn; touch 4 and 5 stay down.
    for round in 0..<10 {
      let t = Double(round)
      for id in 1...3 { lines.append(S.sample(t, id, "began", x: Double(round * 10 + id))) }
      for id in 1...3 { lines.append(S.sample(t + 0.5, id, "ended")) }
    }
    lines.append(S.sample(20, 4, "began", x: 4.5))
    lines.append(S.sample(20, 5, "began", x: 5.5))
    lines.append(S.sample(21, 4, "moved"))
    let trace = lines.joined(separator: "\n")
    var reader = try TraceReader(
      bytes: Array(trace.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    while try reader.nextGroup() != nil {}
    let warnings = reader.takeWarnings()

    #expect(
      warnings.map(\.sourceLine) == [S.sample(20, 4, "began", x: 4.5), S.sample(20, 5, "began", x: 5.5)])
    #expect(S.readError(trace).contains(S.sample(20, 4, "began", x: 4.5)))
  }

  @Test("a began line longer than the limit is kept up to the limit")
  func longLine() throws {
    let padding = String(repeating: "x", count: 2000)
    let began = #"{"t":0,"id":1,"phase":"began","x":1,"y":2,"note":"\#(padding)"}"#
    var reader = try TraceReader(
      bytes: Array(began.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    while try reader.nextGroup() != nil {}
    let warnings = reader.takeWarnings()

    #expect(warnings.map(\.sourceLine) == [String(began.prefix(TraceReader.keptLineBytes))])
  }
}
