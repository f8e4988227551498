import TraceReplayCLI

/// A small command tree shaped like the real tool, used by the parser and runner tests.
enum Fixtures {
  static let run = CommandSpec(
    name: "run", abstract: "Replay one trace and print the event log.",
    discussion: "Reads a JSON Lines trace and prints what the model did.",
    arguments: [ArgumentSpec("trace", help: "The trace to replay, or '-' for standard input.")],
    options: [
      OptionSpec("format", help: "Output format.", kind: .choice(["text", "jsonl"]), defaultValue: "text"),
      OptionSpec("output", short: "o", help: "Where to write the log.", valueName: "path"),
      .flag("verbose", short: "v", help: "Print more."),
    ],
    run: { arguments, context in
      context.stdout.write(
        "run \(arguments.argument("trace") ?? "?") as \(arguments.value("format") ?? "?")\n")
      return .success
    })

  static let check = CommandSpec(
    name: "check", abstract: "Compare replays with their golden files.",
    arguments: [ArgumentSpec("paths", help: "Traces or folders.", isOptional: true, isRepeating: true)],
    options: [
      OptionSpec(
        "update", help: "Which goldens to record.", kind: .choice(["none", "missing", "failed", "all"]),
        valueName: "mode", defaultValue: "none"),
      OptionSpec("jobs", help: "Parallel jobs.", kind: .integer(1...64), defaultValue: "1"),
      OptionSpec("speed", help: "Playback speed.", kind: .number(0.5...4)),
      OptionSpec("golden-directory", help: "Where goldens live.", valueName: "directory"),
      OptionSpec("filter", help: "Only matching traces.", valueName: "pattern", isRepeating: true),
    ],
    run: { arguments, context in
      context.stdout.write("check \(arguments.arguments("paths"))\n")
      return .difference
    })

  static let root = CommandSpec(
    name: "tracereplay", abstract: "Replay recorded iOS touch traces.", subcommands: [run, check],
    version: "1.2.3")

  /// Runs `arguments` in memory and returns the exit code and both streams.
  static func execute(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
    let context = CLIContext.inMemory()
    let code = CommandRunner(root: root).run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }
}
