import Foundation

extension SelectorPerforming {
  /// Sends `aSelector` to the object with `anArgument` after `delay` seconds on the trace's
  /// clock, as a step of the run loop (`-[NSObject performSelector:withObject:afterDelay:]`).
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
    let application = MainRunLoop.application(for: self as? UIView)
    let state = MainRunLoop.state(of: application)
    let target = ObjectIdentifier(self)
    var token = 0
    token = application.schedule(after: max(0, delay)) { [self] in
      state.performRequests.removeAll { $0.token == token }
      perform(aSelector, with: anArgument, with: nil)
    }
    state.performRequests.append(
      .init(target: target, selector: aSelector, argument: anArgument as AnyObject?, token: token))
  }
}

/// Cancels the pending `perform(_:with:afterDelay:)` requests sent to `target` (all of them, or
/// those with `selector` and an identical `argument`), in the bound application's run loop and
/// in `target`'s window's.
public func cancelPreviousPerformRequests(
  withTarget target: Any, selector: Selector? = nil, object argument: Any? = nil
) {
  let object = target as AnyObject
  let application = MainRunLoop.application(for: object as? UIView)
  let state = MainRunLoop.state(of: application)
  let id = ObjectIdentifier(object)
  let argumentObject = argument as AnyObject?
  state.performRequests.removeAll { request in
    guard request.target == id else { return false }
    if let selector {
      guard request.selector == selector, request.argument === argumentObject else { return false }
    }
    application.cancelScheduled(request.token)
    return true
  }
}

extension UIResponder {
  /// Cancels every pending `perform(_:with:afterDelay:)` sent to `target`.
  public class func cancelPreviousPerformRequests(withTarget target: Any) {
    UIKitPorting.cancelPreviousPerformRequests(withTarget: target)
  }

  /// Cancels the pending `perform(_:with:afterDelay:)` requests of `selector` with `argument`.
  public class func cancelPreviousPerformRequests(
    withTarget target: Any, selector: Selector, object argument: Any?
  ) {
    UIKitPorting.cancelPreviousPerformRequests(withTarget: target, selector: selector, object: argument)
  }
}

#if !canImport(ObjectiveC)
  extension NSObject {
    /// Cancels every pending `perform(_:with:afterDelay:)` sent to `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
      UIKitPorting.cancelPreviousPerformRequests(withTarget: target)
    }

    /// Cancels the pending `perform(_:with:afterDelay:)` requests of `selector` with `argument`.
    public class func cancelPreviousPerformRequests(
      withTarget target: Any, selector: Selector, object argument: Any?
    ) {
      UIKitPorting.cancelPreviousPerformRequests(withTarget: target, selector: selector, object: argument)
    }
  }
#endif
