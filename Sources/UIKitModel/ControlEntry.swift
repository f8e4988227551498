/// One registration on a control: a target-action pair or a `UIAction`, with its event mask.
struct ControlEntry {
  enum Payload {
    case targetAction(target: WeakTarget, isNilTarget: Bool, action: Selector)
    case action(UIAction)
  }

  var payload: Payload
  var events: UIControl.Event

  /// Whether this entry and `other` are the same registration (same target and selector, or
  /// the same action), so that adding `other` merges into it.
  func isSameRegistration(as other: ControlEntry) -> Bool {
    switch (payload, other.payload) {
    case (.targetAction(let a, let aNil, let aAction), .targetAction(let b, let bNil, let bAction)):
      return aAction == bAction && aNil == bNil && a.object === b.object
    case (.action(let a), .action(let b)):
      return a.isSameRegistration(as: b)
    default:
      return false
    }
  }
}

/// A target held without retaining it, as UIKit holds targets: a responder (nearly every target)
/// through a link, any other object weakly.
struct WeakTarget {
  @Link private var responder: UIResponder?
  private weak var other: AnyObject?

  init(object: AnyObject?) {
    if let responder = object as? UIResponder {
      self.responder = responder
    } else {
      other = object
    }
  }

  /// The target, or nil when it was nil or has gone.
  var object: AnyObject? { responder ?? other }
}
