/// One registration on a control: a target-action pair or a `UIAction`, with its event mask.
struct ControlEntry {
  enum Payload {
    case targetAction(target: WeakTarget, isNilTarget: Bool, action: Selector)
    case action(UIAction)
  }

  var payload: Payload
  var events: UIControl.Event

  /// What two entries that are the same registration (`isSameRegistration(as:)`) share: the
  /// target's identity and the selector, or the action's identifier (its identity without one).
  enum RegistrationKey: Hashable {
    case targetAction(target: ObjectIdentifier?, action: Selector)
    case actionIdentifier(UIAction.Identifier)
    case action(ObjectIdentifier)
  }

  var registrationKey: RegistrationKey {
    switch payload {
    case .targetAction(let target, _, let action):
      return .targetAction(target: target.object.map { ObjectIdentifier($0) }, action: action)
    case .action(let action):
      if let identifier = action.identifier { return .actionIdentifier(identifier) }
      return .action(ObjectIdentifier(action))
    }
  }

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
