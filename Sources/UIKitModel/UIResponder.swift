import Foundation

/// An object that can respond to and handle events: the base of views, controllers, windows and the
/// application.
///
/// Overridable methods live in the class body because Swift cannot override methods declared in
/// extensions without the Objective-C runtime.
open class UIResponder {
  /// Action handlers registered with `implement(_:_:)`, by selector.
  var actionHandlers: [Selector: ActionHandler] = [:] {
    didSet { lastActionLookup = nil }
  }
  /// The last selector looked up in `actionHandlers` and what the lookup found (nil: none), so
  /// that `perform` after `responds(to:)`, and each later message of the same action, skip
  /// hashing the selector's name (a dictionary lookup is about 350 instructions). Any change to
  /// `actionHandlers` clears it.
  private var lastActionLookup: (selector: Selector, handler: ActionHandler?)?
  /// The tether through which others refer to this responder weakly (`WeakResponder`).
  private var tetherStorage: Tether<UIResponder>? {
    didSet { tetherID = tetherStorage.map { ObjectIdentifier($0) } }
  }
  /// The identity of this responder's tether, if one was made: what `WeakResponder.refers(to:)`
  /// compares.
  final private(set) var tetherID: ObjectIdentifier?

  public init() {
    forwardsTouchesByDefault = Self.isDefaultTouchForwardingClass(type(of: self))
  }

  deinit {
    tetherStorage?.object = nil
  }

  /// This responder's tether, made on first use.
  var tether: Tether<UIResponder> { Tether.held(in: &tetherStorage, for: self) }

  /// The next responder in the responder chain, or nil at its end.
  open var next: UIResponder? { nil }

  // MARK: Touches

  /// Tells this object that one or more new touches occurred; by default forwards to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    passToNext(.began, touches, with: event)
  }

  /// Tells the responder when one or more touches moved; by default forwards to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    passToNext(.moved, touches, with: event)
  }

  /// Tells the responder when one or more fingers are raised; by default forwards to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    passToNext(.ended, touches, with: event)
  }

  /// Tells the responder when a system event cancels a touch sequence; by default forwards to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    passToNext(.cancelled, touches, with: event)
  }

  /// The touch methods, for `passToNext(_:_:with:)`.
  enum TouchMethod {
    case began, moved, ended, cancelled
  }

  /// Calls the touch method `method` of this responder.
  @inline(__always)
  final func call(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
    switch method {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    }
  }

  /// Forwards touches to `next`, as the default touch methods do.
  ///
  /// A responder of a class whose touch methods are UIResponder's own
  /// (`forwardsTouchesByDefault`) would only ask its own `next` and forward again, so the walk
  /// asks its `next` here instead of calling it; the first responder of any other class gets the
  /// call. Each `next` is asked in the order the calls would ask it, and the touches reach the
  /// same responder, without a call per level (a touch that no control tracks, such as one
  /// that a slider refused off its thumb, climbs the whole chain on every move).
  final func passToNext(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
    guard let first = next else { return }
    let receiver = first.forwardsTouchesByDefault ? Self.firstNotForwarding(above: first) : first
    guard let responder = receiver else { return }
    responder.call(method, touches, with: event)
  }

  /// The first responder up the chain from `start` (which forwards by default) that does not
  /// forward by default, or nil: what asking each `next` in turn finds. Each responder passed
  /// over is of a class that forwards by default, whose `next` is that class's own
  /// (`forwardingStep`): it is named without a retain where it can be (no code of anyone else's
  /// runs during the walk, and the hierarchy keeps each one alive), and asked otherwise.
  static func firstNotForwarding(above start: UIResponder) -> UIResponder? {
    firstNotForwarding(above: Unmanaged.passUnretained(start))
  }

  /// `firstNotForwarding(above:)` from a responder named without a retain, which the hierarchy
  /// keeps alive.
  static func firstNotForwarding(above start: Unmanaged<UIResponder>) -> UIResponder? {
    var current = start
    while true {
      switch current._withUnsafeGuaranteedRef({ $0.forwardingStep }) {
      case .end:
        return nil
      case .responder(let next):
        if !next._withUnsafeGuaranteedRef({ $0.forwardsTouchesByDefault }) {
          return next.takeUnretainedValue()
        }
        current = next
      case .askNext:
        var next = current._withUnsafeGuaranteedRef { $0.next }
        while next?.forwardsTouchesByDefault == true {
          next = next?.next
        }
        return next
      }
    }
  }

  /// `passToNext(_:_:with:)` for a responder whose `next` is known to follow `forwardingStep`
  /// (a view of a stock class: none overrides `next`), so that the first step is named without
  /// a retain as well; the responder that gets the touches is retained for its call.
  final func passToNextByForwardingStep(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?)
  {
    let receiver: UIResponder?
    switch forwardingStep {
    case .end:
      return
    case .askNext:
      passToNext(method, touches, with: event)
      return
    case .responder(let next):
      receiver =
        next._withUnsafeGuaranteedRef { $0.forwardsTouchesByDefault }
        ? Self.firstNotForwarding(above: next) : next.takeUnretainedValue()
    }
    guard let responder = receiver else { return }
    responder.call(method, touches, with: event)
  }

  /// How `passToNext` finds `next` of a responder that forwards by default.
  enum ForwardingStep {
    /// `next` is nil.
    case end
    /// `next` is this responder, named without a retain.
    case responder(Unmanaged<UIResponder>)
    /// `next` must be asked (it is loaded from a weak reference).
    case askNext
  }

  /// `next`, as the classes that forward by default find it (each overrides this with its own
  /// `next`'s rule); asked only of a responder whose `forwardsTouchesByDefault` is true.
  var forwardingStep: ForwardingStep { .askNext }

  /// Whether this responder's class keeps UIResponder's touch methods, which forward to `next`:
  /// the exact classes `UIView`, `UIWindow`, `UIViewController` and `UIApplication` (controls
  /// override them, and so may any subclass a user writes).
  final let forwardsTouchesByDefault: Bool

  static func isDefaultTouchForwardingClass(_ type: UIResponder.Type) -> Bool {
    type == UIView.self || type == UIWindow.self || type == UIViewController.self
      || type == UIApplication.self
  }

  // MARK: Actions

  /// Whether this object implements the action `aSelector`; by default, whether it was added with
  /// `implement(_:_:)`.
  open func responds(to aSelector: Selector) -> Bool {
    actionHandler(for: aSelector) != nil
  }

  /// Runs the action method `action`; by default the handler added with `implement(_:_:)`.
  open func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    actionHandler(for: action)?(sender, event)
  }

  /// `actionHandlers[selector]`, answered from `lastActionLookup` when it is for an equal
  /// selector (the same `==` the dictionary uses, so the answer is the dictionary's).
  final func actionHandler(for selector: Selector) -> ActionHandler? {
    if let last = lastActionLookup, last.selector == selector { return last.handler }
    let handler = actionHandlers[selector]
    lastActionLookup = (selector, handler)
    return handler
  }

  /// Whether this responder can perform `action`; by default, whether it implements it.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    responds(to: action)
  }

  /// The responder that handles `action`: self if `canPerformAction` is true, else asks `next`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if canPerformAction(action, withSender: sender) { return self }
    return next?.target(forAction: action, withSender: sender)
  }

  // MARK: First responder

  /// Whether this object can become the first responder; false by default.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object gives up first-responder status when asked; true by default.
  open var canResignFirstResponder: Bool { true }

  /// The window whose first responder this object can be: a view's window, a controller's view's
  /// window; nil for others.
  open var responderWindow: UIWindow? { nil }

  /// Whether this object is its window's first responder.
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Asks UIKit to make this object the first responder in its window.
  ///
  /// The current first responder resigns first; this fails when it refuses, when this object
  /// cannot become first responder, or when it is in no window.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    return window.makeFirstResponder(self)
  }

  /// Gives up first-responder status.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = responderWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.setFirstResponder(nil)
    return true
  }
}

extension UIResponder: Hashable {
  public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
