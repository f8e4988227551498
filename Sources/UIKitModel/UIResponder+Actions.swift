/// The body of an action method: receives the sender and the event (nil for `sendActions(for:)`).
public typealias ActionHandler = (_ sender: Any?, _ event: UIEvent?) -> Void

/// An object that action messages can be sent to by selector; every `UIResponder` is one.
///
/// On iOS the Objective-C runtime finds any object's action methods by name; here an object
/// says which it implements. `tracereplay port` makes the classes it ports with `@objc` methods
/// conform (a `UIResponder` subclass by overriding the two methods).
public protocol SelectorPerforming: AnyObject {
  /// Whether the object implements the action method named by `aSelector`.
  func responds(to aSelector: Selector) -> Bool
  /// Runs the action method named by `action`.
  func perform(_ action: Selector, with sender: Any?, with event: UIEvent?)
}

/// The name this protocol had first.
public typealias UIActionTarget = SelectorPerforming

extension UIResponder: SelectorPerforming {}

extension UIResponder {
  /// Implements the action method `action` on this object with `handler`.
  ///
  /// This is how a Swift responder declares its action methods on Linux, where there is no
  /// `@objc`: `implement("tapOK:") { sender, event in ... }`. Subclasses may instead override
  /// `responds(to:)` and `perform(_:with:with:)`.
  public func implement(_ action: Selector, _ handler: @escaping ActionHandler) {
    actionHandlers[action] = handler
  }

  /// Removes an action method added with `implement(_:_:)`.
  public func unimplement(_ action: Selector) {
    actionHandlers[action] = nil
  }
}
