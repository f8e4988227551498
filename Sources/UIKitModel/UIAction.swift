/// An action with a closure handler, registered on a control with `addAction(_:for:)`.
public final class UIAction {
  /// A value that identifies an action; actions with equal identifiers replace each other.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title, used in logs.
  public let title: String
  /// The identifier; nil means the action is unique to this object.
  public let identifier: Identifier?
  let handler: (UIAction) -> Void
  /// The control that sent the action, set while the handler runs.
  public internal(set) var sender: Any?

  /// Creates an action that runs `handler` when performed.
  public init(
    title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.identifier = identifier
    self.handler = handler
  }

  /// Whether two actions count as the same registration: equal identifiers, or the same object.
  func isSameRegistration(as other: UIAction) -> Bool {
    if self === other { return true }
    guard let mine = identifier, let theirs = other.identifier else { return false }
    return mine == theirs
  }
}
