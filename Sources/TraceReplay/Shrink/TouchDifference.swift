/// One way the touches of a trace differ from its golden: the outcome records (actions, control
/// events, gestures, scrolls) a touch must and must not have to still differ that way.
package struct TouchDifference: Sendable, Equatable {
  /// How many times one record must occur among a touch's outcomes: at least `atLeast`, and
  /// fewer than `below` when it is set.
  package struct Rule: Sendable, Hashable {
    /// The record's number in `ShrinkGoal.recordNumbers`.
    var record: Int
    var atLeast: Int
    var below: Int?

    func holds(_ count: Int) -> Bool { count >= atLeast && below.map { count < $0 } ?? true }
  }

  /// The touches that differ this way (indices in the trace, in the order they began).
  package var touches: [Int]
  /// The rules, by record number.
  var rules: [Rule]

  /// The rules that make a touch whose outcomes are `replayed` (record number to count) differ
  /// as it does from `golden`: a record only the replay has must stay; one only the golden has
  /// must stay away; one both have must stay, on the same side of the golden's count when the
  /// counts differ. Nil when they do not differ.
  static func rules(replayed: [Int: Int], golden: [Int: Int]) -> [Rule]? {
    guard replayed != golden else { return nil }
    var rules: [Rule] = []
    for record in Set(replayed.keys).union(golden.keys).sorted() {
      let (r, g) = (replayed[record] ?? 0, golden[record] ?? 0)
      switch (r, g) {
      case (0, _): rules.append(Rule(record: record, atLeast: 0, below: 1))
      case (_, 0): rules.append(Rule(record: record, atLeast: 1))
      case _ where r > g: rules.append(Rule(record: record, atLeast: g + 1))
      case _ where r < g: rules.append(Rule(record: record, atLeast: 1, below: g))
      default: rules.append(Rule(record: record, atLeast: 1))
      }
    }
    return rules
  }

  /// Whether a touch whose outcomes are `counts` (record number to count) differs this way.
  func isShown(by counts: [Int: Int]) -> Bool {
    rules.allSatisfy { $0.holds(counts[$0.record] ?? 0) }
  }
}
