/// What a shrunk trace must still show: records that must occur and records that must not, by
/// pattern (`--keep`, `--without`), or, from a golden, the ways its touches differ from it.
package struct ShrinkGoal: Sendable {
  /// A record like this must occur.
  package var keep: [RecordPattern] = []
  /// No record like this may occur.
  package var without: [RecordPattern] = []
  /// From a golden: each way a touch's outcomes differ from the golden's. A trace shows the goal
  /// when, for each way, one of the touches that differed that way is in it and still does.
  package var differences: [TouchDifference] = []
  /// The outcome records the differences name, by their JSON without `t`, as numbers.
  var recordNumbers: [String: Int] = [:]

  package init(keep: [RecordPattern] = [], without: [RecordPattern] = []) {
    self.keep = keep
    self.without = without
  }

  /// Whether the goal needs each record's JSON parsed (patterns).
  var usesPatterns: Bool { !keep.isEmpty || !without.isEmpty }

  /// The touches (by their index in the trace, in the order they began) whose outcomes count.
  var touchesOfInterest: Set<Int> { Set(differences.flatMap(\.touches)) }
}
