/// A mistake on the command line; reported with the usage line and exit status 2.
public struct UsageError: Error, Sendable, Equatable {
  /// The sentence after `Error: `.
  public var message: String
  /// The command names from the root to the command being parsed, for the usage line.
  public var commandPath: [String]

  /// Creates a usage error for the command at `commandPath`.
  public init(_ message: String, commandPath: [String]) {
    self.message = message
    self.commandPath = commandPath
  }
}
