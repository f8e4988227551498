import Foundation

extension UIView {
  /// Adds `view` in front of the other subviews, removing it from its old superview first.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of `subviews` (0 is the back-most), clamped to the valid range.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let oldWindow = view.window
    if view.superview != nil { view.detachFromSuperview() }
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    // The layout rule (UIView+Layout.swift): the added view and its new superview are laid out.
    view.propagatePendingPassesToSuperview()
    view.markNeedsLayout()
    markNeedsLayout()
    view.didMoveToSuperview()
    let newWindow = view.window
    if oldWindow !== newWindow { view.notifyWindowChange(to: newWindow) }
  }

  /// Removes the view from its superview and its window; a first responder inside it resigns.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    if let oldWindow, let first = oldWindow.firstResponder as? UIView, first.isDescendant(of: self) {
      if !first.resignFirstResponder() { oldWindow.setFirstResponder(nil) }
    }
    // The layout rule (UIView+Layout.swift): the old superview is laid out again.
    superview?.markNeedsLayout()
    detachFromSuperview()
    didMoveToSuperview()
    if oldWindow != nil { notifyWindowChange(to: nil) }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func detachFromSuperview() {
    if let parent = superview {
      parent.subviews.removeAll { $0 === self }
    }
    superview = nil
  }

  /// Tells this view and its descendants that their window changed.
  func notifyWindowChange(to newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    if let application = newWindow?.application { lastApplication = application }
    for subview in subviews { subview.notifyWindowChange(to: newWindow) }
    didMoveToWindow()
  }
}
