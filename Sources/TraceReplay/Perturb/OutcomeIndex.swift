/// The outcomes of the unchanged replay, by their fields other than time and their touch
/// (`OutcomeKey`), for counting a changed run's outcomes against them (`Perturber`).
///
/// Mechanism only (docs/performance.md): a changed run mostly repeats the unchanged replay in
/// order, so `index(of:seenBefore:cursor:)` first compares a record with the outcome expected next, and hashes
/// the record's key only when it is not that one. Either way the answer is the dictionary's:
/// the index of the outcome with that key, or nil.
struct OutcomeIndex {
  /// Each distinct outcome's index, by key, in the order first met.
  let byKey: [OutcomeKey: Int]
  /// How many times the unchanged replay had each outcome.
  let occurrences: [Int]
  /// The unchanged replay's outcomes in order: each one's index, and which occurrence of that
  /// outcome it is (1 for the first).
  let order: [Int]
  let occurrence: [Int]
  /// The unchanged replay's outcomes' keys, in order.
  private let keys: [OutcomeKey]
  /// For each outcome's index, its positions in `order`.
  private let positions: [[Int]]

  init(_ outcomes: [OutcomeKey]) {
    var byKey: [OutcomeKey: Int] = [:]
    var positions: [[Int]] = []
    var order: [Int] = []
    var occurrence: [Int] = []
    for (position, key) in outcomes.enumerated() {
      let index = byKey[key] ?? positions.count
      if index == positions.count {
        byKey[key] = index
        positions.append([])
      }
      positions[index].append(position)
      order.append(index)
      occurrence.append(positions[index].count)
    }
    self.byKey = byKey
    self.keys = outcomes
    self.order = order
    self.occurrence = occurrence
    self.positions = positions
    self.occurrences = positions.map(\.count)
  }

  /// A cursor into the unchanged replay's order, one per run.
  struct Cursor {
    var next = 0
  }

  /// The index of the outcome `key` is, given that the run has had it `seenBefore` times
  /// already; moves `cursor` past it.
  func index(of key: OutcomeKey, seenBefore: (Int) -> Int, cursor: inout Cursor) -> Int? {
    if cursor.next < keys.count, keys[cursor.next] == key {
      defer { cursor.next += 1 }
      return order[cursor.next]
    }
    guard let index = byKey[key] else { return nil }
    let occurrence = seenBefore(index)
    if occurrence < positions[index].count { cursor.next = positions[index][occurrence] + 1 }
    return index
  }
}
