/// What hit-testing finds at a gesture's point: the check behind synth's "hits `badge`, not `ok`"
/// warning (after Flutter's `warnIfMissed`).
package enum SynthHit: Sendable, Equatable {
  /// The hit-test view, by scene id (`window` for the window itself).
  case view(String)
  /// Hit-testing returned no view (the window is hidden or does not take touches).
  case nothing
  /// The point lies outside the window's bounds.
  case outsideWindow
}
