import TraceReplay

/// `tracereplay accept`: moves pending `.new` files written by `check` over their goldens.
enum AcceptCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "accept",
      abstract: "Accept the pending outputs that 'check' wrote, replacing the goldens.",
      discussion: """
        For every trace under PATHS (files, or folders searched recursively; the current directory \
        when none is given), renames name.golden.txt.new and name.golden.jsonl.new over their goldens \
        and reports each. Says so when nothing is pending. See docs/ci.md.
        """,
      arguments: [
        ArgumentSpec(
          "paths", help: "Traces or folders of traces (default: the current directory).", isOptional: true,
          isRepeating: true)
      ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let found = try TraceSearch(paths: parsed.arguments("paths"), context: context)
    let accepted = try GoldenCheck.accept(traces: found.traces, workingDirectory: context.currentDirectory)
    if accepted.isEmpty {
      context.stdout.write("nothing to accept: no pending .new files\n")
    }
    for acceptance in accepted {
      context.stdout.write(
        "accepted \(DiagnosticText.escaped(acceptance.pending)) -> \(DiagnosticText.escaped(acceptance.golden))\n"
      )
    }
    return .success
  }
}
