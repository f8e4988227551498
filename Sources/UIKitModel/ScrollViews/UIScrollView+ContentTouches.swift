import Foundation

extension UIScrollView {
  /// Whether the content can scroll horizontally: scrolling enabled, and content wider than the
  /// view or `alwaysBounceHorizontal` with `bounces` (`_canScrollX` [DEC-SVPan], M2).
  var canScrollHorizontally: Bool {
    isScrollEnabled && (contentSize.width > bounds.width || (bounces && alwaysBounceHorizontal))
  }

  /// Whether the content can scroll vertically (`_canScrollY`).
  var canScrollVertically: Bool {
    isScrollEnabled && (contentSize.height > bounds.height || (bounces && alwaysBounceVertical))
  }

  /// R18 (`_canCancelContentTouches:` with Apple's semantics): the pan may begin only if every
  /// content view already tracking one of its touches may lose it: `canCancelContentTouches`
  /// and `touchesShouldCancel(in:)`. Otherwise the pan fails for the whole sequence. Returns
  /// the first content view that keeps its touch, or nil when the pan may begin.
  func contentViewKeepingTouches(of recognizer: UIGestureRecognizer) -> UIView? {
    for touch in recognizer.trackedTouches
    where touch.beganSentToView && !touch.terminalPhaseSent && !touch.isDroppedFromView {
      guard let view = touch.view, view !== self else { continue }
      if !canCancelContentTouches || !touchesShouldCancel(in: view) { return view }
    }
    return nil
  }
}
