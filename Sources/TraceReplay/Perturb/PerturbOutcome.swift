/// One outcome of `perturb`'s unchanged replay, as it is kept for the report: its time, the
/// number of its kind (`OutcomeKinds`, each distinct kind kept once), its touch, and for a
/// control's outcome after its touch began, where that touch was against the control.
struct PerturbOutcome: Sendable {
  /// Where a touch was against a control's touch area (bounds grown by the touch margin) at a
  /// sample after its `began`, and that sample's phase.
  typealias Area = (edge: ExplainGeometry.Edge, phase: SamplePhase)

  var t: Double
  /// Its kind's number in the baseline's `OutcomeKinds`.
  var kind: Int32
  /// The place of its touch among the trace's touches (`TouchOwners`), -1 for none.
  var touch: Int32
  var area: Area?

  init(t: Double, kind: Int32, touch: Int32, area: Area? = nil) {
    self.t = t
    self.kind = kind
    self.touch = touch
    self.area = area
  }
}
