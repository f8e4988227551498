import Foundation

/// Recognizes a pan that starts near an edge of the screen (M18, S12 [DEC-Edge],
/// [A:uiscreenedgepangesturerecognizer]): a pan with one finger, held to its `edges` of the
/// window, that holds its touch's began from the views while it is possible
/// (`delaysTouchesBegan` true, set by its initializer).
///
/// - It fails at touch-down unless the touch starts within `screenEdgeRegion` (13 pt) of one of
///   its edges of the window.
/// - It begins on a move of at least `screenEdgeHysteresis` (15 pt) away from that edge (that much
///   taken off the translation along that axis).
/// - Before that it fails on a move of as much along the edge, on a lift, on a second finger, or
///   when `screenEdgeMaximumDuration` (0.25 s) has passed since touch-down (UIKit's use of that
///   duration is unknown: the model takes it as a time-out).
///
/// Once begun it is a pan: a change on each move, ended at the lift (a cancelled finger too).
/// So a quick tap on a button within 13 pt of the edge reaches the button only when the
/// recognizer fails, at the lift: the button gets `touchDown` then, with its touch-up ([DTM]).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from; none by default (UIKit names no default).
  open var edges: UIRectEdge = []

  /// Where the finger landed, in window coordinates, and the edges it landed near.
  private var start: CGPoint?
  private var nearEdges: UIRectEdge = []
  private var timer: Int?

  /// Creates a recognizer that sends `action` to `target`, delaying its touches' began
  /// [DEC-Edge] `initWithTarget:action:`.
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delaysTouchesBegan = true
    maximumNumberOfTouches = 1
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    guard start == nil, trackedTouches.count == 1, let touch = trackedTouches.first else { return fail() }
    let point = touch.locationInWindow
    nearEdges = edgesNear(point)
    guard !nearEdges.isEmpty else { return fail() }
    start = point
    timer = scheduleTimer(after: configuration.screenEdgeMaximumDuration) {
      ($0 as? UIScreenEdgePanGestureRecognizer)?.fail()
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let start, let touch = trackedTouches.first else { return }
    let h = configuration.screenEdgeHysteresis
    let along = Self.movements(from: start, to: touch.locationInWindow, edges: nearEdges).map(\.along)
    if along.allSatisfy({ abs($0) >= h }) { fail() }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer(&timer)
    super.touchesEnded(touches, with: event)
  }

  open override func reset() {
    super.reset()
    cancelTimer(&timer)
    start = nil
    nearEdges = []
  }

  /// The pan begins only once the finger has gone the hysteresis away from an edge it started
  /// near; that much is taken off along that axis.
  override func hysteresis(for translation: CGPoint) -> CGPoint? {
    guard let start else { return nil }
    let h = configuration.screenEdgeHysteresis
    let end = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    for movement in Self.movements(from: start, to: end, edges: nearEdges) where movement.away >= h {
      cancelTimer(&timer)
      return movement.isHorizontal
        ? CGPoint(x: Self.clip(translation.x, h), y: 0) : CGPoint(x: 0, y: Self.clip(translation.y, h))
    }
    return nil
  }

  /// The edges of the window that `point` lies within the edge region of.
  private func edgesNear(_ point: CGPoint) -> UIRectEdge {
    guard let bounds = view?.window?.bounds else { return [] }
    let region = configuration.screenEdgeRegion
    var near: UIRectEdge = []
    if edges.contains(.left), point.x - bounds.minX <= region { near.insert(.left) }
    if edges.contains(.right), bounds.maxX - point.x <= region { near.insert(.right) }
    if edges.contains(.top), point.y - bounds.minY <= region { near.insert(.top) }
    if edges.contains(.bottom), bounds.maxY - point.y <= region { near.insert(.bottom) }
    return near
  }

  /// For each edge in `edges`: how far the finger went away from it, and along it.
  private static func movements(from start: CGPoint, to end: CGPoint, edges: UIRectEdge)
    -> [(away: CGFloat, along: CGFloat, isHorizontal: Bool)]
  {
    let dx = end.x - start.x
    let dy = end.y - start.y
    var result: [(away: CGFloat, along: CGFloat, isHorizontal: Bool)] = []
    if edges.contains(.left) { result.append((dx, dy, true)) }
    if edges.contains(.right) { result.append((-dx, dy, true)) }
    if edges.contains(.top) { result.append((dy, dx, false)) }
    if edges.contains(.bottom) { result.append((-dy, dx, false)) }
    return result
  }

  private func fail() {
    cancelTimer(&timer)
    if state == .possible { state = .failed }
  }
}
