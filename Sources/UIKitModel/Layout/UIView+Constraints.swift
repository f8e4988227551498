import Foundation

/// Auto Layout's rules for views: constraints are installed on a view (the closest common
/// ancestor of their items when activated); a view whose `translatesAutoresizingMaskIntoConstraints`
/// is false gets its frame from the solution in its superview's layout pass; one with an
/// intrinsic content size resists growing past it at its hugging priority and shrinking below it
/// at its compression resistance priority (250 and 750 by default); `updateConstraints()` runs,
/// subviews first, before the constraints are solved.
extension UIView {
  /// A value for `intrinsicContentSize`'s width or height when the view has none in that axis.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size `systemLayoutSizeFitting(_:)` can give.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A size larger than any a fitting view should take (10,000,000 points in the model).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
  /// The layout margins' width on each side, UIKit's default `layoutMargins` (8 points).
  static let defaultLayoutMargin: CGFloat = 8
  /// The standard spacing between sibling views (8 points).
  static let systemSpacing: CGFloat = 8

  /// The view's Auto Layout state, made on first use.
  var constraintStorage: ViewConstraintState {
    if let state = constraintState { return state }
    let state = ViewConstraintState()
    constraintState = state
    return state
  }

  /// The top of the view's hierarchy: its window, or the ancestor that has no superview.
  var topOfHierarchy: UIView {
    var view: UIView = self
    while !view.isWindow, let parent = view.superview { view = parent }
    return view
  }

  // MARK: Installing constraints

  /// The constraints installed on this view, in the order they were added.
  public var constraints: [NSLayoutConstraint] { constraintState?.constraints ?? [] }

  /// Installs `constraint` on this view (moving it from the view it was on), which makes it active.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let old = constraint.installedView {
      guard old !== self else { return }
      old.removeConstraint(constraint)
    }
    constraintStorage.constraints.append(constraint)
    constraint.installedView = self
    NSLayoutConstraint.setNeedsLayout(for: constraint)
  }

  /// Installs each constraint on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint` from this view, which makes it inactive; nothing when it is not here.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard let state = constraintState, constraint.installedView === self else { return }
    state.constraints.removeAll { $0 === constraint }
    constraint.installedView = nil
    NSLayoutConstraint.setNeedsLayout(for: constraint)
    setNeedsLayout()
  }

  /// Removes each constraint from this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: Anchors

  /// The leading edge (the left edge: the model lays out left to right).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge (the right edge).
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The first baseline: the top edge in the model (it has no text layout to find a baseline).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  /// The last baseline: the bottom edge in the model.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

  // MARK: Layout guides

  /// The view's bounds inset by its layout margins (8 points on each side).
  public var layoutMarginsGuide: UILayoutGuide {
    let state = constraintStorage
    if let guide = state.marginsGuide { return guide }
    let guide = UILayoutGuide(kind: .margins, identifier: "UIViewLayoutMarginsGuide")
    guide.owningView = self
    state.marginsGuide = guide
    return guide
  }

  /// The part of the view no bar or notch covers: its bounds, in the model.
  public var safeAreaLayoutGuide: UILayoutGuide {
    let state = constraintStorage
    if let guide = state.safeAreaGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    guide.owningView = self
    state.safeAreaGuide = guide
    return guide
  }

  /// The guides added with `addLayoutGuide(_:)`.
  public var layoutGuides: [UILayoutGuide] { constraintState?.layoutGuides ?? [] }

  /// Adds a guide whose rectangle constraints place, owned by this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    constraintStorage.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
    setNeedsLayout()
  }

  /// Removes a guide added with `addLayoutGuide(_:)`.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    constraintState?.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    setNeedsLayout()
  }

  // MARK: Hugging and compression resistance

  /// How strongly the view resists growing beyond its intrinsic size along `axis` (250).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = constraintState else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      constraintStorage.hugging.horizontal = priority
    } else {
      constraintStorage.hugging.vertical = priority
    }
    superview?.setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = constraintState else { return .defaultHigh }
    return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      constraintStorage.compressionResistance.horizontal = priority
    } else {
      constraintStorage.compressionResistance.vertical = priority
    }
    superview?.setNeedsLayout()
  }

  // MARK: Updating constraints

  /// Asks for `updateConstraints()` before the next layout.
  public func setNeedsUpdateConstraints() {
    constraintStorage.needsUpdateConstraints = true
    topOfHierarchy.setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due.
  public func needsUpdateConstraints() -> Bool {
    constraintState?.needsUpdateConstraints ?? false
  }

  /// Runs `updateConstraints()` on this view and its subviews where it is due, subviews first.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    let state = constraintStorage
    guard !state.constraintsAreUpdated || state.needsUpdateConstraints else { return }
    state.constraintsAreUpdated = true
    state.needsUpdateConstraints = false
    updateConstraints()
  }

  // MARK: Fitting

  /// The size the view's constraints give it closest to `targetSize` (`layoutFittingCompressedSize`
  /// for the smallest), the target pulling at `fittingSizeLevel`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size the view's constraints give it closest to `targetSize`, each dimension pulled to
  /// the target at its priority (`.required` fixes it).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    return fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }

  // MARK: Reports

  /// The constraints this view's layout engine broke because they could not hold together with
  /// the required ones, in the order it broke them ("Unable to simultaneously satisfy
  /// constraints"); the engine is the top of the hierarchy's (the window's).
  package var brokenConstraints: [BrokenConstraint] {
    topOfHierarchy.constraintState?.engine?.broken ?? []
  }
}
