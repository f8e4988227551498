import Foundation

extension UIView {
  /// UIKit's hit-test rules (`-[UIView hitTest:withEvent:]`).
  ///
  /// - A hidden view, one with alpha below 0.01 (0.01 itself is hittable), one with user
  ///   interaction disabled, or a control that is not enabled returns nil, and its subviews are
  ///   never visited.
  /// - So does a view being animated without `.allowUserInteraction`, whatever its
  ///   `isUserInteractionEnabled` ([A:uiview/isuserinteractionenabled]); its frame is already
  ///   the animation's end state, which is what hit-testing reads.
  /// - A point outside `point(inside:with:)` returns nil for the whole subtree, whether or not
  ///   the view clips its subviews. The point arrives through the inverse of the view's
  ///   transform, so a rotated or scaled view is hit over its transformed shape, not its frame;
  ///   a transform with no inverse is never hit ([A:uiview/hittest(_:with:)]).
  /// - Subviews are searched front to back, each asked `hitTest` with the point in its own
  ///   coordinates; the first non-nil answer wins; otherwise the view itself is the answer.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let reason = hitTestExclusion() {
      event?.logHitTest(self, point, reason)
      return nil
    }
    guard isTransformInvertible, self.point(inside: point, with: event) else {
      event?.logHitTest(self, point, .outside)
      return nil
    }
    event?.logHitTest(self, point, .inside)
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, fromSuperview: self), with: event) {
        return hit
      }
    }
    return self
  }

  /// Why hit-testing skips this view before looking at the point, or nil when it does not.
  func hitTestExclusion() -> HitTestStep.Outcome? {
    if isHidden { return .hidden }
    if alpha < 0.01 { return .transparent }
    if !isUserInteractionEnabled || isAnimatingWithoutUserInteraction { return .interactionDisabled }
    if isDisabledControl { return .controlDisabled }
    return nil
  }

  /// How deep the view is below the top of its hierarchy.
  var depth: Int {
    var count = 0
    var current = superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }
}
