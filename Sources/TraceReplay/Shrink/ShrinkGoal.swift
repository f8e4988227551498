/// What a shrunk trace must still show: records that must occur and records that must not, by
/// pattern (`--keep`, `--without`) or, from a golden, by their exact JSON without `t`.
public struct ShrinkGoal: Sendable {
  /// A record like this must occur (at least `count` times, for an exact record).
  public var keep: [RecordPattern] = []
  /// No record like this may occur.
  public var without: [RecordPattern] = []
  /// Exact records (JSON without `t`) that must occur, with how many times at least.
  public var keepRecords: [String: Int] = [:]
  /// Exact records that must not occur.
  public var withoutRecords: Set<String> = []

  public init(keep: [RecordPattern] = [], without: [RecordPattern] = []) {
    self.keep = keep
    self.without = without
  }

  /// Whether the goal needs records' JSON parsed (patterns), or only their text (exact records).
  var usesPatterns: Bool { !keep.isEmpty || !without.isEmpty }

  /// Whether a replay whose records are `records` (each with its JSON without `t`) shows it.
  func isMet(by records: [(json: String, node: JSONNode?)]) -> Bool {
    for pattern in keep where !records.contains(where: { $0.node.map(pattern.matches) ?? false }) {
      return false
    }
    for pattern in without where records.contains(where: { $0.node.map(pattern.matches) ?? false }) {
      return false
    }
    if !keepRecords.isEmpty || !withoutRecords.isEmpty {
      var counts: [String: Int] = [:]
      for record in records { counts[record.json, default: 0] += 1 }
      for (json, count) in keepRecords where counts[json, default: 0] < count { return false }
      for json in withoutRecords where counts[json] != nil { return false }
    }
    return true
  }
}
