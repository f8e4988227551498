import Foundation

/// One finger on the screen: the same object from `began` to `ended` or `cancelled`.
///
/// UIKit fixes a touch's view when it begins (the hit-test view) and never changes it; the
/// window keys the touch to that view for delivery (`UIEvent.touches(for:)`).
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

  /// Why a touch is not delivered to its view: the multiple-touch and exclusive-touch rules,
  /// applied once, when the touch is bound (see `UIWindow+Bind.swift`).
  package enum DeliveryBlock: Equatable {
    /// The view is not multiple-touch and already has a touch.
    case multipleTouchDisabled
    /// The view is exclusive-touch and another view in the window has a touch.
    case exclusiveTouchOfThisView
    /// Another view in the window is exclusive-touch and has a touch.
    case exclusiveTouchOfOtherView(UIView)

    package static func == (a: DeliveryBlock, b: DeliveryBlock) -> Bool {
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
  public internal(set) var view: UIView?
  /// The window the touch belongs to: the key window when it began.
  public internal(set) var window: UIWindow? {
    get { windowLink }
    set { windowLink = newValue }
  }
  @Link private var windowLink: UIWindow?

  /// Whether the touch belongs to `window` (`self.window === window`, told without loading the
  /// window: every stage of every event asks).
  func belongs(to window: UIWindow) -> Bool { _windowLink.names(window) }
  public internal(set) var force: CGFloat = 0
  public internal(set) var majorRadius: CGFloat = 0
  public let type: TouchType = .direct
  /// Why the touch is not delivered to its view, or nil when it is.
  package internal(set) var deliveryBlock: DeliveryBlock?
  /// Whether this touch was the first touch in its view when it began: no other touch down in
  /// the window was bound to the same view. UIKit keeps this as a private flag and a control
  /// tracks only the touch that carries it (`-[UIEvent _firstTouchForView:]`).
  package internal(set) var isFirstTouchForView = false
  /// Whether the touch has already been sent to its view in a terminal phase (ended or
  /// cancelled): UIKit sends a touch at most one terminal phase.
  var terminalPhaseSent = false

  /// The recognizers that collected this touch when it began (R3), not retained.
  var recognizerLinks: [Link<UIGestureRecognizer>] = []
  /// Whether recognizers collected this touch: its delivery to its view then goes through the
  /// gesture environment's holds (`UIWindow+Plan.swift`).
  var isGestureManaged = false
  /// For a touch recognizers follow: whether its view has been sent its began; whether it moved
  /// while its began was held (a catch-up moved follows the late began); whether a recognizer
  /// that recognized dropped it before its view saw it.
  var beganSentToView = false
  var movedWhileHeld = false
  var isDroppedFromView = false
  /// Details only: the recognizers seen holding the touch's began (or its ended) back from its
  /// view, until the view is sent it (`ModelEvent.touchReleased`).
  var beganHolders: [Link<UIGestureRecognizer>] = []
  var endedHolders: [Link<UIGestureRecognizer>] = []
  /// Where the touch began, in window coordinates.
  package let initialLocationInWindow: CGPoint

  /// Storage for `setOfOne` (Support/UITouch+SetOfOne.swift).
  var keptSetOfOne: Set<UITouch>?
  /// Where links to this touch meet it (Support/Link.swift).
  let linkAnchor = LinkAnchor()

  /// The location in window coordinates.
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  /// Creates a touch at `location` (window coordinates) in the `began` phase.
  package init(
    location: CGPoint, timestamp: TimeInterval, tapCount: Int = 1, phase: Phase = .began
  ) {
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.initialLocationInWindow = location
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.phase = phase
  }

  deinit {
    linkAnchor.clear()
  }

  /// The recognizers that receive this touch, in the order they were collected.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    let recognizers = recognizerLinks.compactMap { $0.wrappedValue }
    return recognizers.isEmpty ? nil : recognizers
  }

  /// Whether the touch is bound to a view and not blocked from it.
  package var isDeliverable: Bool { view != nil && deliveryBlock == nil }

  /// The location in `view`'s bounds coordinates (nil: the window's).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The previous location in `view`'s bounds coordinates (nil: the window's).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Moves the touch to a new phase, location and time, as the system does between events.
  package func update(
    phase: Phase, location: CGPoint, timestamp: TimeInterval, force: CGFloat? = nil,
    majorRadius: CGFloat? = nil
  ) {
    self.phase = phase
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.timestamp = timestamp
    setForce(force, majorRadius: majorRadius)
  }

  /// Sets the pressure and radius carried from a trace.
  package func setForce(_ force: CGFloat?, majorRadius: CGFloat?) {
    if let force { self.force = force }
    if let majorRadius { self.majorRadius = majorRadius }
  }

  /// Marks a touch that is down but did not change in this event as stationary.
  package func markStationary() {
    phase = .stationary
    previousLocationInWindow = locationInWindow
  }

  /// Whether the touch is still on the screen.
  package var isActive: Bool { phase != .ended && phase != .cancelled }
}

extension UITouch: LinkTarget {}

extension UITouch: Hashable {
  public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
