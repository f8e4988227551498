import TraceReplay

/// Parses a command line against a command tree and runs the chosen command.
///
/// Handles help and version (stdout, exit 0), usage errors (stderr with usage, exit 2) and
/// `Diagnostic`s thrown by commands (stderr, compiler style, exit 2); flushes both streams.
package struct CommandRunner: Sendable {
  /// The root of the command tree.
  package var root: CommandSpec

  /// Creates a runner for the tool described by `root`.
  package init(root: CommandSpec) {
    self.root = root
  }

  /// Runs the command line `arguments` (without the executable name) and returns the exit code.
  package func run(_ arguments: [String], context: CLIContext) -> ExitCode {
    let code = dispatch(arguments, context: context)
    do {
      try context.stdout.flush()
    } catch {
      context.stderr.write(Self.render(error))
      try? context.stderr.flush()
      return .usage
    }
    try? context.stderr.flush()
    return code
  }

  private func dispatch(_ arguments: [String], context: CLIContext) -> ExitCode {
    do {
      switch try ArgumentParser(root: root).parse(arguments) {
      case .help(let path):
        let command = root.descendant(Array(path.dropFirst())) ?? root
        context.stdout.write(command.helpText(commandPath: path, version: root.version))
        return .success
      case .version(let version):
        context.stdout.write(version + "\n")
        return .success
      case .run(let parsed):
        guard let command = root.descendant(Array(parsed.commandPath.dropFirst())),
          let handler = command.run
        else {
          return .usage
        }
        return try handler(parsed, context)
      }
    } catch let error as UsageError {
      context.stderr.write(error.rendered(root: root))
      return .usage
    } catch let error as Diagnostic {
      context.stderr.write(Self.render(error))
      return .usage
    } catch {
      context.stderr.write("error: \(DiagnosticText.escaped("\(error)"))\n")
      return .usage
    }
  }

  /// Compiler-style text for a diagnostic: location, message, the source line with a caret, notes.
  static func render(_ diagnostic: Diagnostic, color: Bool = false) -> String {
    diagnostic.rendered(color: color)
  }
}
