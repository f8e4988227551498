import TraceReplay

/// The `tracereplay` command tree and its entry points.
public enum CLI {
  /// The version printed by `tracereplay --version`.
  package static let version = "0.1.0"

  /// The subcommands of `tracereplay`; add each new `CommandSpec` here.
  package static var subcommands: [CommandSpec] {
    [
      RunCommand.spec, CheckCommand.spec, AcceptCommand.spec, ExplainCommand.spec,
      RenderCommand.spec, SynthCommand.spec, ImportCommand.spec, PerturbCommand.spec,
      ShrinkCommand.spec, PortCommand.spec,
    ]
  }

  /// The root command, `tracereplay`, over `subcommands`.
  package static func rootCommand(subcommands: [CommandSpec] = CLI.subcommands) -> CommandSpec {
    CommandSpec(
      name: "tracereplay", abstract: "Replay recorded iOS touch traces through a headless UIKit model.",
      subcommands: subcommands, version: version)
  }

  /// Runs `arguments` (without the executable name) with injected streams; returns the exit status.
  public static func run(_ arguments: [String], context: CLIContext) -> Int32 {
    CommandRunner(root: rootCommand()).run(arguments, context: context).rawValue
  }

  /// Runs `arguments` against the real process streams and environment; for `main.swift`.
  /// Temporary files being written are removed if the process is interrupted (SIGINT, SIGTERM).
  /// An argument that is not valid UTF-8 is refused with exit status 2 (`ArgumentBytes`).
  package static func run(_ arguments: [String]) -> Int32 {
    TemporaryFiles.removeOnInterrupt()
    let context = CLIContext.process()
    if let problem = ArgumentBytes.problem(in: ArgumentBytes.process()) {
      context.stderr.write("error: \(problem)\n")
      try? context.stderr.flush()
      return 2
    }
    return run(arguments, context: context)
  }

  /// Runs the whole CLI with extra scene classes: the entry point of a package that embeds
  /// tracereplay to replay traces through its own `UIControl` subclasses.
  ///
  /// ```swift
  /// var registry = ClassRegistry.standard
  /// registry.register("KnobControl") { KnobControl(frame: $0) }
  /// exit(CLI.run(Array(CommandLine.arguments.dropFirst()), registry: registry))
  /// ```
  public static func run(_ arguments: [String], registry: ClassRegistry) -> Int32 {
    TemporaryFiles.removeOnInterrupt()
    var context = CLIContext.process()
    if let problem = ArgumentBytes.problem(in: ArgumentBytes.process()) {
      context.stderr.write("error: \(problem)\n")
      try? context.stderr.flush()
      return 2
    }
    context.registry = registry
    return run(arguments, context: context)
  }
}
