/// A positional argument of a command, such as `<trace>`.
package struct ArgumentSpec: Sendable, Equatable {
  /// The name shown in angle brackets and used to read the value back.
  package var name: String
  /// One line shown in the `ARGUMENTS:` section.
  package var help: String
  /// Whether the argument may be left out.
  package var isOptional: Bool
  /// Whether the argument takes all remaining positional words (`<paths> ...`).
  package var isRepeating: Bool

  /// Creates a positional argument description.
  package init(_ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = isOptional
    self.isRepeating = isRepeating
  }
}
