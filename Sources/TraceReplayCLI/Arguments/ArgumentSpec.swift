/// A positional argument of a command, such as `<trace>`.
public struct ArgumentSpec: Sendable, Equatable {
  /// The name shown in angle brackets and used to read the value back.
  public var name: String
  /// One line shown in the `ARGUMENTS:` section.
  public var help: String
  /// Whether the argument may be left out.
  public var isOptional: Bool
  /// Whether the argument takes all remaining positional words (`<paths> ...`).
  public var isRepeating: Bool

  /// Creates a positional argument description.
  public init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeating = isRepeating
  }
}
