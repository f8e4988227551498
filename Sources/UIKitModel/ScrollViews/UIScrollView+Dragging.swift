import Foundation

extension UIScrollView {
  /// `handlePan:` [DEC-SV]. At began the content-touch delay is cancelled (held touches are then
  /// dropped by the pan's `cancelsTouchesInView`), the drag's start offset is taken and the kept
  /// velocities are zeroed; at began and every change the velocities are updated (M3) and the
  /// content follows the finger (M2); at the end the content moves to the lift, and what the
  /// finger released starts the motion (M4, M5, M8).
  func handlePan() {
    let pan = panGestureRecognizer
    switch pan.state {
    case .began:
      panTranslationScrolled = .zero
      if touchDelayGestureRecognizer.state == .possible { touchDelayGestureRecognizer.enter(.failed) }
      dragStartOffset = startOffsetForDrag()
      latestDragVelocity = .zero
      previousDragVelocity = .zero
      keepDragVelocity()
      drag(to: pan.translation(in: self))
    case .changed:
      keepDragVelocity()
      drag(to: pan.translation(in: self))
    case .ended, .cancelled:
      drag(to: pan.translation(in: self))
      startMotion(releasing: releaseVelocity())
    default:
      break
    }
  }

  /// M2: with `bounces`, each scrollable axis is at start − translation, rubber-banded past an
  /// edge; without it, the content follows the change in translation since the last step and is
  /// clamped to the content at every step (R18), so what an edge clamps away is lost.
  private func drag(to translation: CGPoint) {
    var offset = contentOffset
    if canScrollHorizontally {
      let range = horizontalOffsetRange
      offset.x =
        bounces
        ? Self.rubberBand(dragStartOffset.x - translation.x, range, size: bounds.width)
        : min(max(offset.x - (translation.x - panTranslationScrolled.x), range.lowerBound), range.upperBound)
    }
    if canScrollVertically {
      let range = verticalOffsetRange
      offset.y =
        bounces
        ? Self.rubberBand(dragStartOffset.y - translation.y, range, size: bounds.height)
        : min(max(offset.y - (translation.y - panTranslationScrolled.y), range.lowerBound), range.upperBound)
    }
    panTranslationScrolled = translation
    setContentOffset(offset, animated: false)
  }

  /// The offset a drag starts from: the current one, or, caught past an edge, the one the rubber
  /// band maps to the current offset, so that the content does not jump (M2; model default).
  private func startOffsetForDrag() -> CGPoint {
    guard bounces else { return contentOffset }
    return CGPoint(
      x: Self.unRubberBand(contentOffset.x, horizontalOffsetRange, size: bounds.width),
      y: Self.unRubberBand(contentOffset.y, verticalOffsetRange, size: bounds.height))
  }

  /// M3 (`_updatePanGesture` [DEC-SV]): previous ← latest, latest ← the pan's velocity in points
  /// per millisecond, in the offset's direction (against the finger).
  private func keepDragVelocity() {
    let velocity = panGestureRecognizer.velocity(in: self)
    previousDragVelocity = latestDragVelocity
    latestDragVelocity = CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000)
  }

  /// M3 (`_endPanNormal:` [RE-SV §4]): zero when the latest velocity is under 0.25 pt/ms over the
  /// scrollable axes; else 0.75 × previous + 0.25 × latest when there is a previous one, else
  /// the latest. An axis that cannot scroll releases nothing.
  func releaseVelocity() -> CGPoint {
    let x = canScrollHorizontally ? latestDragVelocity.x : 0
    let y = canScrollVertically ? latestDragVelocity.y : 0
    guard x * x + y * y >= 0.0625 else { return .zero }
    let px = canScrollHorizontally ? previousDragVelocity.x : 0
    let py = canScrollVertically ? previousDragVelocity.y : 0
    guard px != 0 || py != 0 else { return CGPoint(x: x, y: y) }
    return CGPoint(x: 0.75 * px + 0.25 * x, y: 0.75 * py + 0.25 * y)
  }

  /// The offsets the content rests within horizontally: 0 to content width − width (or 0).
  var horizontalOffsetRange: ClosedRange<CGFloat> { 0...max(0, contentSize.width - bounds.width) }

  /// The offsets the content rests within vertically.
  var verticalOffsetRange: ClosedRange<CGFloat> { 0...max(0, contentSize.height - bounds.height) }
}
