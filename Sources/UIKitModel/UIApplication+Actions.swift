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
    sendAction(
      action, to: target, from: sender, senderObject: sender.map { UIResponder.object($0) }, for: event)
  }

  /// `sendAction(_:to:from:for:)` with the sender also given as an object (nil when it is not
  /// one): a control sending its own action passes itself, since every cast from `Any` costs
  /// hundreds of instructions and the sender is looked at several times.
  func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, senderObject: AnyObject?, for event: UIEvent?
  ) -> Bool {
    let events = (senderObject as? UIControl)?.currentDispatchEvents ?? []
    return sendAction(
      action, toObject: target.map { UIResponder.object($0) }, from: sender, senderObject: senderObject,
      controlEvents: events, for: event)
  }

  /// `sendAction(_:to:from:senderObject:for:)` with the target already an object and the
  /// sender's dispatch events given: what a stock control's dispatch calls, since its target is
  /// held as an object, and boxing it as `Any` only to cast it back (a generic cast from an
  /// existential, about 340 instructions) and copying the boxes cost more than the rest of the
  /// message.
  func sendAction(
    _ action: Selector, toObject target: AnyObject?, from sender: Any?, senderObject: AnyObject?,
    controlEvents events: UIControl.Event, for event: UIEvent?
  ) -> Bool {
    if let object = target {
      reportAction(
        ActionMessage(
          action: action, sender: sender, senderObject: senderObject, target: object, via: .target,
          event: event, controlEvents: events, chain: []))
      guard let receiver = Self.actionTarget(object), receiver.responds(to: action) else {
        report(.unrecognizedSelector(target: object, action: action, sender: sender))
        return false
      }
      receiver.perform(action, with: sender, with: event)
      return true
    }
    let start = nilTargetStart(for: senderObject as? UIResponder)
    let chain = wantsDetails ? chainSteps(from: start, action: action, sender: sender) : []
    let found = start?.target(forAction: action, withSender: sender).map { UIResponder.object($0) }
    guard let found, let receiver = Self.actionTarget(found) else {
      reportAction(
        ActionMessage(
          action: action, sender: sender, senderObject: senderObject, target: nil, via: .unhandled,
          event: event, controlEvents: events, chain: chain))
      return false
    }
    reportAction(
      ActionMessage(
        action: action, sender: sender, senderObject: senderObject, target: receiver,
        via: .responderChain, event: event, controlEvents: events, chain: chain))
    receiver.perform(action, with: sender, with: event)
    return true
  }

  /// Reports an action message through the observer's `actionSent(_:)`, which lends it rather
  /// than copying it out of a `ModelEvent` (a copy retains each of its references).
  private func reportAction(_ message: ActionMessage) {
    withObserver { $0.actionSent(message) }
  }

  /// `object` as an action target: a responder by a class cast (nearly every target), anything
  /// else by the protocol cast, which looks up the conformance.
  static func actionTarget(_ object: AnyObject) -> UIActionTarget? {
    if let responder = object as? UIResponder { return responder }
    return object as? UIActionTarget
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
