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
    return hitTestSubviews(point, with: event, logging: logging)
  }

  /// The last step of `defaultHitTest(_:with:)`, once the view is found to contain `point` and
  /// not to be excluded: the first subview's answer, front to back, or the view itself.
  private func hitTestSubviews(_ point: CGPoint, with event: UIEvent?, logging: Bool) -> UIView? {
    // Front to back over a copy of the list, which keeps each subview alive: they are visited
    // without retaining each one, and each frame and bounds is asked for once.
    let subviews = self.subviews
    return subviews.withUnsafeBufferPointer { buffer in
      for index in buffer.indices.reversed() {
        let hit = Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef {
          (subview: UIView) -> UIView? in
          // Most subviews miss. A stock one is seen to miss here, by the same rules its
          // `hitTest` would follow, without the call (and the log, which needs the call, is off).
          // The bounds are tested first: for a stock view both tests only read its properties
          // (its geometry from UIView's storage, the flag tested once), and most subviews miss
          // on the point.
          if subview.hitTestsAsStock && !logging {
            let frame = subview.storedFrame
            let bounds = subview.storedBounds
            let local = CGPoint(
              x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
            // `containsHalfOpen`, its usual case decided once, as the bounds were set.
            let inside =
              subview.storedBoundsArePlain
              ? bounds.plainContainsHalfOpen(local) : bounds.containsHalfOpen(local)
            if !inside || subview.hitTestExclusion() != nil { return nil }
            // Its `hitTest` would check the same two things again, with the same answers, then
            // search its subviews: they are searched at once (and a view without subviews is its
            // own answer).
            if subview.subviews.isEmpty { return subview }
            return subview.hitTestSubviews(local, with: event, logging: false)
          }
          let frame = subview.geometryFrame
          let bounds = subview.geometryBounds
          let local = CGPoint(
            x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
          return subview.hitTest(local, with: event)
        }
        if let hit { return hit }
      }
      return self
    }
  }

  /// Why hit-testing skips this view before looking at the point, or nil when it does not.
  func hitTestExclusion() -> HitTestStep.Outcome? {
    if isHidden { return .hidden }
    if alpha < 0.01 { return .transparent }
    if !isUserInteractionEnabled { return .interactionDisabled }
    if isDisabledControl { return .controlDisabled }
    return nil
  }

  /// Whether views of `type` hit-test as `defaultHitTest(_:with:)` does, with UIView's own
  /// `frame`, `bounds`, `isHidden`, `alpha`, `isUserInteractionEnabled`, `isEnabled` and
  /// `point(inside:with:)`: the stock classes that override none of them. (UIPageControl, which
  /// overrides `hitTest`, is not one.)
  static func isStockHitTestingClass(_ type: UIView.Type) -> Bool {
    type == UIView.self || type == UIControl.self || type == UIButton.self || type == UISwitch.self
      || type == UISlider.self || type == UISegmentedControl.self || type == UIStepper.self
      || type == UITextField.self
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
