import Foundation

/// A scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer` [DEC-SVPan]): it begins
/// only along an axis its scroll view can scroll, only when the content touches may be
/// cancelled (R18), and never excludes the content-touch delay, nor is excluded by it.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  private var scrollView: UIScrollView? { view as? UIScrollView }

  override func hysteresis(for translation: CGPoint) -> CGPoint? {
    guard let scrollView else { return super.hysteresis(for: translation) }
    let h = configuration.panHysteresis
    let alongX = scrollView.canScrollHorizontally && abs(translation.x) >= h
    let alongY = scrollView.canScrollVertically && abs(translation.y) >= h
    guard alongX || alongY else { return nil }
    return CGPoint(x: Self.clip(translation.x, h), y: Self.clip(translation.y, h))
  }

  override func environmentRefusal() -> GestureFailure? {
    scrollView?.contentViewKeepingTouches(of: self).map { .contentTouchKept($0) }
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    !(preventedGestureRecognizer is UIScrollViewDelayedTouchesBeganGestureRecognizer)
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    !(preventingGestureRecognizer is UIScrollViewDelayedTouchesBeganGestureRecognizer)
  }

  override var cancellationOwner: AnyObject { view ?? self }
  override var isReported: Bool { false }
}
