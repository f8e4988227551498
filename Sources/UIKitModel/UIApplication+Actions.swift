import Foundation

extension UIApplication {
  /// Sends an action message: to `target` when it is given, else along the responder chain.
  ///
  /// A nil target starts at the first responder of the sender's window (or the key window), and
  /// at the sender itself when there is no first responder, then walks `next` until a responder
  /// can perform the action. Returns whether a target handled the message. A target that does not
  /// implement the action is reported as an unrecognized selector, where UIKit would raise.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    // The sender is told once, by a class cast: a cast of an `Any` to a protocol and
    // `as AnyObject` cost thousands of instructions on Linux.
    let senderResponder = sender as? UIResponder
    return send(
      action, to: target, from: senderResponder,
      given: senderResponder == nil ? sender.map(ActionMessage.GivenSender.init) : nil, for: event)
  }

  /// `sendAction(_:to:from:for:)` for a sender already told apart: a responder, or else any other
  /// sender as given. A control's `sendAction(_:to:for:)` calls this with itself, so that the
  /// sender need not be cast back out of an `Any`. The action method receives the sender as given.
  @discardableResult
  func send(
    _ action: Selector, to target: Any?, from senderResponder: UIResponder?,
    given: ActionMessage.GivenSender? = nil, for event: UIEvent?
  ) -> Bool {
    // The sender as an object: a value boxed, as `as AnyObject` boxes it.
    let senderObject: AnyObject? = senderResponder ?? given.map { $0.value as AnyObject }
    let sender: Any? = given?.value ?? senderObject
    let events = (senderResponder as? UIControl)?.currentDispatchEvents ?? []
    if let target {
      // A responder, the usual target, is told by a class cast: `as AnyObject` and a protocol
      // cast of an `Any` cost about 3,000 instructions on Linux.
      let responder = target as? UIResponder
      let object: AnyObject = responder ?? (target as AnyObject)
      report(
        .action(
          ActionMessage(
            action: action, senderObject: senderObject, given: given, target: object, via: .target,
            event: event,
            controlEvents: events, chain: [])))
      guard let receiver = responder ?? (object as? SelectorPerforming), receiver.responds(to: action) else {
        report(.unrecognizedSelector(target: object, action: action, sender: sender))
        return false
      }
      receiver.perform(action, with: sender, with: event)
      return true
    }
    let start = nilTargetStart(for: senderResponder)
    let chain = wantsDetails ? chainSteps(from: start, action: action, sender: sender) : []
    guard let found = start?.target(forAction: action, withSender: sender),
      let receiver = (found as? UIResponder) ?? (found as AnyObject as? SelectorPerforming)
    else {
      report(
        .action(
          ActionMessage(
            action: action, senderObject: senderObject, given: given, target: nil, via: .unhandled,
            event: event,
            controlEvents: events, chain: chain)))
      return false
    }
    report(
      .action(
        ActionMessage(
          action: action, senderObject: senderObject, given: given, target: receiver,
          via: .responderChain, event: event,
          controlEvents: events, chain: chain)))
    receiver.perform(action, with: sender, with: event)
    return true
  }

  /// Where a nil-targeted action starts: the first responder of the sender's window (else the
  /// key window's), else the sender itself (nil when the sender is not a responder).
  func nilTargetStart(for sender: UIResponder?) -> UIResponder? {
    let window = (sender as? UIView)?.window ?? keyWindow
    if let first = window?.firstResponder { return first }
    return sender
  }

  private func chainSteps(from start: UIResponder?, action: Selector, sender: Any?)
    -> [ResponderChainStep]
  {
    var steps: [ResponderChainStep] = []
    var current = start
    while let responder = current, steps.count < 1_000 {
      let can = responder.canPerformAction(action, withSender: sender)
      steps.append(ResponderChainStep(responder: responder, canPerform: can))
      if can { break }
      current = responder.next
    }
    return steps
  }
}
