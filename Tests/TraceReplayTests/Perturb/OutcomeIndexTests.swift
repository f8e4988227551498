import Testing

@testable import TraceReplay

@Suite("Counting a changed run's outcomes against the unchanged replay's")
struct OutcomeIndexTests {
  static func kind(_ name: String) -> OutcomeKey {
    OutcomeKey(.firstResponder(from: nil, to: name), touch: -1)
  }

  /// Counts `run` the way `Perturber` does: through the index, and through the dictionary alone.
  static func counts(_ index: OutcomeIndex, _ run: [String]) -> (fast: [Int], plain: [Int], novel: Int) {
    var fast = [Int](repeating: 0, count: index.occurrences.count)
    var plain = fast
    var novel = 0
    var cursor = OutcomeIndex.Cursor()
    for name in run {
      if let found = index.index(of: kind(name), seenBefore: { fast[$0] }, cursor: &cursor) {
        fast[found] += 1
      } else {
        novel += 1
      }
      if let found = index.index(of: kind(name)) { plain[found] += 1 }
    }
    return (fast, plain, novel)
  }

  @Test(
    "A run that repeats, drops, adds or reorders outcomes gets the counts of a lookup by kind",
    arguments: [
      ["a", "b", "a", "c"],
      ["a", "a", "b", "c"],
      ["b", "a", "c"],
      ["a", "x", "b", "a", "c", "c", "a"],
      ["c", "c", "b", "b", "a", "a", "a"],
      [],
      ["x", "y"],
    ])
  func sameCounts(run: [String]) {
    let index = OutcomeIndex(["a", "b", "a", "c"].map(Self.kind))
    #expect(index.occurrences == [2, 1, 1])
    let counts = Self.counts(index, run)
    #expect(counts.fast == counts.plain)
    #expect(counts.novel == run.filter { !["a", "b", "c"].contains($0) }.count)
  }

  @Test("The unchanged replay counts as itself")
  func unchanged() {
    let names = ["a", "b", "a", "c", "b", "a"]
    let index = OutcomeIndex(names.map(Self.kind))
    #expect(Self.counts(index, names).fast == index.occurrences)
  }
}
