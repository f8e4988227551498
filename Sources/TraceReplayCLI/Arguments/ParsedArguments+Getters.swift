extension ParsedArguments {
  /// Whether the flag `--name` was given.
  package func flag(_ name: String) -> Bool {
    optionValues[name] != nil
  }

  /// How many times the flag `--name` was given.
  package func count(_ name: String) -> Int {
    optionValues[name]?.count ?? 0
  }

  /// The last value of `--name`, else its default, else `nil`.
  package func value(_ name: String) -> String? {
    optionValues[name]?.last ?? defaults[name]
  }

  /// Every value of a repeating `--name`, in order; the default alone when absent.
  package func values(_ name: String) -> [String] {
    if let given = optionValues[name] { return given }
    return defaults[name].map { [$0] } ?? []
  }

  /// The value of `--name` as a whole number; the parser has already validated it.
  package func integer(_ name: String) -> Int? {
    value(name).flatMap { Int($0) }
  }

  /// The value of `--name` as a decimal number; the parser has already validated it.
  package func number(_ name: String) -> Double? {
    value(name).flatMap { Double($0) }
  }

  /// The value of the positional argument `name`, or `nil` when an optional one was left out.
  package func argument(_ name: String) -> String? {
    positionals[name]?.first
  }

  /// All values of a repeating positional argument `name`.
  package func arguments(_ name: String) -> [String] {
    positionals[name] ?? []
  }
}
