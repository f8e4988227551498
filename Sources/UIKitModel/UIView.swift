import Foundation

/// A rectangular area of the screen that takes part in hit-testing and the responder chain.
open class UIView: UIResponder {
  /// The frame in the superview's coordinates. Changing it changes `bounds.size` too.
  open var frame: CGRect {
    get { storedFrame }
    set {
      storedFrame = newValue
      bounds.size = frame.size
    }
  }
  /// The view's own coordinate space: its origin is the scroll offset, its size the frame's size.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      storedBounds = newValue
      if bounds.size != frame.size { frame.size = bounds.size }
    }
  }
  /// UIView's own storage of `frame` and `bounds`, which the geometry walks read without a
  /// dynamic call for a view of a stock class (see `hitTestsAsStock`), which overrides neither;
  /// a view of any other class is asked through `frame` and `bounds`.
  private(set) final var storedFrame: CGRect {
    didSet { forgetRootOffsets() }
  }
  private(set) final var storedBounds: CGRect {
    didSet {
      storedBoundsArePlain = storedBounds.hasPlainHalfOpenTest
      forgetRootOffsets()
    }
  }
  /// Whether `storedBounds` has a positive size at a finite origin, the case in which
  /// `containsHalfOpen(_:)` compares the fields directly: decided as the bounds are set, since
  /// hit-testing asks it of nearly every subview of nearly every view it visits.
  private(set) final var storedBoundsArePlain: Bool
  /// The superview, or nil for a root view; held as UIKit holds it, not retained. Safe because a
  /// superview holds its subviews strongly, and clears this link when a subview leaves it or when
  /// it is deinitialised (a weak reference would put every view on the runtime's slow path for
  /// retains and releases).
  public internal(set) var superview: UIView? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// `superview`, for walks up the hierarchy that need not retain each view they visit.
  private(set) var superviewReference: Unmanaged<UIView>? {
    didSet { forgetRootOffsets() }
  }
  /// `pointInRoot(.zero)`, kept once found when the walk that finds it reads only stock views'
  /// storage (see `rootOffset()`); nil when not kept.
  final var keptRootOffset: CGPoint?
  /// Whether this view or a view below it may keep a root offset: set on every view a kept
  /// offset's walk visits, so that a change to any of them forgets the offsets below it.
  final var rootOffsetsKeptBelow = false
  /// The subviews, back to front: index 0 is the back-most.
  public internal(set) var subviews: [UIView] = []

  /// Hidden views and their subviews are skipped by hit-testing.
  open var isHidden = false
  /// Views with an alpha below 0.01 are skipped by hit-testing.
  open var alpha: CGFloat = 1
  /// When false, the view and its subviews are skipped by hit-testing.
  open var isUserInteractionEnabled = true
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

  /// The controller whose root view this is, for the responder chain.
  var owningViewController: UIViewController? {
    get { owningViewControllerReference.object }
    set { owningViewControllerReference.object = newValue }
  }
  private var owningViewControllerReference = WeakResponder<UIViewController>()
  /// The application of the last window this view was in, so a control removed from its window
  /// can still report its cancellation.
  var lastApplication: UIApplication? {
    get { lastApplicationReference.object }
    set { lastApplicationReference.object = newValue }
  }
  private var lastApplicationReference = WeakResponder<UIApplication>()

  /// Calls `body` with `lastApplication`, without retaining it (the host owns the application
  /// while it delivers events).
  func withLastApplication<Result>(_ body: (UIApplication?) -> Result) -> Result {
    guard let reference = lastApplicationReference.reference else { return body(nil) }
    return reference._withUnsafeGuaranteedRef { body($0) }
  }

  /// Creates a view with the given frame, bounds origin zero.
  public init(frame: CGRect) {
    storedFrame = frame
    storedBounds = CGRect(origin: .zero, size: frame.size)
    storedBoundsArePlain = storedBounds.hasPlainHalfOpenTest
    super.init()
    hitTestsAsStock = Self.isStockHitTestingClass(type(of: self))
  }

  deinit {
    for subview in subviews where subview.superview === self {
      subview.superview = nil
    }
  }

  /// Whether this view is a window (set by `UIWindow`; cheaper than a cast in geometry walks).
  var isWindow = false

  /// Whether the view's class is a stock class, which hit-tests by the rules of
  /// `defaultHitTest(_:with:)` with UIView's own properties: a superview may then find that the
  /// view misses a point without calling it (see `UIView+HitTesting.swift`). False for every
  /// subclass outside this module, which may override any of them.
  private(set) final var hitTestsAsStock = false

  /// `frame`, from UIView's storage for a stock view (see `storedFrame`).
  final var geometryFrame: CGRect { hitTestsAsStock ? storedFrame : frame }
  /// `bounds`, from UIView's storage for a stock view (see `storedBounds`).
  final var geometryBounds: CGRect { hitTestsAsStock ? storedBounds : bounds }

  /// Whether this is a control that is not enabled (which hit-testing passes over); answered by
  /// a method call rather than a cast on each view visited.
  var isDisabledControl: Bool { false }

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

  /// `next`'s rule, naming the responder without a retain.
  override var forwardingStep: ForwardingStep {
    if let controller = owningViewControllerReference.reference {
      return .responder(Unmanaged.fromOpaque(controller.toOpaque()))
    }
    if let superview = superviewReference { return .responder(Unmanaged.fromOpaque(superview.toOpaque())) }
    return .end
  }

  /// `owningViewController`, unretained.
  final var owningViewControllerUnretained: Unmanaged<UIViewController>? {
    owningViewControllerReference.reference
  }

  /// The view's window, if it is in one.
  open var window: UIWindow? {
    // The window overrides this to return itself; a virtual call per level, no dynamic cast.
    superview?.window
  }

  open override var responderWindow: UIWindow? { window }

  /// The frame's centre in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  // MARK: Hit-testing (see UIView+HitTesting.swift for the rules)

  /// The farthest descendant of this view (or the view itself) that contains `point`, in this
  /// view's bounds coordinates; nil when the view is hidden, transparent, not interactive or
  /// does not contain the point.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point`, in bounds coordinates, is inside the view: the half-open bounds rectangle.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    geometryBounds.containsHalfOpen(point)
  }

  // MARK: Hierarchy notifications

  /// Called before the view moves to a new window (or to none).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to a new window (or to none).
  open func didMoveToWindow() {}
  /// Called after the superview changed.
  open func didMoveToSuperview() {}
}
