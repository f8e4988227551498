import TraceReplay

/// Everything a command may touch outside itself: streams, environment and current directory.
///
/// Commands receive it instead of reading globals, so tests run them in-process with injected streams.
public struct CLIContext {
  /// Where the product goes.
  public var stdout: BufferedWriter
  /// Where diagnostics and usage errors go.
  public var stderr: BufferedWriter
  /// Reads all of standard input, for the `-` path.
  public var readStandardInput: () throws -> [UInt8]
  /// The process environment.
  public var environment: [String: String]
  /// The directory relative paths are resolved against.
  public var currentDirectory: String
  /// Whether standard output is a terminal and takes colour.
  package var stdoutTerminal: Terminal
  /// Whether standard error is a terminal and takes colour.
  package var stderrTerminal: Terminal
  /// Whether `-` streams the process's standard input (true) or reads `readStandardInput` (tests).
  public var streamsStandardInput = false
  /// The scene classes commands know: UIKit's stock classes plus any a host program registers.
  public var registry = ClassRegistry.standard

  /// Creates a context from its parts.
  package init(
    stdout: BufferedWriter, stderr: BufferedWriter, readStandardInput: @escaping () throws -> [UInt8],
    environment: [String: String], currentDirectory: String, stdoutTerminal: Terminal,
    stderrTerminal: Terminal
  ) {
    self.stdout = stdout
    self.stderr = stderr
    self.readStandardInput = readStandardInput
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.stdoutTerminal = stdoutTerminal
    self.stderrTerminal = stderrTerminal
  }
}
