import UIKitModel

/// The control event names of the contract (section 3) and their raw masks.
enum UIControlEventName {
  /// Every name a scene may use, singles first, then the masks.
  static let all: [String] =
    UIControl.Event.named.map(\.name) + UIControl.Event.namedMasks.map(\.name)

  /// The raw mask for a name, or nil when it is not one.
  static func mask(named name: String) -> UInt? {
    UIControl.Event(name: name)?.rawValue
  }
}
