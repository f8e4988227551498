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
/// through a link, any other object weakly, in a box of its own.
///
/// Why a box: a `weak` field, even one holding nil, makes every copy of the struct a
/// `swift_weakCopyInit`, and a recognizer's targets are copied for every action it sends. With
/// the box, the bench's gesture trace (100 k samples, callgrind) takes 10% fewer instructions.
struct WeakTarget {
  private enum Storage {
    case none
    case responder(Link<UIResponder>)
    case other(WeakBox)
  }

  private let storage: Storage

  init(object: AnyObject?) {
    if let responder = object as? UIResponder {
      storage = .responder(Link(wrappedValue: responder))
    } else if let object {
      storage = .other(WeakBox(object))
    } else {
      storage = .none
    }
  }

  /// The target, or nil when it was nil or has gone.
  var object: AnyObject? {
    switch storage {
    case .none: return nil
    case .responder(let link): return link.wrappedValue
    case .other(let box): return box.object
    }
  }
}

/// An object held weakly.
private final class WeakBox {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
