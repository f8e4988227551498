/// What `perturb` found: for each outcome of the unchanged replay, in how many changed runs it
/// still happened, and the outcomes that happened only in changed runs.
public struct PerturbReport: Sendable {
  /// One outcome of the unchanged replay and how often it survived the changes.
  public struct Stability: Sendable, Equatable {
    /// The record of the unchanged replay (its `t` is when it happened).
    public var record: ReplayRecord
    /// The record's JSONL object without `t`: how outcomes are matched, with `touch`.
    public var json: String
    /// The record's text line without the time.
    public var text: String
    /// The touch it belongs to, when one does: an outcome is matched in a changed run only to
    /// the same touch's outcomes.
    public var touch: PerturbTouch?
    /// Which occurrence of that outcome for that touch it is (1 for the first): a changed run
    /// keeps the second occurrence when the touch has the outcome at least twice in it.
    public var occurrence: Int
    /// The changed runs in which it still happened.
    public var kept: Int
    public var runs: Int
    /// Why it is fragile, from the scene's geometry at the touch's time and the thresholds the
    /// changes can cross: the decision boundary of the touch behind it that they reach most
    /// easily ("touch 1 began 1.0 pt inside ok's left edge"); nil when it is kept in every run
    /// or no touch is known to be behind it.
    public var why: String?

    /// The share of runs that kept it, 0...1 (1 with no runs).
    public var fraction: Double { runs == 0 ? 1 : Double(kept) / Double(runs) }
    /// Whether some changed run lost it.
    public var isFragile: Bool { kept < runs }
  }

  /// An outcome that no record of the unchanged replay matches.
  public struct Appearance: Sendable, Equatable {
    /// Its record in the first run that had it.
    public var record: ReplayRecord
    public var json: String
    public var text: String
    /// The touch it belongs to in the changed runs, when one does.
    public var touch: PerturbTouch?
    /// The changed runs in which it happened.
    public var runs: Int
  }

  public var options: PerturbOptions
  /// In the order of the unchanged replay: made one at a time from what the report keeps
  /// (`Stabilities`).
  public var stabilities: Stabilities
  /// Most frequent first, then by their JSON.
  public var appeared: [Appearance]
  /// Each touch's distances to its decision boundaries (with `options.margins`).
  package var margins: [TouchMargin] = []

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

/// One touch of a trace, as `perturb` names it: ids repeat in a recording, so a touch is its id
/// and when it began ("touch 1 at 50.080 s").
public struct PerturbTouch: Sendable, Equatable, Hashable {
  /// The id as records spell it.
  public var id: String
  public var idIsNumber: Bool
  /// When it began.
  public var t: Double
  /// Its place among the trace's touches, in the order they began.
  public var place: Int

  package init(id: String, idIsNumber: Bool, t: Double, place: Int) {
    self.id = id
    self.idIsNumber = idIsNumber
    self.t = t
    self.place = place
  }

  /// `touch 1 at 50.080 s`.
  public var name: String { "touch \(id) at \(NumberFormat.fixed(t, 3)) s" }
}
