import Foundation

/// A scroll view's content-touch delay (UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`
/// [DEC-SVDelay], R17): it holds the began of every touch in the scroll view while possible
/// (`delaysTouchesBegan`), and releases them when `scrollViewTouchDelay` (0.15 s) passes, when
/// the finger lifts, or when a finger on a control moves more than `scrollHysteresis` (10 pt)
/// along an axis the scroll view cannot scroll; at once when `delaysContentTouches` is false.
/// Each released touch goes through `touchesShouldBegin(_:with:in:)`; it then ends (if any was
/// allowed) or fails. It sends no action and cancels nothing.
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
  private var timer: Int?
  /// Which of the rules above let the held touches go last.
  private var releaseCause = TouchRelease.Cause.delayElapsed

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
  }

  private var scrollView: UIScrollView? { view as? UIScrollView }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let scrollView else { return }
    guard scrollView.delaysContentTouches else { return release(with: event, .delayElapsed) }
    if timer == nil {
      timer = scheduleTimer(after: configuration.scrollViewTouchDelay) { recognizer in
        (recognizer as? UIScrollViewDelayedTouchesBeganGestureRecognizer)?.release(with: nil, .delayElapsed)
      }
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let scrollView else { return }
    let h = configuration.scrollHysteresis
    for touch in touches where touch.view is UIControl {
      let dx = abs(touch.locationInWindow.x - touch.initialLocationInWindow.x)
      let dy = abs(touch.locationInWindow.y - touch.initialLocationInWindow.y)
      if (dx > h && !scrollView.canScrollHorizontally) || (dy > h && !scrollView.canScrollVertically) {
        return release(with: event, .movedAlongFixedAxis)
      }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { release(with: event, .lifted) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer(&timer)
    if state == .possible { state = .failed }
  }

  override func reset() {
    cancelTimer(&timer)
  }

  /// Lets the held touches go to their views, each as `touchesShouldBegin` allows; `cause` is
  /// the rule that let them go.
  private func release(with event: UIEvent?, _ cause: TouchRelease.Cause) {
    cancelTimer(&timer)
    guard state == .possible, let scrollView else { return }
    releaseCause = cause
    var allowed = false
    // A touch its view does not get (a second finger on a view that is not multiple-touch) is
    // not held from it, and not asked about.
    for touch in trackedTouches
    where !touch.beganSentToView && !touch.isDroppedFromView && touch.deliveryBlock == nil {
      guard let view = touch.view else { continue }
      if scrollView.touchesShouldBegin(touch.setOfOne, with: event, in: view) {
        allowed = true
      } else {
        touch.isDroppedFromView = true
      }
    }
    state = allowed ? .ended : .failed
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  override var holdReleaseCause: TouchRelease.Cause { isEnabled ? releaseCause : .disabled }

  override var cancellationOwner: AnyObject { view ?? self }
  override var isReported: Bool { false }
}
