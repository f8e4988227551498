import Testing

@testable import TraceReplay

/// The replay reads a trace once: the start the milliseconds check looks at is kept
/// (`TraceStart`) and then delivered ahead of the rest, exactly as the reader gives it.
@Suite("A trace's start, read once")
struct TraceStartTests {
  typealias S = PipelineSupport

  /// What the reader gives alone, and what its start, looked at, then followed by the rest (read
  /// in place or ahead on a thread) gives.
  private func compare(_ text: String, lenient: Bool, limit: Int) throws {
    let options = TraceReadOptions(lenient: lenient)
    var alone = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", options: options)
    let expected = S.transcript(&alone)
    for readsAhead in [false, true] {
      var reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", options: options)
      var start = TraceStart(reading: &reader, samples: limit)
      // Looking at the start consumes nothing.
      let looked = S.transcript(&start)
      #expect(S.transcript(&start) == looked)
      #expect(expected.starts(with: looked.dropLast()))
      let got: [String]
      if readsAhead {
        var source = start.followed(by: ReadAhead(reader))
        got = S.transcript(&source)
      } else {
        var source = start.followed(by: reader)
        got = S.transcript(&source)
      }
      let first = zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      #expect(got.count == expected.count, "reads ahead: \(readsAhead)")
      #expect(first == nil, "reads ahead: \(readsAhead), first difference at \(first ?? -1)")
    }
  }

  @Test(
    "the same groups, with a start of a few samples, many, or the whole trace",
    arguments: [1, 10, 5_000, 100_000])
  func sameGroups(limit: Int) throws {
    try compare(S.longTrace(taps: 700), lenient: false, limit: limit)
  }

  @Test("the same warnings after the same groups, within the start and after it", arguments: [10, 100_000])
  func sameWarnings(limit: Int) throws {
    try compare(S.longTrace(taps: 700, badEvery: 13), lenient: true, limit: limit)
  }

  @Test("an error within the start comes after the groups before it, as the reader throws it")
  func errorWithinStart() throws {
    try compare(S.longTrace(taps: 30, stopWith: "[1, 2]"), lenient: false, limit: 10_000)
    try compare(S.longTrace(taps: 30, stopWith: "[1, 2]"), lenient: false, limit: 10)
  }

  @Test("a start that holds the limit also holds the group after it, so a look can tell the trace goes on")
  func oneGroupMore() throws {
    var reader = try TraceReader(bytes: Array(S.longTrace(taps: 10).utf8), name: "t.jsonl")
    var start = TraceStart(reading: &reader, samples: 3)
    let groups = S.transcript(&start).filter { $0.hasPrefix("group") }
    // The longTrace groups hold one sample each: three to reach the limit, then one more.
    #expect(groups.count == 4)
  }
}
