import Foundation

/// The root of a view hierarchy: hit-tests new touches, delivers events, keeps the first responder.
open class UIWindow: UIView {
  /// The application the window belongs to.
  public internal(set) var application: UIApplication? {
    get { applicationReference.object }
    set { applicationReference.object = newValue }
  }
  private var applicationReference = WeakResponder<UIApplication>()
  /// The window's first responder, or nil.
  public internal(set) weak var firstResponder: UIResponder?
  /// The touches that are down in this window, in the order they began.
  public internal(set) var activeTouches: [UITouch] = []
  /// For each touch of `activeTouches`, at the same index, the set of that touch alone: what its
  /// view is handed whenever that touch is the only one the view gets in a phase (nearly every
  /// delivery), so that no delivery builds or hashes a set. Each touch refers to its own, unowned
  /// (`UITouch.setOfOne`).
  var setsOfOne: [TouchSetOfOne] = []
  /// The sets of one, as `setsOfOne` holds them.
  var soloSets: [Set<UITouch>] { setsOfOne.map(\.touches) }
  /// Sets of one let go of while a delivery is in progress, kept until the outermost one returns:
  /// a delivery lends a set of one to a view without retaining it (see `deliverEvent`).
  private var retiredSetsOfOne: [TouchSetOfOne] = []
  /// How many deliveries of this window are in progress (more than one when a view's
  /// `touches…` method sends an event).
  private var deliveries = 0
  /// The set handed to a view that gets several touches in one phase: reused from event to
  /// event (see `deliver(_:phase:event:)`).
  var scratchTouches: Set<UITouch>? = Set(minimumCapacity: 4)

  /// Forgets the touches still down, delivering nothing: for a replay that stops midway. A touch
  /// bound to the window itself would otherwise keep the window alive (each holds the other).
  public func discardActiveTouches() {
    for touch in activeTouches { touch.setOfOne = nil }
    activeTouches.removeAll()
    if deliveries > 0 { retiredSetsOfOne.append(contentsOf: setsOfOne) }
    setsOfOne.removeAll()
    scratchTouches?.removeAll(keepingCapacity: true)
  }

  deinit {
    // A touch that outlives its window refers to no set of one (the window's sets go with it).
    for touch in activeTouches { touch.setOfOne = nil }
  }

  /// Adds a touch just bound to a view to the touches down.
  func addActiveTouch(_ touch: UITouch) {
    activeTouches.append(touch)
    let setOfOne = TouchSetOfOne(touch)
    setsOfOne.append(setOfOne)
    touch.setOfOne = Unmanaged.passUnretained(setOfOne)
  }

  /// The application, unretained (see `WeakResponder.withObject(_:)`). Not inlined: inlined, the
  /// tether it reads stayed retained across the caller's call into the application.
  @inline(never)
  func applicationUnretained() -> Unmanaged<UIApplication>? {
    applicationReference.reference
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

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isWindow = true
    isPlainWindow = type(of: self) == UIWindow.self
  }

  /// Whether the window is of class `UIWindow` itself, not a subclass (which may override
  /// `sendEvent(_:)`): asked of every event, so found once.
  private(set) final var isPlainWindow = false

  public required init?(coder: NSCoder) {
    return nil
  }

  /// After the window comes the application.
  open override var next: UIResponder? {
    if let controller = owningViewController { return controller }
    return application
  }

  /// `next`'s rule, naming the responder without a retain.
  override var forwardingStep: ForwardingStep {
    if let controller = owningViewControllerUnretained {
      return .responder(Unmanaged.fromOpaque(controller.toOpaque()))
    }
    if let application = applicationReference.reference {
      return .responder(Unmanaged.fromOpaque(application.toOpaque()))
    }
    return .end
  }

  open override var window: UIWindow? { self }

  /// Makes `responder` first responder after the current one resigns; false when it refuses.
  func makeFirstResponder(_ responder: UIResponder) -> Bool {
    if firstResponder === responder { return true }
    if let current = firstResponder, !current.resignFirstResponder() { return false }
    setFirstResponder(responder)
    return true
  }

  /// Sets the first responder directly, without asking anyone, and reports the change.
  public func setFirstResponder(_ responder: UIResponder?) {
    let old = firstResponder
    guard old !== responder else { return }
    firstResponder = responder
    application?.report(.firstResponderChanged(from: old, to: responder))
  }

  /// Delivers the event's touches that belong to this window: hit-tests the new ones, applies the
  /// multiple-touch and exclusive-touch rules, then calls each view's `touches…` methods.
  open func sendEvent(_ event: UIEvent) {
    let all = event.orderedTouches
    if all.allSatisfy({ $0.belongs(to: self) }) {
      deliverEvent(event, touches: all)
    } else {
      deliverEvent(event, touches: all.filter { $0.belongs(to: self) })
    }
  }

  /// Delivers `event` as `sendEvent(_:)` does, when each of its `touches` (the event's, read by
  /// the application) belongs to this window.
  func deliverAllItsOwn(_ event: UIEvent, touches: [UITouch]) {
    if isPlainWindow {
      // A plain window's `sendEvent(_:)` would read the event's touches again and find them all
      // its own: they are delivered at once. A subclass's `sendEvent(_:)` is called, as it may
      // be overridden.
      deliverEvent(event, touches: touches)
    } else {
      sendEvent(event)
    }
  }

  /// `sendEvent(_:)` for the event's touches in this window.
  func deliverEvent(_ event: UIEvent, touches: [UITouch]) {
    deliveries += 1
    defer {
      deliveries -= 1
      if deliveries == 0, !retiredSetsOfOne.isEmpty { retiredSetsOfOne.removeAll() }
    }
    // One pass binds the new touches (each binding looks only at the touches already bound) and
    // finds the phases that have something to deliver; most events have one. The touches are
    // read borrowed: `touches` keeps them alive.
    var phases = 0
    touches.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        if buffer[index].phase == .began && buffer[index].unownedView == nil {
          bindNewTouch(buffer[index], event: event)
        }
        if buffer[index].isDeliverable { phases |= 1 << buffer[index].phase.rawValue }
      }
    }
    applicationUnretained()?._withUnsafeGuaranteedRef { $0.withObserver { $0.eventWillDeliver(event) } }
    // Began, moved, ended, cancelled: the phases in raw-value order, less stationary, which is
    // never delivered.
    var remaining = phases & ~(1 << UITouch.Phase.stationary.rawValue)
    if remaining != 0 {
      touches.withUnsafeBufferPointer { buffer in
        while remaining != 0 {
          let raw = remaining.trailingZeroBitCount
          remaining &= remaining - 1
          guard let phase = UITouch.Phase(rawValue: raw) else { continue }
          if buffer.count == 1 {
            // One touch (most events): `deliver(_:phase:event:)` would find it alone in its
            // phase, if it still is in it, and hand it to its view alone.
            if buffer[0].phase == phase && buffer[0].isDeliverable, let view = buffer[0].unownedView {
              sendAlone(phase, touchAt: 0, of: buffer, to: view, event: event)
            }
          } else {
            deliver(buffer, phase: phase, event: event)
          }
        }
      }
    }
    // Most events end no touch: look before rebuilding the lists. Read by index, in place (a
    // copy of the list would be retained across the scan), each touch lent (the list keeps it).
    var index = 0
    while index < activeTouches.count {
      if !Unmanaged.passUnretained(activeTouches[index])._withUnsafeGuaranteedRef({ $0.isActive }) {
        removeEndedTouches()
        break
      }
      index += 1
    }
  }

  /// Removes the touches that ended from the touches down, with their sets of one (at the same
  /// index), in place: `removeAll(where:)` goes through the general `replaceSubrange`.
  private func removeEndedTouches() {
    var index = activeTouches.count
    while index > 0 {
      index -= 1
      guard !activeTouches[index].isActive else { continue }
      activeTouches[index].setOfOne = nil
      activeTouches.remove(at: index)
      if index < setsOfOne.count {
        let setOfOne = setsOfOne.remove(at: index)
        if deliveries > 1 { retiredSetsOfOne.append(setOfOne) }
      }
    }
  }
}
