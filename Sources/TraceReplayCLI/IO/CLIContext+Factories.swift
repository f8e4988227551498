import Foundation
import TraceReplay

extension CLIContext {
  /// A context over the process's real streams, environment and directory; for `main.swift` only.
  package static func process() -> CLIContext {
    let environment = ProcessInfo.processInfo.environment
    var context = CLIContext(
      stdout: BufferedWriter(.fileDescriptor(1), name: "<stdout>"),
      stderr: BufferedWriter(.fileDescriptor(2), name: "<stderr>", capacity: 1),
      readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
      environment: environment,
      currentDirectory: FileManager.default.currentDirectoryPath,
      stdoutTerminal: Terminal(fileDescriptor: 1, environment: environment),
      stderrTerminal: Terminal(fileDescriptor: 2, environment: environment))
    context.streamsStandardInput = true
    return context
  }

  /// A context writing to memory, for tests; read the output from `stdout.contents`.
  public static func inMemory(
    environment: [String: String] = [:], currentDirectory: String = "/", standardInput: [UInt8] = [],
    isTerminal: Bool = false
  ) -> CLIContext {
    let terminal = Terminal(
      isTerminal: isTerminal, allowsColor: Terminal.allowsColor(isTerminal: isTerminal, environment))
    return CLIContext(
      stdout: .memory(name: "<stdout>"), stderr: .memory(name: "<stderr>"),
      readStandardInput: { standardInput }, environment: environment,
      currentDirectory: currentDirectory, stdoutTerminal: terminal, stderrTerminal: terminal)
  }
}
