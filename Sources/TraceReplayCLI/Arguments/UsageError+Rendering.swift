import TraceReplay

extension UsageError {
  /// The text printed to standard error: the error (escaped and clipped as a diagnostic's message
  /// is: a value from the command line cannot retitle a terminal or flood it), the usage line and
  /// where to find help.
  package func rendered(root: CommandSpec) -> String {
    let command = root.descendant(Array(commandPath.dropFirst())) ?? root
    let name = commandPath.joined(separator: " ")
    return """
      Error: \(DiagnosticText.clipped(message, maxBytes: DiagnosticText.maxMessageBytes))

      Usage: \(command.usage(commandPath: commandPath))
        See '\(name) --help' for more information.

      """
  }
}
