import Foundation

extension UIScrollView {
  /// Whether the content can scroll horizontally: scrolling enabled, and content wider than the
  /// view or `alwaysBounceHorizontal` (`_canScrollX` [DEC-SVPan]).
  var canScrollHorizontally: Bool {
    isScrollEnabled && (contentSize.width > bounds.width || alwaysBounceHorizontal)
  }

  /// Whether the content can scroll vertically (`_canScrollY`).
  var canScrollVertically: Bool {
    isScrollEnabled && (contentSize.height > bounds.height || alwaysBounceVertical)
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

  /// `handlePan:`: at began the content-touch delay is cancelled (held touches are then
  /// dropped by the pan's `cancelsTouchesInView`); at every step the content follows the finger
  /// by the change in translation since the last step, then the offset is clamped to the
  /// content (G7: no rubber-banding or deceleration), so what an edge clamps away is lost.
  func handlePan() {
    let pan = panGestureRecognizer
    switch pan.state {
    case .began:
      panTranslationScrolled = .zero
      if touchDelayGestureRecognizer.state == .possible { touchDelayGestureRecognizer.enter(.failed) }
      scroll(to: pan.translation(in: self))
    case .changed, .ended:
      scroll(to: pan.translation(in: self))
    default:
      break
    }
  }

  /// One pan step: offset -= the change in translation, then clamp to [0, contentSize - bounds]
  /// along each axis the scroll view can scroll.
  private func scroll(to translation: CGPoint) {
    var offset = contentOffset
    if canScrollHorizontally {
      let limit = max(0, contentSize.width - bounds.width)
      offset.x = min(max(offset.x - (translation.x - panTranslationScrolled.x), 0), limit)
    }
    if canScrollVertically {
      let limit = max(0, contentSize.height - bounds.height)
      offset.y = min(max(offset.y - (translation.y - panTranslationScrolled.y), 0), limit)
    }
    panTranslationScrolled = translation
    setContentOffset(offset, animated: false)
  }
}
