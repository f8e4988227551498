import Foundation

/// An object that can respond to and handle events: the base of views, controllers, windows and the
/// application.
///
/// Overridable methods live in the class body because Swift cannot override methods declared in
/// extensions without the Objective-C runtime.
open class UIResponder {
  /// Action handlers registered with `implement(_:_:)`, by selector.
  var actionHandlers = ActionMethodTable()

  /// Where links to this responder meet it (Support/Link.swift).
  let linkAnchor = LinkAnchor()

  public init() {}

  deinit {
    linkAnchor.clear()
  }

  /// The next responder in the responder chain, or nil at its end.
  open var next: UIResponder? { nil }

  /// Told of a key-value change; the model sends none (see UIResponder+NSObject.swift).
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {}

  // MARK: Touches

  /// Tells this object that one or more new touches occurred; by default forwards to `next`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder when one or more touches moved; by default forwards to `next`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder when one or more fingers are raised; by default forwards to `next`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder when a system event cancels a touch sequence; by default forwards to `next`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Actions

  /// Whether this object implements the action `aSelector`; by default, whether it was added with
  /// `implement(_:_:)`.
  open func responds(to aSelector: Selector) -> Bool {
    actionHandlers.contains(aSelector)
  }

  /// Runs the action method `action`; by default the handler added with `implement(_:_:)`.
  open func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    actionHandlers[action]?(sender, event)
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

extension UIResponder: LinkTarget {}

extension UIResponder: Hashable {
  public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
