import Foundation

/// UIKit's layout rules (`-[UIView setNeedsLayout]`, `-layoutIfNeeded`, `-layoutSubviews`).
///
/// - `setNeedsLayout` marks the view; nothing runs until the next layout pass, which UIKit's
///   run loop commits before the next event and after each timer, main-queue block and
///   animation completion (UIApplication+RunLoop.swift).
/// - The pass goes top-down: a view's `layoutSubviews` runs before its subviews are visited, so
///   a subview the superview resizes is laid out in the same pass, at its new size.
/// - A view's bounds size changing (through `frame` or `bounds`) marks the view and its
///   superview; adding a subview marks the subview and its new superview. Creating a view marks
///   nothing.
/// - `layoutIfNeeded` lays out at once: it goes up while the superview needs layout, then lays
///   out everything marked below that ancestor (Core Animation's `-[CALayer layoutIfNeeded]`).
/// - A mark the view leaves on itself during its own `layoutSubviews` is absorbed: the pass
///   clears the view's mark after the call. A view marked again after its turn (a subview that
///   resized itself in its own `layoutSubviews`) is laid out by another round of the pass, up to
///   `maximumLayoutRounds`.
extension UIView {
  /// How many rounds a layout pass runs while views are marked again by the layout itself
  /// (UIKit loops without bound; the model stops so a replay always ends).
  static let maximumLayoutRounds = 100

  /// Whether the next layout pass calls this view's `layoutSubviews`.
  package var needsLayout: Bool { pendingPasses.contains(.layout) }

  /// `setNeedsLayout()`'s rule: a view already marked stays as it is.
  func markNeedsLayout() {
    guard !pendingPasses.contains(.layout) else { return }
    pendingPasses.insert(.layout)
    propagatePendingPass(.layoutBelow)
  }

  /// A bounds size change marks the view and its superview for layout, and lets a view still
  /// waiting for its first drawing (empty until now) be drawn.
  func boundsSizeDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    if pendingPasses.contains(.display) { propagatePendingPass(.displayBelow) }
  }

  /// `layoutIfNeeded()`'s rule: from the highest ancestor that needs layout, lay out what is
  /// marked below it.
  func runLayoutIfNeeded() {
    var root = self
    while let parent = root.superview, parent.needsLayout { root = parent }
    guard root.pendingPasses.contains(.layoutBelow) else { return }
    for _ in 0..<Self.maximumLayoutRounds {
      root.layOutMarkedViews()
      guard root.pendingPasses.contains(.layoutBelow) else { return }
    }
  }

  /// One round of the layout pass over this view's marked branch: the view, then its subviews
  /// back to front, each when marked.
  func layOutMarkedViews() {
    pendingPasses.remove(.layoutBelow)
    if pendingPasses.contains(.layout) {
      layoutSubviews()
      pendingPasses.remove(.layout)
    }
    // A copy: `layoutSubviews` of a subview may add or remove views.
    for subview in subviews where subview.pendingPasses.contains(.layoutBelow) && subview.superview === self {
      subview.layOutMarkedViews()
    }
  }

  /// The Auto Layout step of the default `layoutSubviews` (Apple: "the default implementation
  /// uses any constraints you have set to determine the size and position of any subviews"):
  /// the frames the window's engine solved (Layout/UIView+ConstraintLayout.swift).
  func applyConstraintLayout() {
    layoutUsingConstraints()
  }

  /// `invalidateIntrinsicContentSize()`'s rule: the superview, whose layout uses the size, is
  /// laid out again.
  func intrinsicContentSizeDidChange() {
    superview?.setNeedsLayout()
  }
}
