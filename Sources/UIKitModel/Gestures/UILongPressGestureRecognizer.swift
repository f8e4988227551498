import Foundation

/// Recognizes a press held still (R14, G5 [DEC-LP], [A:uilongpressgesturerecognizer]):
/// continuous, it begins when `minimumPressDuration` (0.5 s) passes with the fingers down and
/// still within `allowableMovement` (10 pt) of where they started; then every move is a change,
/// and the first lift ends it. Moving too far or lifting before the time fails it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down; 0.5 s.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the fingers may move before it begins; 10 pt.
  open var allowableMovement: CGFloat = 10
  /// The fingers needed; 1.
  open var numberOfTouchesRequired = 1
  /// The taps before the press; 0.
  open var numberOfTapsRequired = 0

  private var start: CGPoint?
  private var timer: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = touchesDown.count
    guard state == .possible else { return }
    guard down <= numberOfTouchesRequired else { return fail() }
    guard down == numberOfTouchesRequired else { return }
    start = Self.centroid(of: touchesDown)
    cancelTimer(&timer)
    timer = scheduleTimer(after: minimumPressDuration) { recognizer in
      guard let press = recognizer as? UILongPressGestureRecognizer else { return }
      press.timer = nil
      if press.state == .possible, press.touchesDown.count == press.numberOfTouchesRequired {
        press.state = .began
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      guard let start else { return }
      let point = Self.centroid(of: touchesDown)
      let dx = point.x - start.x
      let dy = point.y - start.y
      if (dx * dx + dy * dy).squareRoot() > allowableMovement { fail() }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible: fail()
    case .began, .changed: state = .ended
    default: break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer(&timer)
    state = state == .possible ? .failed : .cancelled
  }

  open override func reset() {
    cancelTimer(&timer)
    start = nil
  }

  private func fail() {
    cancelTimer(&timer)
    if state == .possible { state = .failed }
  }
}
