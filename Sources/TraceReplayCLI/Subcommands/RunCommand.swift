import TraceReplay
import UIKitModel

/// `tracereplay run`: replays one trace and prints the events and the dispatch log.
enum RunCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "run",
      abstract: "Replay a touch trace and print what UIKit would have done.",
      discussion: """
        Reads TRACE (JSON Lines of touch samples; '-' for standard input), builds the scene named by \
        its header or by --scene, replays every sample through the UIKit model and prints each touch, \
        each control-event dispatch and each action message, in order.
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: ReplayOptions.options,
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let request = try ReplayOptions.request(parsed, trace: parsed.argument("trace") ?? "-", context: context)
    let outcome = ReplayRun.run(request, output: context.stdout) { diagnostic in
      context.stderr.write(diagnostic.rendered(color: context.stderrTerminal.allowsColor))
    }
    switch outcome {
    case .completed: return .success
    case .failed: return .usage
    }
  }
}
