import Foundation

/// The root of a view hierarchy: hit-tests new touches, delivers events, keeps the first responder.
open class UIWindow: UIView {
  /// The application the window belongs to.
  package internal(set) var application: UIApplication? {
    get { applicationLink }
    set { applicationLink = newValue }
  }
  @Link private var applicationLink: UIApplication?
  /// The window's first responder, or nil.
  package internal(set) var firstResponder: UIResponder? {
    get { firstResponderLink }
    set { firstResponderLink = newValue }
  }
  @Link private var firstResponderLink: UIResponder?
  /// Storage for the delivery plans (Support/UIWindow+PlanStorage.swift).
  var keptPlanStorage: [TouchDeliveryPlan.Entry] = []
  /// The touches that are down in this window, in the order they began.
  package internal(set) var activeTouches: [UITouch] = []
  /// The window's gesture recognizers in play and the touches they hold (`UIGestureEnvironment`).
  let gestureEnvironment = UIGestureEnvironment()

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Forgets the touches still down, delivering nothing: for a replay that stops midway. A touch
  /// bound to the window itself would otherwise keep the window alive (each holds the other).
  package func discardActiveTouches() {
    for touch in activeTouches { touch.forgetSetOfOne() }
    activeTouches.removeAll()
    gestureEnvironment.discardAll()
  }

  deinit {
    for touch in activeTouches { touch.forgetSetOfOne() }
    gestureEnvironment.discardAll()
  }

  /// Takes the touches that ended or were cancelled out of the touches down; those whose view
  /// still waits for them (held by a recognizer) stay pending in the gesture environment.
  private func removeEndedTouches() {
    // By index: most events end no touch, and each touch is only looked at.
    var someEnded = false
    for index in activeTouches.indices where !activeTouches[index].isActive {
      someEnded = true
      break
    }
    guard someEnded else { return }
    keepPendingTouches()
    for touch in activeTouches where !touch.isActive { touch.forgetSetOfOne() }
    activeTouches.removeAll { !$0.isActive }
  }

  /// The controller whose view fills the window; setting it adds its view, sized to the window's
  /// bounds as UIKit installs it.
  open var rootViewController: UIViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController, old.viewIfLoaded?.superview === self {
        old.viewIfLoaded?.removeFromSuperview()
      }
      if let controller = rootViewController, controller.view.superview !== self {
        controller.view.frame = bounds
        addSubview(controller.view)
      }
    }
  }

  /// After the window comes the application.
  open override var next: UIResponder? {
    if let controller = owningViewController { return controller }
    return application
  }

  open override var window: UIWindow? { self }

  override var isWindow: Bool { true }

  /// Makes `responder` first responder after the current one resigns; false when it refuses.
  func makeFirstResponder(_ responder: UIResponder) -> Bool {
    if firstResponder === responder { return true }
    if let current = firstResponder, !current.resignFirstResponder() { return false }
    setFirstResponder(responder)
    return true
  }

  /// Sets the first responder directly, without asking anyone, and reports the change.
  package func setFirstResponder(_ responder: UIResponder?) {
    let old = firstResponder
    guard old !== responder else { return }
    firstResponder = responder
    application?.report(.firstResponderChanged(from: old, to: responder))
  }

  /// Delivers the event's touches that belong to this window, in UIKit's four stages
  /// (`-[UIWindow sendEvent:]`): bind the new touches to their views, let the gesture
  /// environment see the event, plan what each view is sent, and send it.
  open func sendEvent(_ event: UIEvent) {
    bind(event)
    recognize(event)
    let plan = plan(event)
    send(plan, with: event)
    keepPlanStorage(of: plan)
    gestureEnvironment.isDelivering = false
    removeEndedTouches()
  }

  /// Calls `body` with each touch of `event` that belongs to this window, in the event's order:
  /// the touches every stage looks at. (By index: each touch is looked at in place.)
  func forEachOwnTouch(of event: UIEvent, _ body: (UITouch) -> Void) {
    let touches = event.orderedTouches
    for index in touches.indices where touches[index].belongs(to: self) {
      body(touches[index])
    }
  }
}
