/// The name of an action message, written as in Objective-C (`"tapOK:"`).
///
/// Linux has no Objective-C runtime, so this value type stands in for `Selector`: build one with
/// `Selector("tapOK:")` (which also compiles on iOS) or a string literal.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's name, such as `tapOK:` or `handleAction:forEvent:`.
  public let name: String

  /// Creates a selector from its Objective-C name.
  public init(_ name: String) {
    self.name = name
  }

  public init(stringLiteral value: String) {
    self.name = value
  }

  public var description: String { name }
}
