import TraceReplay

extension UsageError {
  /// The text printed to standard error: the error, the usage line and where to find help.
  public func rendered(root: CommandSpec) -> String {
    let command = root.descendant(Array(commandPath.dropFirst())) ?? root
    let name = commandPath.joined(separator: " ")
    return """
      Error: \(DiagnosticText.escaped(message))

      Usage: \(command.usage(commandPath: commandPath))
        See '\(name) --help' for more information.

      """
  }
}
