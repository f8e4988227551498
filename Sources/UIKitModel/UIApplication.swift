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

    public init() {}
  }

  /// The windows, back to front.
  public internal(set) var windows: [UIWindow] = []
  /// The window that receives new touches and nil-targeted actions without a sender window.
  public internal(set) var keyWindow: UIWindow? {
    get { keyWindowReference.object }
    set { keyWindowReference.object = newValue }
  }
  private var keyWindowReference = WeakResponder<UIWindow>()
  /// The app delegate; in the responder chain when it is a plain `UIResponder`.
  public weak var delegate: AnyObject?
  /// The host watching the model. The application keeps it (a strong reference, so that
  /// reporting does not go through a weak load): set it to nil to let it go.
  public var observer: UIModelObserver? {
    didSet {
      wantsDetails = observer?.wantsDetails ?? false
      // A box replaced while a report is being made stays alive until the report returns.
      if observerCalls > 0, let box = observerBox { retiredObserverBoxes.append(box) }
      observerBox = observer.map { ObserverBox(observer: $0) }
      observerReference = observerBox.map { Unmanaged.passUnretained($0) }
    }
  }
  /// The observer in a box, so that the frequent reports reach it without retaining it.
  private final class ObserverBox {
    let observer: UIModelObserver
    init(observer: UIModelObserver) { self.observer = observer }
  }
  private var observerBox: ObserverBox?
  private var observerReference: Unmanaged<ObserverBox>?
  private var observerCalls = 0
  private var retiredObserverBoxes: [ObserverBox] = []

  /// Calls `body` with the observer, if there is one, without retaining it: for the reports
  /// made on every sample. Setting `observer` from inside `body` is safe.
  func withObserver(_ body: (UIModelObserver) -> Void) {
    guard let reference = observerReference else { return }
    observerCalls += 1
    reference._withUnsafeGuaranteedRef { body($0.observer) }
    observerCalls -= 1
    if observerCalls == 0, !retiredObserverBoxes.isEmpty { retiredObserverBoxes.removeAll() }
  }
  public var configuration: Configuration
  /// The model's clock: the timestamp of the event being delivered or the last timer fired.
  /// Final (it is not open), so that a host reads it without a dynamic call.
  public final internal(set) var currentTime: TimeInterval = 0

  var scheduler = Scheduler()

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
  public func addWindow(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    windows.append(window)
    window.application = self
    if keyWindow == nil { keyWindow = window }
    window.notifyWindowChange(to: window)
  }

  /// Makes `window` the key window.
  public func makeKey(_ window: UIWindow) {
    if !windows.contains(where: { $0 === window }) { addWindow(window) }
    keyWindow = window
  }

  /// Delivers a touch event: new touches go to the key window, others to their windows.
  open func sendEvent(_ event: UIEvent) {
    advanceTime(to: event.timestamp)
    let touches = event.orderedTouches
    // Nearly always there is one window and every touch is in it: the tethers tell, without
    // loading a window per touch. The window is unretained (the application keeps its windows),
    // taken out of the list first, so that the list is not kept alive (retained) across the
    // window's delivery.
    let onlyWindow =
      windows.count == 1 ? windows.withUnsafeBufferPointer { Unmanaged.passUnretained($0[0]) } : nil
    // One pass gives each new touch the key window and finds whether every touch is the only
    // window's (each touch's own window is set before it is looked at).
    var allInOnlyWindow = onlyWindow != nil && !touches.isEmpty
    touches.withUnsafeBufferPointer { buffer in
      // By index: only a new touch is loaded (and so retained).
      for index in buffer.indices {
        if buffer[index].phase == .began {
          let touch = buffer[index]
          if touch.window == nil { touch.window = keyWindow }
        }
        if allInOnlyWindow, let onlyWindow,
          !onlyWindow._withUnsafeGuaranteedRef({ buffer[index].belongs(to: $0) })
        {
          allInOnlyWindow = false
        }
      }
    }
    if allInOnlyWindow, let onlyWindow {
      onlyWindow._withUnsafeGuaranteedRef { $0.deliverAllItsOwn(event, touches: touches) }
      return
    }
    // Each window once, in the order its first touch appears.
    var first: UIWindow?
    var others: [UIWindow] = []
    for touch in touches {
      guard let window = touch.window else { continue }
      if first == nil {
        first = window
      } else if window !== first, !others.contains(where: { $0 === window }) {
        others.append(window)
      }
    }
    first?.sendEvent(event)
    for window in others { window.sendEvent(event) }
  }

  func report(_ event: ModelEvent) {
    observer?.model(event)
  }

  /// Whether the observer wants the detail events: asked once, when the observer is set, since
  /// the model checks it several times per sample.
  private(set) var wantsDetails = false
}
