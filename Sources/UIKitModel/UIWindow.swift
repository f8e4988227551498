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
  /// delivery), so that no delivery builds or hashes a set.
  var soloSets: [Set<UITouch>] = []
  /// The set handed to a view that gets several touches in one phase, and the views of a
  /// delivery to several views: reused from event to event (see `deliver(_:phase:event:)`).
  var scratchTouches: Set<UITouch>? = Set(minimumCapacity: 4)
  var scratchViews: [Unmanaged<UIView>]? = []

  /// Forgets the touches still down, delivering nothing: for a replay that stops midway. A touch
  /// bound to the window itself would otherwise keep the window alive (each holds the other).
  public func discardActiveTouches() {
    activeTouches.removeAll()
    soloSets.removeAll()
    scratchTouches?.removeAll(keepingCapacity: true)
  }

  /// Adds a touch just bound to a view to the touches down.
  func addActiveTouch(_ touch: UITouch) {
    activeTouches.append(touch)
    soloSets.append([touch])
  }

  /// The application, unretained (see `WeakResponder.withObject(_:)`). Not inlined: inlined, the
  /// tether it reads stayed retained across the caller's call into the application.
  @inline(never)
  private func applicationUnretained() -> Unmanaged<UIApplication>? {
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
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// After the window comes the application.
  open override var next: UIResponder? {
    if let controller = owningViewController { return controller }
    return application
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

  /// `sendEvent(_:)` for the event's touches in this window.
  private func deliverEvent(_ event: UIEvent, touches: [UITouch]) {
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
    while remaining != 0 {
      let raw = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      if let phase = UITouch.Phase(rawValue: raw) { deliver(touches, phase: phase, event: event) }
    }
    // Most events end no touch: look before rebuilding the list.
    if activeTouches.containsBorrowed(where: { !$0.isActive }) {
      soloSets.removeAll { !($0.first?.isActive ?? false) }
      activeTouches.removeAll { !$0.isActive }
    }
  }
}
