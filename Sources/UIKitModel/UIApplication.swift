import Foundation

/// The application: owns the windows, the clock and the observer; routes events and actions.
///
/// There is no shared instance: each replay (and each test) creates its own.
open class UIApplication: UIResponder {
  /// Figures UIKit leaves unspecified, with the model's defaults.
  public struct Configuration: Sendable, Equatable {
    /// The margin around a control's bounds inside which a touch still counts as inside.
    public var touchInsideMargin: CGFloat = 70
    /// How long a highlight that came back only at lift-off stays on.
    public var highlightLinger: TimeInterval = 0.12
    /// Stepper: delay before hold-to-repeat starts, then the interval between repeats.
    public var stepperRepeatDelay: TimeInterval = 0.5
    public var stepperRepeatInterval: TimeInterval = 0.1
    /// Whether a segmented control selects at touch-up (true) or touch-down (false).
    public var segmentedControlSelectsOnTouchUp = true
    /// Tap recognizer: how far the fingers may move from the first tap's start (45 pt), how
    /// long one tap may last (0.75 s, unknown on iOS 26), and how soon the next tap must begin
    /// after a lift (0.35 s) [DEC-TapRec], [IDX-14163281342].
    public var tapAllowableMovement: CGFloat = 45
    public var maximumTapDuration: TimeInterval = 0.75
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// Pan recognizer: the movement along one axis before it begins (10 pt) [IDX-14057419600].
    public var panHysteresis: CGFloat = 10
    /// Swipe recognizer: the least movement along the direction (50 pt), the most across it
    /// (200 pt), and the most time (0.5 s): BackBoard's values, UIKit's are unknown
    /// [IDX-16929959088].
    public var swipeMinimumPrimaryMovement: CGFloat = 50
    public var swipeMaximumSecondaryMovement: CGFloat = 200
    public var swipeMaximumDuration: TimeInterval = 0.5
    /// Pinch recognizer: the change of the fingers' distance before it begins (8 pt)
    /// [IDX-Pinch].
    public var pinchHysteresis: CGFloat = 8
    /// Rotation recognizer: the least angle turned before it begins (5°, in radians), to which
    /// up to as much again is added as the fingers' distance changes [IDX-Rot].
    public var rotationMinimumAngle: CGFloat = 5 * .pi / 180
    /// Screen-edge pan: how near an edge a touch must start (13 pt), how far it must then move
    /// away from that edge to begin (15 pt), and when a touch that has not begun fails (0.25 s;
    /// how UIKit uses this duration is unknown) [DEC-Edge].
    public var screenEdgeRegion: CGFloat = 13
    public var screenEdgeHysteresis: CGFloat = 15
    public var screenEdgeMaximumDuration: TimeInterval = 0.25
    /// Scroll view: how long content touches are held (0.15 s), and the movement along an axis
    /// it cannot scroll that releases them early (10 pt) [IDX-16361950582], [EXP-015].
    public var scrollViewTouchDelay: TimeInterval = 0.15
    public var scrollHysteresis: CGFloat = 10

    public init() {}
  }

  /// The windows, back to front.
  public internal(set) var windows: [UIWindow] = []
  /// The window that receives new touches and nil-targeted actions without a sender window.
  public internal(set) var keyWindow: UIWindow? {
    get { keyWindowLink }
    set { keyWindowLink = newValue }
  }
  @Link private var keyWindowLink: UIWindow?
  /// The app delegate; in the responder chain when it is a plain `UIResponder`.
  public weak var delegate: AnyObject?
  /// The host watching the model; the application keeps it (set it to nil to let it go).
  package var observer: UIModelObserver? {
    didSet { wantsDetails = observer?.wantsDetails ?? false }
  }
  /// Whether the observer wants the detail events: asked once, when the observer is set.
  package private(set) var wantsDetails = false
  public var configuration: Configuration
  /// The model's clock: the timestamp of the event being delivered or the last timer fired.
  package internal(set) var currentTime: TimeInterval = 0

  var scheduler = Scheduler()
  /// Whether a view in one of the windows asked for layout or display since the last passes
  /// (Support/PendingPasses.swift).
  var passesArePending = false
  /// The graphics contexts made current, innermost last (UIApplication+RunLoop.swift).
  var graphicsContexts: [CGContext] = []
  /// While `runPendingWork` runs the work left after the last event: that event's time. A
  /// repeating timer does not repeat past it (UIApplication+RunLoop.swift).
  package internal(set) var restTime: TimeInterval?
  /// What the porting layer (UIKitPorting) keeps with the application: its run loop's state.
  package var portingStorage: AnyObject?
  /// The scroll views whose content is moving after a lift (M6).
  var movingScrollViews: [UIScrollView] = []
  /// Where the application finds images by name and reads image files: its bundle, as the host
  /// gives it (UIApplication+Images.swift); nil finds none.
  package var imageSource: ImageSource?
  /// The images loaded by name, by the name asked for: UIKit's cache (UIApplication+Images.swift).
  var imagesByName: [String: UIImage] = [:]

  /// Creates an application with the given configuration.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init()
  }

  /// After the window, the responder chain ends at the application, then its delegate when that
  /// is a responder that is not a view, a view controller or an application.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder else { return nil }
    if responder is UIView || responder is UIViewController || responder is UIApplication {
      return nil
    }
    return responder
  }

  /// Adds a window in front of the others; the first window added becomes the key window.
  package func addWindow(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    windows.append(window)
    window.application = self
    if keyWindow == nil { keyWindow = window }
    window.notifyWindowChange(to: window)
    if window.pendingPasses.contains(.layoutBelow) || window.pendingPasses.contains(.displayBelow) {
      passesArePending = true
    }
  }

  /// Makes `window` the key window.
  package func makeKey(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { addWindow(window) }
    keyWindow = window
  }

  /// Delivers a touch event: the clock moves to its time (firing the work due on the way), the
  /// pending layout and display passes run, new touches go to the key window, and each window
  /// with a touch of the event is sent it, back to front; then the passes run again and the
  /// step ends (UIApplication+RunLoop.swift).
  open func sendEvent(_ event: UIEvent) {
    advanceTime(to: event.timestamp)
    layoutAndDisplayIfNeeded()
    defer { endRunLoopStep() }
    // By index, here and in the window's stages: each touch is looked at in place.
    let touches = event.orderedTouches
    for index in touches.indices where touches[index].phase == .began && touches[index].window == nil {
      touches[index].window = keyWindow
    }
    for window in windows where touches.indices.contains(where: { touches[$0].belongs(to: window) }) {
      window.sendEvent(event)
    }
  }

  /// Tells the observer what the model did.
  func report(_ event: ModelEvent) {
    observer?.model(event)
  }
}
