extension CommandSpec {
  /// The option whose long name is `name` (without dashes).
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The option whose short name is `short`.
  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }

  /// The direct subcommand called `name`.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// Follows `path` (subcommand names after the root) down the tree.
  func descendant(_ path: [String]) -> CommandSpec? {
    var command = self
    for name in path {
      guard let next = command.subcommand(named: name) else { return nil }
      command = next
    }
    return command
  }
}
