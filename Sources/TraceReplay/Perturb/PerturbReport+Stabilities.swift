extension PerturbReport {
  /// The stabilities of a report, in the order of the unchanged replay, each made when it is
  /// read from what the report keeps: per outcome its time, touch, kind number, occurrence,
  /// kept count and reason number (about 60 bytes); per distinct kind its record kind, JSON and
  /// text, made once; per touch of the trace its `PerturbTouch`; each distinct reason once. A
  /// recording of a million samples has more than a million outcomes, and a `Stability` with
  /// its own strings takes about 400 bytes.
  public struct Stabilities: RandomAccessCollection, Sendable {
    /// The unchanged replay's outcomes (the array `PerturbBaseline` made).
    let outcomes: [PerturbOutcome]
    /// By kind number: the kind, its JSONL object without `t`, its text line without the time.
    let kinds: [ReplayRecord.Kind]
    let json: [String]
    let text: [String]
    /// The trace's touches by place.
    let touches: [PerturbTouch]
    /// Per outcome: which occurrence of its key it is, the runs that kept it, and the number of
    /// its reason in `reasons` (-1 for none).
    let occurrences: [Int32]
    let kept: [Int32]
    let reasonNumbers: [Int32]
    let reasons: [String]
    let runs: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { outcomes.count }

    public subscript(position: Int) -> Stability {
      let outcome = outcomes[position]
      let kind = Int(outcome.kind)
      let reason = Int(reasonNumbers[position])
      return Stability(
        record: ReplayRecord(t: outcome.t, kind: kinds[kind]), json: json[kind], text: text[kind],
        touch: touch(outcome.touch), occurrence: Int(occurrences[position]), kept: Int(kept[position]),
        runs: runs, why: reason >= 0 ? reasons[reason] : nil)
    }

    /// The touch at `place`, nil for -1 (no touch).
    func touch(_ place: Int32) -> PerturbTouch? {
      touches.indices.contains(Int(place)) ? touches[Int(place)] : nil
    }

    /// No stabilities (a replay with no outcomes).
    static func none(runs: Int) -> Stabilities {
      Stabilities(
        outcomes: [], kinds: [], json: [], text: [], touches: [], occurrences: [], kept: [],
        reasonNumbers: [],
        reasons: [], runs: runs)
    }
  }
}
