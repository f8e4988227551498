/// What `perturb` found: for each outcome of the unchanged replay, in how many changed runs it
/// still happened, and the outcomes that happened only in changed runs.
public struct PerturbReport: Sendable {
  /// One outcome of the unchanged replay and how often it survived the changes.
  public struct Stability: Sendable, Equatable {
    /// The record of the unchanged replay.
    public var record: ReplayRecord
    /// The record's JSONL object without `t`: how outcomes are matched.
    public var json: String
    /// The record's text line without the time.
    public var text: String
    /// Which occurrence of that outcome it is (1 for the first): a changed run keeps the second
    /// occurrence when the outcome happens at least twice in it.
    public var occurrence: Int
    /// The changed runs in which it still happened.
    public var kept: Int
    public var runs: Int
    /// Why it is fragile, from the scene's geometry: the nearest decision boundary of the touch
    /// behind it ("touch 1 began 1.0 pt inside ok's left edge"); nil when none is known.
    public var why: String?

    /// The share of runs that kept it, 0...1 (1 with no runs).
    public var fraction: Double { runs == 0 ? 1 : Double(kept) / Double(runs) }
  }

  /// An outcome that no record of the unchanged replay matches.
  public struct Appearance: Sendable, Equatable {
    /// Its record in the first run that had it.
    public var record: ReplayRecord
    public var json: String
    public var text: String
    /// The changed runs in which it happened.
    public var runs: Int
  }

  public var options: PerturbOptions
  /// In the order of the unchanged replay.
  public var stabilities: [Stability]
  /// Most frequent first, then by their JSON.
  public var appeared: [Appearance]
  /// Each touch's distances to its decision boundaries (with `options.margins`).
  public var margins: [TouchMargin] = []

  /// The stabilities from most fragile to most robust (ties in replay order).
  public var mostFragileFirst: [Stability] {
    stabilities.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      // kept/runs compared without division: every stability has the same runs.
      if a.kept != b.kept { return a.kept < b.kept }
      return left.offset < right.offset
    }.map(\.element)
  }
}
