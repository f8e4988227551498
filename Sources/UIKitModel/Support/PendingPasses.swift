import Foundation

/// What a view still owes the next layout and display passes, and whether a view below it does:
/// the marks `setNeedsLayout` and `setNeedsDisplay` leave (UIView+Layout.swift,
/// UIView+Display.swift).
///
/// Why marks on the way up: the passes must cost nothing when no view needs them (one flag read
/// per event at the application), and when some do, they visit only the branches that lead to
/// them instead of the whole tree. Invariant: outside a pass, a view with a `...Below` mark has
/// every ancestor marked likewise, up to its window, and the window's application knows
/// (`UIApplication.passesArePending`).
struct PendingPasses: OptionSet {
  let rawValue: UInt8

  /// The view's `layoutSubviews` is due.
  static let layout = PendingPasses(rawValue: 1 << 0)
  /// The view or a view below it has `layout`.
  static let layoutBelow = PendingPasses(rawValue: 1 << 1)
  /// The view's `draw(_:)` is due.
  static let display = PendingPasses(rawValue: 1 << 2)
  /// The view or a view below it has `display`.
  static let displayBelow = PendingPasses(rawValue: 1 << 3)
}

extension UIView {
  /// Marks this view and its ancestors with `below` up to the first already marked; tells the
  /// window's application when the mark reaches a window.
  func propagatePendingPass(_ below: PendingPasses) {
    var view = self
    while !view.pendingPasses.contains(below) {
      view.pendingPasses.insert(below)
      guard let parent = view.superview else {
        (view as? UIWindow)?.application?.passesArePending = true
        return
      }
      view = parent
    }
  }

  /// Carries this view's marks to its new superview and up (after `addSubview`): a subtree
  /// marked while it was outside the window is visited by the window's next pass.
  func propagatePendingPassesToSuperview() {
    guard let parent = superview else { return }
    if pendingPasses.contains(.layoutBelow) { parent.propagatePendingPass(.layoutBelow) }
    if pendingPasses.contains(.displayBelow) { parent.propagatePendingPass(.displayBelow) }
  }
}
