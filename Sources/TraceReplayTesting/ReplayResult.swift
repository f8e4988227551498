import TraceReplay

/// What one replay did, as typed records and as the text `run` and `explain` print.
///
/// Gesture recognizers are not modelled yet. When the model reports them, their records join
/// `records` as `ReplayRecord.Kind.gesture`, and a `gestures: [Timed<ReplayRecord.Gesture>]`
/// view is added here beside `touches`, filled the same way; until then there is no such
/// property rather than one that is always empty.
public struct ReplayResult: Sendable {
  /// Every record of the plain replay, in order (what `run --format jsonl` prints).
  public var records: [ReplayRecord]
  /// Why each control event happened, and why expected ones did not (what `explain` prints).
  public var explanations: [Explanation]

  /// Creates a result from the records of a plain replay and the explanations of a detailed one.
  public init(records: [ReplayRecord], explanations: [Explanation]) {
    self.records = records
    self.explanations = explanations
  }
}
