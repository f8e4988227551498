/// One outcome of `perturb`'s unchanged replay, as it is kept for the report: its time, the
/// number of its kind (`OutcomeKinds`, each distinct kind kept once), its touch, and for a
/// control's outcome after its touch began, where that touch was against the control. 32 bytes:
/// the edge's name is a number too (`PerturbBaseline` keeps each name once).
struct PerturbOutcome: Sendable {
  /// Where a touch was against a control's touch area (bounds grown by the touch margin) at a
  /// sample after its `began`, and that sample's phase.
  typealias Area = (edge: ExplainGeometry.Edge, phase: SamplePhase)

  var t: Double
  /// Its kind's number in the baseline's `OutcomeKinds`.
  var kind: Int32
  /// The place of its touch among the trace's touches (`TouchOwners`), -1 for none.
  var touch: Int32
  /// The area's edge: its distance, its name's number and whether the touch was inside; and
  /// the sample's phase, nil for no area.
  var areaDistance = 0.0
  var areaName: Int32 = 0
  var areaInside = false
  var areaPhase: SamplePhase?

  init(t: Double, kind: Int32, touch: Int32) {
    self.t = t
    self.kind = kind
    self.touch = touch
  }

  /// The area, its edge named from `names` (by number).
  func area(names: [String]) -> Area? {
    guard let areaPhase, names.indices.contains(Int(areaName)) else { return nil }
    return (
      ExplainGeometry.Edge(distance: areaDistance, name: names[Int(areaName)], inside: areaInside), areaPhase
    )
  }
}
