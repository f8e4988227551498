import Foundation

/// UIKit's display rules (`-[UIView setNeedsDisplay]`, `-drawRect:`).
///
/// - `setNeedsDisplay` marks the view (`setNeedsDisplay(_:)` a part of it, the parts adding up
///   to the rectangle that encloses them); the display pass, which runs after the layout pass,
///   calls `draw(_:)` once per marked view with that rectangle, top-down and back to front, with
///   a graphics context current (`UIApplication.currentGraphicsContext`).
/// - A new view is marked: it is drawn the first time a display pass meets it in a window.
/// - A view with an empty bounds is not drawn; it keeps its mark and is drawn once it has a size.
/// - Hidden views are drawn like the others (the model has no backing store to defer to).
extension UIView {
  /// Whether the next display pass calls this view's `draw(_:)`.
  package var needsDisplay: Bool { pendingPasses.contains(.display) }

  /// `setNeedsDisplay()`'s and `setNeedsDisplay(_:)`'s rule: `rect` nil is the whole bounds.
  func markNeedsDisplay(_ rect: CGRect?) {
    if pendingPasses.contains(.display) {
      if let wanted = pendingDisplayRect {
        pendingDisplayRect = rect.map { wanted.union($0) }
      }
    } else {
      pendingPasses.insert(.display)
      pendingDisplayRect = rect
    }
    propagatePendingPass(.displayBelow)
  }

  /// One display pass over this view's marked branch.
  func displayMarkedViews(in application: UIApplication) {
    pendingPasses.remove(.displayBelow)
    if pendingPasses.contains(.display), !bounds.isEmpty {
      let rect = pendingDisplayRect ?? bounds
      pendingPasses.remove(.display)
      pendingDisplayRect = nil
      application.drawing(in: bounds.size) { draw(rect) }
    }
    for subview in subviews where subview.pendingPasses.contains(.displayBelow) && subview.superview === self
    {
      subview.displayMarkedViews(in: application)
    }
  }
}
