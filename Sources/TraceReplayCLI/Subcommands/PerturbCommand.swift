import Foundation
import TraceReplay

/// `tracereplay perturb`: replays a trace many times with seeded random changes and says how
/// fragile each outcome is.
enum PerturbCommand {
  static let jitter = OptionSpec(
    "jitter", help: "Move each touch by one random offset within a disc of this radius, in points.",
    kind: .number(0...10_000), valueName: "points", defaultValue: "4")
  static let timeJitter = OptionSpec(
    "time-jitter", help: "Move each sample's time by up to this many seconds (each finger's order kept).",
    kind: .number(0...60), valueName: "seconds", defaultValue: "0")
  static let scale = OptionSpec(
    "scale", help: "Play each run at a random speed between 1/F and F times (1: unchanged).",
    kind: .number(1...100), valueName: "factor", defaultValue: "1")
  static let runs = OptionSpec(
    "runs", help: "How many changed replays.", kind: .integer(1...10_000_000), valueName: "count",
    defaultValue: "200")
  static let seed = OptionSpec(
    "seed", help: "The random seed: the same seed gives the same output on every machine.",
    kind: .integer(0...Int.max), valueName: "number", defaultValue: "1")
  static let jobs = OptionSpec(
    "jobs", short: "j",
    help:
      "Threads replaying runs (default: the number of active processors); the output does not depend on it.",
    kind: .integer(1...1024), valueName: "count")
  static let margins = OptionSpec.flag(
    "margins",
    help:
      "Also print each touch's distance to the nearest view edge, touch-area edge and recognizer threshold.")
  static let all = OptionSpec.flag(
    "all", help: "List every outcome in the text report, not only the fragile ones.")

  static var spec: CommandSpec {
    CommandSpec(
      name: "perturb",
      abstract: "Replay a trace many times with random changes and show how fragile each outcome is.",
      discussion: """
        Replays TRACE once unchanged, then --runs times with seeded random changes (each touch moved \
        within --jitter points, each sample's time moved by up to --time-jitter seconds, the speed \
        changed by up to --scale), and reports for every outcome of the unchanged replay (each action, \
        control event, gesture state change and scroll, matched by its fields other than time) in how \
        many runs it still happened, grouped by the touch it belongs to (the touches with the most \
        fragile outcomes first), with the decision boundary of that touch, as the scene was when it \
        happened, that the changes cross most easily; then the outcomes that happened only in changed \
        runs. The text lists the fragile outcomes (--all: every one); JSON Lines lists every one. \
        See docs/perturb.md.

        EXAMPLES:
          tracereplay perturb traces/tap-near-edge.jsonl --jitter 3
          tracereplay perturb login.jsonl --runs 1000 --seed 7 --format jsonl
          tracereplay perturb drag.jsonl --time-jitter 0.02 --scale 1.5 --margins
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: [
        jitter, timeJitter, scale, runs, seed, jobs, margins, all, ReplayOptions.format, ReplayOptions.scene,
        ReplayOptions.allowOutsideScene, ReplayOptions.lenient, ReplayOptions.touchMargin,
        ReplayOptions.tapInterval, ReplayOptions.tapDistance,
      ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let request = try ReplayOptions.request(parsed, trace: parsed.argument("trace") ?? "-", context: context)
    var options = PerturbOptions()
    options.jitter = parsed.number("jitter") ?? 4
    options.timeJitter = parsed.number("time-jitter") ?? 0
    options.scale = parsed.number("scale") ?? 1
    options.runs = parsed.integer("runs") ?? 200
    options.seed = UInt64(parsed.integer("seed") ?? 1)
    options.jobs = parsed.integer("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    options.margins = parsed.flag("margins")
    options.all = parsed.flag("all")
    let fixture = try ReplayFixture.load(request)
    for warning in fixture.warnings {
      context.stderr.write(warning.rendered(color: context.stderrTerminal.allowsColor))
    }
    let report = try Perturber(fixture: fixture, options: options).run()
    // A line at a time: the report of a long recording is never one string.
    if request.format == .jsonl {
      report.writeJSONL { context.stdout.write($0) }
    } else {
      report.writeText { context.stdout.write($0) }
    }
    return .success
  }
}
