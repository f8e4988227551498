import Foundation

extension UIView {
  /// UIKit's hit-test rules.
  ///
  /// - A hidden view, one with alpha below 0.01 (0.01 itself is hittable) or with user
  ///   interaction disabled returns nil, and its subviews are never visited.
  /// - A point outside `point(inside:with:)` returns nil for the whole subtree, whether or not
  ///   the view clips its subviews.
  /// - Subviews are searched front to back; the first non-nil answer wins; otherwise the view
  ///   itself is the answer.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let logging = event?.hitTestLog != nil
    if let reason = hitTestExclusion() {
      if logging { event?.logHitTest(self, point, reason) }
      return nil
    }
    guard self.point(inside: point, with: event) else {
      if logging { event?.logHitTest(self, point, .outside) }
      return nil
    }
    if logging { event?.logHitTest(self, point, .inside) }
    for subview in subviews.reversed() {
      let local = CGPoint(
        x: point.x - subview.frame.origin.x + subview.bounds.origin.x,
        y: point.y - subview.frame.origin.y + subview.bounds.origin.y)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Why hit-testing skips this view before looking at the point, or nil when it does not.
  func hitTestExclusion() -> HitTestStep.Outcome? {
    if isHidden { return .hidden }
    if alpha < 0.01 { return .transparent }
    if !isUserInteractionEnabled { return .interactionDisabled }
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
