import Foundation

/// A rectangular area of the screen that takes part in hit-testing and the responder chain.
open class UIView: UIResponder {
  /// The frame in the superview's coordinates. Changing it changes `bounds.size` too. With a
  /// transform that is not the identity, it is the smallest rectangle enclosing the transformed
  /// view ([A:uiview/frame]); setting it then moves the centre to the new frame's centre and
  /// keeps the bounds size (UIKit calls the result undefined).
  open var frame: CGRect {
    get { transform.isIdentity ? untransformedFrame : transformedBoundingBox }
    set {
      if transform.isIdentity {
        untransformedFrame = newValue
      } else {
        center = CGPoint(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
      }
    }
  }
  /// The frame without the transform: the rectangle of the bounds size around `center`.
  var untransformedFrame: CGRect {
    didSet {
      if bounds.size != untransformedFrame.size { bounds.size = untransformedFrame.size }
      layerStorage?.takeGeometry(of: self)
    }
  }
  /// The view's own coordinate space: its origin is the scroll offset, its size the frame's size.
  open var bounds: CGRect {
    didSet {
      if untransformedFrame.size != bounds.size { untransformedFrame.size = bounds.size }
      if oldValue.size != bounds.size {
        resizeSubviews(withOldSize: oldValue.size)
        boundsSizeDidChange()
      }
      layerStorage?.takeGeometry(of: self)
    }
  }
  /// The transform applied about the centre ([A:uiview/transform]): `center` stays put, and
  /// `frame`, hit-testing and point conversion follow it (`UIView+Geometry.swift`). Mirrored to
  /// the layer.
  open var transform: CGAffineTransform = .identity {
    didSet { layerStorage?.takeGeometry(of: self) }
  }
  /// The superview, or nil for a root view. Not retained: a superview holds its subviews.
  public internal(set) var superview: UIView? {
    get { superviewLink }
    set { superviewLink = newValue }
  }
  @Link private var superviewLink: UIView?
  /// The subviews, back to front: index 0 is the back-most.
  public internal(set) var subviews: [UIView] = []

  /// Hidden views and their subviews are skipped by hit-testing.
  open var isHidden = false
  /// Views with an alpha below 0.01 are skipped by hit-testing.
  open var alpha: CGFloat = 1
  /// When false, the view and its subviews are skipped by hit-testing.
  open var isUserInteractionEnabled = true
  /// Whether the view is being animated by a `UIView.animate` block whose options lack
  /// `.allowUserInteraction`; such a view and its subviews are skipped by hit-testing. The
  /// model's animation blocks take effect at once, so only a scene sets it.
  package var isAnimatingWithoutUserInteraction = false
  /// When false (the default) the view receives only the first of several simultaneous touches.
  open var isMultipleTouchEnabled = false
  /// When true, the view receives touches only when no other view in its window is tracking one,
  /// and blocks touches to other views while it tracks.
  open var isExclusiveTouch = false
  /// Drawing only: clipping plays no part in hit-testing.
  open var clipsToBounds = false
  /// An integer to identify the view.
  open var tag = 0
  /// A string to identify the view; the replayer sets it to the scene id.
  open var accessibilityIdentifier: String?

  /// The inert per-view state (colours, content mode, accessibility...): see UIView+Appearance.swift.
  let appearance = ViewAppearance()
  /// The layer, made on first use (Layers/CALayer.swift).
  var layerStorage: CALayer?

  // MARK: Autoresizing and Auto Layout (autolayout: Layout/)

  /// How the frame follows the superview's bounds size (Layout/UIView+Autoresizing.swift).
  open var autoresizingMask: UIView.AutoresizingMask = []
  /// Whether a change of the bounds size resizes the subviews by their masks; true.
  open var autoresizesSubviews = true
  /// Whether the frame is fixed by constraints derived from it; false hands it to Auto Layout.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { superview?.setNeedsLayout() } }
  }
  /// The view's constraints, guides and priorities; nil until it takes part in Auto Layout.
  var constraintState: ViewConstraintState?

  /// The recognizers attached to the view, in the order they were added.
  var gestureRecognizerStorage: [UIGestureRecognizer] = []

  /// What the view owes the next layout and display passes (Support/PendingPasses.swift): a new
  /// view is drawn once, the first time a pass meets it.
  var pendingPasses: PendingPasses = [.display, .displayBelow]
  /// The part of the bounds `setNeedsDisplay(_:)` asked to redraw; nil for all of it.
  var pendingDisplayRect: CGRect?

  /// The controller whose root view this is, for the responder chain.
  @Link var owningViewController: UIViewController?
  /// The application of the last window this view was in, so a control removed from its window
  /// can still report its cancellation.
  @Link var lastApplication: UIApplication?

  /// Creates a view with the given frame, bounds origin zero.
  public init(frame: CGRect) {
    self.untransformedFrame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Archives are not supported; present so that subclasses written for iOS compile.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The next responder: the controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    if let controller = owningViewController { return controller }
    return superview
  }

  /// The view's window, if it is in one.
  open var window: UIWindow? { superview?.window }

  /// Whether this view is a window: the top of the hierarchy, whatever it is inside.
  var isWindow: Bool { false }

  open override var responderWindow: UIWindow? { window }

  /// The centre in the superview's coordinates, which the transform leaves in place.
  open var center: CGPoint {
    get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
    set {
      untransformedFrame.origin = CGPoint(
        x: newValue.x - untransformedFrame.width / 2, y: newValue.y - untransformedFrame.height / 2)
    }
  }

  // MARK: The layer (see Layers/CALayer.swift)

  /// The layer that mirrors the view's geometry: an instance of `layerClass`, made on first use.
  public var layer: CALayer {
    if let layerStorage { return layerStorage }
    let layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    layer.ownerView = self
    layer.takeGeometry(of: self)
    layerStorage = layer
    return layer
  }

  /// The class of the view's layer (a CALayer subclass; any other class gives a plain CALayer).
  open class var layerClass: AnyClass { CALayer.self }

  // MARK: Appearance the subclasses override (stored in `appearance`; the rest is in
  // UIView+Appearance.swift)

  /// The background colour; drawing only.
  open var backgroundColor: UIColor? {
    get { appearance.backgroundColor }
    set { appearance.backgroundColor = newValue }
  }
  /// The tint colour: the view's own, else its superview's, else the system blue.
  open var tintColor: UIColor! {
    get { appearance.tintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      appearance.tintColor = newValue
      tintColorDidChange()
    }
  }
  /// Whether the view is opaque; drawing only.
  open var isOpaque: Bool {
    get { appearance.isOpaque }
    set { appearance.isOpaque = newValue }
  }
  /// Whether assistive technologies see the view as one element.
  open var isAccessibilityElement: Bool {
    get { appearance.isAccessibilityElement }
    set { appearance.isAccessibilityElement = newValue }
  }
  open var accessibilityLabel: String? {
    get { appearance.accessibilityLabel }
    set { appearance.accessibilityLabel = newValue }
  }
  open var accessibilityHint: String? {
    get { appearance.accessibilityHint }
    set { appearance.accessibilityHint = newValue }
  }
  open var accessibilityValue: String? {
    get { appearance.accessibilityValue }
    set { appearance.accessibilityValue = newValue }
  }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { appearance.accessibilityTraits }
    set { appearance.accessibilityTraits = newValue }
  }
  open var accessibilityFrame: CGRect {
    get { appearance.accessibilityFrame }
    set { appearance.accessibilityFrame = newValue }
  }
  open var accessibilityElements: [Any]? {
    get { appearance.accessibilityElements }
    set { appearance.accessibilityElements = newValue }
  }
  /// Called when an assistive technology increments an adjustable view.
  open func accessibilityIncrement() {}
  /// Called when an assistive technology decrements an adjustable view.
  open func accessibilityDecrement() {}
  /// Called when an assistive technology activates the view; false: not handled.
  open func accessibilityActivate() -> Bool { false }
  /// The number of accessibility elements the view contains.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The accessibility element at `index`.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
  /// The index of an accessibility element, or NSNotFound.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }

  // MARK: Notifications subclasses override

  /// Called when the tint colour changes.
  open func tintColorDidChange() {}
  /// Called after the view is loaded from an archive; the model never loads archives.
  open func awakeFromNib() {}
  /// Called by Interface Builder; never in the model.
  open func prepareForInterfaceBuilder() {}
  /// Called when the trait collection changes; it never changes in the model.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The view's traits: the model's fixed environment.
  open var traitCollection: UITraitCollection { UITraitCollection() }
  /// Called before the superview changes.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Hit-testing (see UIView+HitTesting.swift for the rules)

  /// The farthest descendant of this view (or the view itself) that contains `point`, in this
  /// view's bounds coordinates; nil when the view is hidden, transparent, not interactive or
  /// does not contain the point.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether this view is a control that is not enabled, which hit-testing skips (`UIControl`
  /// answers `!isEnabled`).
  var isDisabledControl: Bool { false }

  /// Whether `point`, in bounds coordinates, is inside the view: the half-open bounds rectangle.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.containsHalfOpen(point)
  }

  // MARK: Gesture recognizers (see UIView+Gestures.swift)

  /// Whether a recognizer attached to another view may begin with a touch on this view; true.
  /// Asked of each touched view when a recognizer that `cancelsTouchesInView` leaves possible
  /// (R7); the stock controls refuse a single tap (`UIButton`...).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Auto Layout (autolayout: Layout/UIView+Constraints.swift)

  /// Updates the view's constraints before they are solved (`updateConstraintsIfNeeded()` calls
  /// it, subviews first); an override ends by calling super, as UIKit requires.
  open func updateConstraints() {}

  /// Whether the class lays out with constraints, so that `updateConstraints()` runs even before
  /// any constraint is installed; false.
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Layout and display (see UIView+Layout.swift and UIView+Display.swift for the rules)

  /// Lays out the subviews; called by the layout pass when the view needs layout. The default
  /// applies the view's constraints; subclasses place their subviews here.
  open func layoutSubviews() {
    applyConstraintLayout()
  }

  /// Marks the view as needing layout: the next layout pass calls its `layoutSubviews`.
  open func setNeedsLayout() {
    markNeedsLayout()
  }

  /// Lays out at once what needs layout, from the highest ancestor that needs it down.
  open func layoutIfNeeded() {
    runLayoutIfNeeded()
  }

  /// Draws the view's content in `rect`, in the current graphics context; the default draws
  /// nothing. Called by the display pass when the view needs display.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view as needing display: the next display pass calls its `draw(_:)`.
  open func setNeedsDisplay() {
    markNeedsDisplay(nil)
  }

  /// Marks `rect` (in bounds coordinates) as needing display.
  open func setNeedsDisplay(_ rect: CGRect) {
    markNeedsDisplay(rect)
  }

  /// The size the view's content needs, or `noIntrinsicMetric` in a direction where it has
  /// none: the default has none in either.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that best fits `size`: the default is the view's current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// Tells the layout that `intrinsicContentSize` changed: the superview is laid out again.
  open func invalidateIntrinsicContentSize() {
    intrinsicContentSizeDidChange()
  }

  // MARK: Hierarchy notifications

  /// Called before the view moves to a new window (or to none).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to a new window (or to none).
  open func didMoveToWindow() {}
  /// Called after the superview changed.
  open func didMoveToSuperview() {}
}
