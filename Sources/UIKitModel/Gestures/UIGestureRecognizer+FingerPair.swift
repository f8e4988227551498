import Foundation

extension UIGestureRecognizer {
  /// Pinch and rotation follow the first two touches they receive and ignore any more (M12,
  /// M13; what UIKit does with a third finger is unknown): the new touches join `pair`, in the
  /// order they began, until it has two, and the rest are ignored (`ignore(_:for:)`).
  /// Returns whether the second finger landed in this event.
  func takeFingers(into pair: inout [UITouch], for event: UIEvent) -> Bool {
    let hadTwo = pair.count == 2
    for touch in trackedTouches where !pair.contains(where: { $0 === touch }) {
      if pair.count < 2 { pair.append(touch) } else { ignore(touch, for: event) }
    }
    return !hadTwo && pair.count == 2
  }

  /// Pinch and rotation end at the last lift of their two fingers (M12, M13): recognized if
  /// they began, failed if not; a cancelled finger counts as a lift.
  func endAtLastLift(of pair: [UITouch]) {
    guard !pair.contains(where: { $0.isActive }) else { return }
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  /// The distance between two touches, in window points.
  static func distance(_ first: UITouch, _ second: UITouch) -> CGFloat {
    let dx = second.locationInWindow.x - first.locationInWindow.x
    let dy = second.locationInWindow.y - first.locationInWindow.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
