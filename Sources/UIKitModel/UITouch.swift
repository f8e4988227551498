import Foundation

/// One finger on the screen: the same object from `began` to `ended` or `cancelled`.
public final class UITouch {
  /// The phase of a touch.
  public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }

  /// The kind of touch; the model has only direct (finger) touches.
  public enum TouchType: Int, Sendable {
    case direct = 0
  }

  /// Why a touch is not delivered to its view.
  public enum DeliveryBlock: Equatable {
    /// The view is not multiple-touch and already has a touch.
    case multipleTouchDisabled
    /// The view is exclusive-touch and another view in the window has a touch.
    case exclusiveTouchOfThisView
    /// Another view in the window is exclusive-touch and has a touch.
    case exclusiveTouchOfOtherView(UIView)

    public static func == (a: DeliveryBlock, b: DeliveryBlock) -> Bool {
      switch (a, b) {
      case (.multipleTouchDisabled, .multipleTouchDisabled),
        (.exclusiveTouchOfThisView, .exclusiveTouchOfThisView):
        return true
      case (.exclusiveTouchOfOtherView(let x), .exclusiveTouchOfOtherView(let y)):
        return x === y
      default:
        return false
      }
    }
  }

  public internal(set) var phase: Phase
  /// Seconds, from the trace's clock.
  public internal(set) var timestamp: TimeInterval
  /// Taps in a row at about the same place, this one included.
  public internal(set) var tapCount: Int
  /// The view the touch was hit-tested to at `began`; it never changes afterwards.
  public internal(set) var view: UIView? {
    didSet {
      isDeliverable = view != nil && deliveryBlock == nil
      unownedView = view.map { Unmanaged.passUnretained($0) }
    }
  }
  /// `view` without ownership, for the delivery loops: calling a view loaded from here costs no
  /// retain and release (`_withUnsafeGuaranteedRef`). The touch owns its view through `view`, so
  /// this is valid for as long as the touch is.
  private(set) var unownedView: Unmanaged<UIView>?
  public internal(set) var window: UIWindow? {
    get { windowReference.object }
    set { windowReference.object = newValue }
  }
  private var windowReference = WeakResponder<UIWindow>()
  /// Whether the touch belongs to `window`: the same as `window === self.window`, without loading
  /// the window.
  func belongs(to window: UIWindow) -> Bool { windowReference.refers(to: window) }
  /// The set of this touch alone that its window keeps while the touch is down (see
  /// `UIWindow.setsOfOne`), unowned: nil when the touch is not down in a window.
  var setOfOne: Unmanaged<TouchSetOfOne>?
  /// The tether through which a control refers to the touch it tracks.
  private var tetherStorage: Tether<UITouch>?
  public internal(set) var force: CGFloat = 0
  public internal(set) var majorRadius: CGFloat = 0
  public let type: TouchType = .direct
  /// Why the touch is not delivered, or nil when it is.
  public internal(set) var deliveryBlock: DeliveryBlock? {
    didSet { isDeliverable = view != nil && deliveryBlock == nil }
  }
  /// Whether the touch is bound to a view and not blocked from it, kept as a flag so that each
  /// event's delivery passes need not load the view and the block.
  public private(set) var isDeliverable = false

  /// The location in window coordinates.
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  deinit {
    tetherStorage?.object = nil
  }

  /// This touch's tether, made on first use.
  var tether: Tether<UITouch> { Tether.held(in: &tetherStorage, for: self) }

  /// Creates a touch at `location` (window coordinates) in the `began` phase.
  public init(
    location: CGPoint, timestamp: TimeInterval, tapCount: Int = 1, phase: Phase = .began
  ) {
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.phase = phase
  }

  /// The location in `view`'s bounds coordinates (nil: the window's).
  public func location(in view: UIView?) -> CGPoint {
    // Optional chaining calls the view in place; `guard let` copied (and retained) it.
    view?.convert(locationInWindow, from: nil) ?? locationInWindow
  }

  /// The previous location in `view`'s bounds coordinates (nil: the window's).
  public func previousLocation(in view: UIView?) -> CGPoint {
    view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
  }

  /// Moves the touch to a new phase, location and time, as the system does between events.
  public func update(
    phase: Phase, location: CGPoint, timestamp: TimeInterval, force: CGFloat? = nil,
    majorRadius: CGFloat? = nil
  ) {
    self.phase = phase
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.timestamp = timestamp
    if let force { self.force = force }
    if let majorRadius { self.majorRadius = majorRadius }
  }

  /// Sets the pressure and radius carried from a trace.
  public func setForce(_ force: CGFloat?, majorRadius: CGFloat?) {
    if let force { self.force = force }
    if let majorRadius { self.majorRadius = majorRadius }
  }

  /// Whether the touch is still on the screen.
  public var isActive: Bool { phase != .ended && phase != .cancelled }
}

extension UITouch: Hashable {
  public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension UITouch {
  /// Marks a touch that is down but did not change in this event as stationary.
  public func markStationary() {
    phase = .stationary
    previousLocationInWindow = locationInWindow
  }
}
