import Foundation

/// A scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer` [DEC-SVPan]): it begins
/// only along an axis its scroll view can scroll, only when the content touches may be
/// cancelled (R18), and never excludes the content-touch delay, nor is excluded by it.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  private var scrollView: UIScrollView? { view as? UIScrollView }

  /// M7: a touch that lands while the content is moving catches it: the motion stops where it
  /// is and the pan begins at once (so it excludes the other recognizers of the touch, and the
  /// content touch, held by the delay, is dropped); later moves scroll by their full distance.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, let scrollView, scrollView.isDecelerating else { return }
    scrollView.endMotion(report: true)
    state = .began
  }

  override func hysteresis(for translation: CGPoint) -> CGPoint? {
    guard let scrollView else { return super.hysteresis(for: translation) }
    let h = configuration.panHysteresis
    let alongX =
      scrollView.canScrollHorizontally && abs(translation.x) >= h
      && !transfersToParent(scrollView, translation.x, horizontal: true)
    let alongY =
      scrollView.canScrollVertically && abs(translation.y) >= h
      && !transfersToParent(scrollView, translation.y, horizontal: false)
    guard alongX || alongY else { return nil }
    return CGPoint(x: Self.clip(translation.x, h), y: Self.clip(translation.y, h))
  }

  /// M9 (`_currentlyAbuttedContentEdges` [DEC-SVPan], [A:uiscrollview/transfersverticalscrollingtoparent]):
  /// a drag along an axis that pushes against the edge the content sits at is left to the
  /// nearest ancestor scroll view that can scroll that way, when this view transfers that axis:
  /// the pan keeps waiting, and the ancestor's pan begins and excludes it.
  private func transfersToParent(_ scrollView: UIScrollView, _ along: CGFloat, horizontal: Bool) -> Bool {
    guard
      horizontal
        ? scrollView.transfersHorizontalScrollingToParent : scrollView.transfersVerticalScrollingToParent
    else { return false }
    var ancestor = scrollView.superview
    while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
    guard let parent = ancestor as? UIScrollView,
      horizontal ? parent.canScrollHorizontally : parent.canScrollVertically
    else { return false }
    let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let range = horizontal ? scrollView.horizontalOffsetRange : scrollView.verticalOffsetRange
    return (offset <= range.lowerBound && along > 0) || (offset >= range.upperBound && along < 0)
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
