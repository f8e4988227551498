#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
#else
  import Foundation
  import UIKitModel
#endif

/// Recognizes a check mark drawn with one finger: a stroke down and to the right, then a longer
/// stroke up and to the right.
///
/// A discrete recognizer, written as for iOS: the touch methods follow the one finger and set
/// `state`, to `.recognized` when the finger lifts at the end of a check mark and to `.failed`
/// as soon as the stroke cannot be one (a second finger, a move to the left, a second stroke that
/// turns down again, a first stroke shorter than `minimumStrokeLength`).
open class CheckmarkGestureRecognizer: UIGestureRecognizer {
  /// The shortest first (downward) stroke, in points.
  public var minimumStrokeLength: CGFloat = 20

  private enum Stroke {
    case none, down, up
  }

  private var stroke = Stroke.none
  private var start = CGPoint.zero
  private var turn = CGPoint.zero
  private var finger: UITouch?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard finger == nil, touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
      state = .failed
      return
    }
    finger = touch
    start = touch.location(in: view)
    turn = start
    stroke = .down
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, let finger, touches.contains(finger) else { return }
    let point = finger.location(in: view)
    let previous = finger.previousLocation(in: view)
    guard point.x >= previous.x else {
      state = .failed
      return
    }
    switch stroke {
    case .down where point.y >= previous.y:
      turn = point
    case .down:
      if turn.y - start.y >= minimumStrokeLength { stroke = .up } else { state = .failed }
    case .up where point.y > previous.y:
      state = .failed
    case .up, .none:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard state == .possible, let finger, touches.contains(finger) else { return }
    let end = finger.location(in: view)
    // The second stroke must rise above the turn by more than the first one fell.
    state = stroke == .up && turn.y - end.y > turn.y - start.y ? .recognized : .failed
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .failed
  }

  open override func reset() {
    super.reset()
    stroke = .none
    start = .zero
    turn = .zero
    finger = nil
  }
}
