/// How far one touch is from each decision boundary that could change what it did, computed
/// from the scene as the touch found it and the recognizers' thresholds (`perturb --margins`).
package struct TouchMargin: Sendable, Equatable {
  /// The touch's id as records spell it.
  package var touch: String
  /// Whether the id is a number (JSON writes it unquoted).
  package var idIsNumber: Bool
  /// When it began.
  package var t: Double
  /// Points from where it began to the nearest edge of a view hit-testing could have given it
  /// to (inside or out, not an edge of the window itself): moving it that far can change the
  /// view hit-testing picks.
  package var hitTest: Double?
  /// The view edge nearest to where it began, as `` `ok`'s left edge ``.
  package var hitTestEdge: String?
  /// The view whose edge that is.
  package var hitTestView: String?
  /// Points from where it ended to the edge of its control's touch area (bounds grown by the
  /// margin): moving the end that far turns TouchUpInside into TouchUpOutside or back.
  package var touchArea: Double?
  /// The control whose touch area that is.
  package var touchAreaView: String?
  /// Points between its movement and the nearest movement threshold of a recognizer or scroll
  /// view that could see it (a pan's hysteresis, a tap's or a long press's allowable movement, a
  /// swipe's minimum, an edge pan's distance from the edge).
  package var movement: Double?
  /// The threshold `movement` is measured to, as `pan drag begins at 10`.
  package var movementThreshold: String?
  /// Seconds between what it did in time and the nearest time threshold (a long press's minimum
  /// duration, a tap's maximum, an edge pan's time-out, a scroll view's content-touch delay
  /// against the move that scrolls it).
  package var time: Double?
  package var timeThreshold: String?
  /// For a touch that began within twice the repeat-tap interval and distance of the last lift
  /// (a repeat tap, or one that changed times or places can make one): seconds from
  /// the interval (negative: within it, a repeat tap), and points from the repeat-tap distance
  /// (negative: within it).
  package var tapInterval: Double?
  package var tapDistance: Double?

  package init(touch: String, idIsNumber: Bool, t: Double) {
    self.touch = touch
    self.idIsNumber = idIsNumber
    self.t = t
  }

  /// The nearest boundary a move of the touch can cross, in points (contract section 8): the
  /// hit-testing edge or its control's touch-area edge, whichever is nearer; with its words and
  /// its view.
  package var nearest: (distance: Double, boundary: String, view: String?)? {
    var best: (distance: Double, boundary: String, view: String?)?
    if let hitTest, let hitTestEdge { best = (hitTest, "\(hitTestEdge) (hit-testing)", hitTestView) }
    if let touchArea, best.map({ touchArea < $0.distance }) ?? true {
      best = (
        touchArea, touchAreaView.map { "`\($0)`'s touch-area edge (end)" } ?? "its touch-area edge (end)",
        touchAreaView
      )
    }
    return best
  }
}
