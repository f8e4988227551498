/// A mistake on the command line; reported with the usage line and exit status 2.
package struct UsageError: Error, Sendable, Equatable {
  /// The sentence after `Error: `.
  package var message: String
  /// The command names from the root to the command being parsed, for the usage line.
  package var commandPath: [String]

  /// Creates a usage error for the command at `commandPath`.
  package init(_ message: String, commandPath: [String]) {
    self.message = message
    self.commandPath = commandPath
  }
}
