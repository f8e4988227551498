import Testing
import TraceReplay
import TraceReplayCLI

@Suite("Running commands: help, version, usage errors and exit codes")
struct CommandRunnerTests {
  static let rootHelp = """
    OVERVIEW: Replay recorded iOS touch traces.

    USAGE: tracereplay <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Replay one trace and print the event log.
      check                   Compare replays with their golden files.
      help                    Show subcommand help information.

      See 'tracereplay help <subcommand>' for detailed help.

    """

  static let runHelp = """
    OVERVIEW: Replay one trace and print the event log.

    Reads a JSON Lines trace and prints what the model did.

    USAGE: tracereplay run <trace> [--format <format>] [--output <path>] [--verbose]

    ARGUMENTS:
      <trace>                 The trace to replay, or '-' for standard input.

    OPTIONS:
      --format <format>       Output format. (values: text, jsonl; default: text)
      -o, --output <path>     Where to write the log.
      -v, --verbose           Print more.
      --version               Show the version.
      -h, --help              Show help information.

    """

  static let checkHelp = """
    OVERVIEW: Compare replays with their golden files.

    USAGE: tracereplay check [<paths> ...] [--update <mode>] [--jobs <jobs>] [--speed <speed>] \
    [--golden-directory <directory>] [--filter <pattern> ...]

    ARGUMENTS:
      <paths>                 Traces or folders.

    OPTIONS:
      --update <mode>         Which goldens to record. (values: none, missing, failed, all; default: none)
      --jobs <jobs>           Parallel jobs. (default: 1)
      --speed <speed>         Playback speed.
      --golden-directory <directory>
                              Where goldens live.
      --filter <pattern>      Only matching traces.
      --version               Show the version.
      -h, --help              Show help information.

    """

  @Test(
    "Every way of asking for help prints the same text to stdout and exits 0",
    arguments: [
      (["--help"], rootHelp), (["-h"], rootHelp), (["help"], rootHelp), ([], rootHelp),
      (["help", "run"], runHelp), (["run", "--help"], runHelp), (["run", "-h"], runHelp),
      (["run", "--format", "xml", "--help"], runHelp), (["check", "--help"], checkHelp),
    ])
  func help(arguments: [String], expected: String) {
    let result = Fixtures.execute(arguments)

    #expect(result.code == .success)
    #expect(result.stdout == expected)
    #expect(result.stderr == "")
  }

  @Test("The version goes to stdout with exit 0")
  func version() {
    let result = Fixtures.execute(["--version"])

    #expect(result.code == .success)
    #expect(result.stdout == "1.2.3\n")
    #expect(result.stderr == "")
  }

  @Test("A usage error prints the error, the usage line and where to get help, exit 2")
  func unknownOption() {
    let result = Fixtures.execute(["run", "t.jsonl", "--fromat", "text"])

    #expect(result.code == .usage)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unknown option '--fromat'. Did you mean '--format'?

        Usage: tracereplay run <trace> [--format <format>] [--output <path>] [--verbose]
          See 'tracereplay run --help' for more information.

        """)
  }

  @Test("An unknown subcommand shows the root usage")
  func unknownSubcommand() {
    let result = Fixtures.execute(["rnu", "t.jsonl"])

    #expect(result.code == .usage)
    #expect(
      result.stderr == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?

        Usage: tracereplay <subcommand>
          See 'tracereplay --help' for more information.

        """)
  }

  @Test("The command's own exit code is returned and its output flushed")
  func commandRuns() {
    let run = Fixtures.execute(["run", "-", "--format=jsonl"])
    let check = Fixtures.execute(["check", "a", "b"])

    #expect(run.code == .success)
    #expect(run.stdout == "run - as jsonl\n")
    #expect(check.code == .difference)
    #expect(check.stdout == "check [\"a\", \"b\"]\n")
  }

  @Test("A Diagnostic thrown by a command is printed compiler style with exit 2")
  func diagnostic() {
    let failing = CommandSpec(name: "fail", abstract: "Fails.") { _, _ in
      throw Diagnostic(
        file: "t.jsonl", line: 3, column: 7, message: "expected 'x'", notes: ["did you mean 'y'?"])
    }
    let context = CLIContext.inMemory()

    let code = CommandRunner(root: failing).run([], context: context)

    #expect(code == .usage)
    #expect(
      context.stderr.contents == "t.jsonl:3:7: error: expected 'x'\nnote: did you mean 'y'?\n")
  }

  @Test("The real tool's root answers --version and help")
  func realRoot() {
    let context = CLIContext.inMemory()

    let code = CLI.run(["--version"], context: context)

    #expect(code == 0)
    #expect(context.stdout.contents == CLI.version + "\n")
  }
}
