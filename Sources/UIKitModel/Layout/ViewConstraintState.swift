import Foundation

/// The four variables of a layout item's rectangle in its layout engine, in the coordinates of the
/// top of its hierarchy (each level adds its frame origin; bounds origins play no part), and
/// their values after the last solve.
final class LayoutVariables {
  let minX = CassowaryVariable("minX")
  let minY = CassowaryVariable("minY")
  let width = CassowaryVariable("width")
  let height = CassowaryVariable("height")
  /// The rectangle the last solve gave.
  var solvedFrame = CGRect.zero

  init() {}
}

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout so that
/// views that never do carry one reference only.
final class ViewConstraintState {
  /// The constraints installed on the view, in the order they were added.
  var constraints: [NSLayoutConstraint] = []
  /// The guides added to the view.
  var layoutGuides: [UILayoutGuide] = []
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  let variables = LayoutVariables()
  /// Content hugging priorities, horizontal and vertical.
  var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
  /// Compression resistance priorities, horizontal and vertical.
  var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )
  /// Whether `updateConstraints()` has run since the view last asked for it.
  var constraintsAreUpdated = false
  /// Whether `setNeedsUpdateConstraints()` asked for an update since.
  var needsUpdateConstraints = false
  /// The layout engine, for the top view of a hierarchy.
  var engine: LayoutEngine?

  init() {}
}
