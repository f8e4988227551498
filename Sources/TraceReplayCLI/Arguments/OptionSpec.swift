/// A named option (`--format <format>`) or flag (`--verbose`) of a command.
package struct OptionSpec: Sendable, Equatable {
  /// What an option accepts.
  package enum Kind: Sendable, Equatable {
    /// A flag that takes no value.
    case flag
    /// Any string value.
    case string
    /// One of a fixed list of words.
    case choice([String])
    /// A whole number, optionally limited to a closed range.
    case integer(ClosedRange<Int>?)
    /// A finite decimal number, optionally limited to a closed range.
    case number(ClosedRange<Double>?)
  }

  /// The long name without dashes (`format` for `--format`).
  package var name: String
  /// The single-letter short name without the dash (`o` for `-o`).
  package var short: Character?
  /// One line shown in the `OPTIONS:` section.
  package var help: String
  /// What the option accepts.
  package var kind: Kind
  /// The placeholder shown in usage (`<format>`); defaults to the long name.
  package var valueName: String
  /// The value used when the option is absent, shown as `(default: ...)`.
  package var defaultValue: String?
  /// Whether the option may be given several times, each value kept.
  package var isRepeating: Bool

  /// Creates an option description.
  package init(
    _ name: String, short: Character? = nil, help: String, kind: Kind = .string,
    valueName: String? = nil, defaultValue: String? = nil, isRepeating: Bool = false
  ) {
    self.name = name
    self.short = short
    self.help = help
    self.kind = kind
    self.valueName = valueName ?? name
    self.defaultValue = defaultValue
    self.isRepeating = isRepeating
  }

  /// Creates a flag, an option that takes no value.
  package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name, short: short, help: help, kind: .flag)
  }

  /// Whether the option takes no value.
  package var isFlag: Bool { kind == .flag }

  /// The option as shown in usage and messages: `--format <format>` or `--verbose`.
  package var synopsis: String {
    isFlag ? "--\(name)" : "--\(name) <\(valueName)>"
  }
}
