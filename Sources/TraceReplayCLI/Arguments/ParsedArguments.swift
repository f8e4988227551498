/// The result of parsing a command line for one command, read back with typed getters.
package struct ParsedArguments: Sendable, Equatable {
  /// The names of the commands from the root to the one that runs (`["tracereplay", "run"]`).
  package var commandPath: [String]
  /// The positional values by argument name, in command-line order.
  package var positionals: [String: [String]]
  /// The option values by long name, in command-line order (empty for a flag given once).
  package var optionValues: [String: [String]]
  /// The defaults of the command's options by long name.
  package var defaults: [String: String]

  /// Creates parsed arguments; normally done by `ArgumentParser`.
  package init(
    commandPath: [String], positionals: [String: [String]] = [:],
    optionValues: [String: [String]] = [:], defaults: [String: String] = [:]
  ) {
    self.commandPath = commandPath
    self.positionals = positionals
    self.optionValues = optionValues
    self.defaults = defaults
  }
}
