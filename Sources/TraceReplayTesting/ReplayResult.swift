import TraceReplay

/// What one replay did, as typed records and as the text `run` and `explain` print.
///
/// Typed views of the records, each in time order: `touches`, `controlEvents`, `actions`,
/// `states` and `diagnostics` (ReplayResult+Records.swift); `gestures`, `recognizerActions`,
/// `cancels`, `scrolls` and `selections` (ReplayResult+Gestures.swift). Their fields are the
/// model's types where UIKit has one (`UITouch.Phase`, `UIGestureRecognizer.State`, an action's
/// `ActionMessage.Resolution`): `result.touches.map(\.phase) == [.began, .moved, .ended]`.
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
