import Foundation
import TraceReplay

/// `tracereplay shrink`: the smallest trace that still shows a behaviour.
enum ShrinkCommand {
  static let keep = OptionSpec(
    "keep",
    help:
      "A record with these fields must occur: FIELD=VALUE[,FIELD=VALUE...]; an array field matches an element.",
    valueName: "pattern", isRepeating: true)
  static let without = OptionSpec(
    "without", help: "No record with these fields may occur (same form as --keep).", valueName: "pattern",
    isRepeating: true)
  static let output = OptionSpec(
    "output", short: "o",
    help:
      "Write the shrunk trace to this file (replaced atomically, never the input) instead of standard output.",
    valueName: "file")
  static let maxReplays = OptionSpec(
    "max-replays",
    help: "Stop after this many replays and write the smallest trace found so far.",
    kind: .integer(1...100_000_000), valueName: "count", defaultValue: "10000")
  static let maxSeconds = OptionSpec(
    "max-seconds",
    help: "Stop after this many seconds and write the smallest trace found so far (0: no limit).",
    kind: .number(0...1_000_000), valueName: "seconds", defaultValue: "120")

  static var spec: CommandSpec {
    CommandSpec(
      name: "shrink",
      abstract: "Find the smallest trace that still shows a behaviour.",
      discussion: """
        Replays TRACE and removes touches, then samples, as long as the replay still has a record \
        matching each --keep pattern and none matching a --without pattern (with neither: as long \
        as a touch still differs from the trace's .golden.jsonl as it did, for each way a touch \
        differed), until removing any one touch or sample breaks it; then rounds coordinates and \
        times as far as it still holds. The search stops at --max-replays or --max-seconds, \
        writing the smallest trace found so far, and says so. The result keeps the trace's header \
        and scene. A summary of what went goes to standard error (with a progress line while it \
        searches, on a terminal). See docs/shrink.md.

        EXAMPLES:
          tracereplay shrink recording.jsonl --keep events=touchUpOutside -o bug.jsonl
          tracereplay shrink long.jsonl --keep type=gesture,recognizer=drag,state=ended -o drag.jsonl
          tracereplay shrink failing.jsonl -o smallest.jsonl
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: [
        keep, without, output, maxReplays, maxSeconds, ReplayOptions.scene, ReplayOptions.allowOutsideScene,
        ReplayOptions.lenient,
        ReplayOptions.touchMargin, ReplayOptions.tapInterval, ReplayOptions.tapDistance,
      ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let trace = parsed.argument("trace") ?? "-"
    func patterns(_ name: String) throws -> [RecordPattern] {
      try parsed.values(name).map { text in
        switch RecordPattern.parse(text) {
        case .success(let pattern): return pattern
        case .failure(let error):
          throw UsageError(
            "invalid value '\(text)' for '--\(name) <pattern>': \(error.message); expected FIELD=VALUE[,FIELD=VALUE...]",
            commandPath: parsed.commandPath)
        }
      }
    }
    let keepPatterns = try patterns("keep")
    let withoutPatterns = try patterns("without")
    var request = try ReplayOptions.request(parsed, trace: trace, context: context)
    request.format = .jsonl
    let destination = TraceDestination(
      outputPath: parsed.value("output"), currentDirectory: context.currentDirectory)
    // Refused before any work: the output is one of the inputs.
    let inputs = try inputFiles(
      request, trace: trace, readsGolden: keepPatterns.isEmpty && withoutPatterns.isEmpty, context: context)
    if let path = destination.outputPath {
      try OutputFile(path, currentDirectory: context.currentDirectory).refuseOverwriting(inputs)
    }
    let started = Date()
    let fixture = try ReplayFixture.load(request)
    for warning in fixture.warnings {
      context.stderr.write(warning.rendered(color: context.stderrTerminal.allowsColor))
    }
    let golden =
      try keepPatterns.isEmpty && withoutPatterns.isEmpty ? openGolden(trace: trace, context: context) : nil
    let shrinker = Shrinker(
      fixture: fixture, goal: ShrinkGoal(keep: keepPatterns, without: withoutPatterns), golden: golden)
    let seconds = parsed.number("max-seconds") ?? 120
    shrinker.budget = ShrinkBudget(
      replays: parsed.integer("max-replays") ?? 10_000, seconds: seconds > 0 ? seconds : nil)
    let progress = ProgressLine(stderr: context.stderr, enabled: context.stderrTerminal.isTerminal)
    let samples = fixture.samples.count
    shrinker.progress = { progress.show("shrink: " + $0.line(originalSamples: samples)) }
    let result: ShrinkResult
    do {
      result = try shrinker.run()
      progress.clear()
    } catch {
      progress.clear()
      throw error
    }
    let writer = TraceWriter()
    try destination.write(to: context.stdout, inputs: inputs) { output in
      if let header = fixture.headerText { output.write(header + "\n") }
      for sample in result.samples { output.write(writer.line(for: sample) + "\n") }
    }
    let elapsed = Date().timeIntervalSince(started)
    let color = context.stderrTerminal.allowsColor
    if let narrowing = result.narrowing {
      context.stderr.write(
        "left out \(ImportCommand.counted(narrowing.touches.count, "touch", "touches")) of \(narrowing.of) whose records match "
          + narrowing.patterns.map { "--without '\($0)'" }.joined(separator: ", ") + ": "
          + DiagnosticText.escaped(listed(narrowing.touches)) + "\n")
    }
    if let path = golden?.path, !result.differingTouches.isEmpty {
      context.stderr.write(
        "\(ImportCommand.counted(result.differingTouches.count, "touch", "touches")) of \(result.originalTouches) "
          + "differ from \(DiagnosticText.escaped(path)): "
          + DiagnosticText.escaped(listed(result.differingTouches)) + "\n")
    }
    context.stderr.write(result.summary + ", \(NumberFormatter.seconds(elapsed)) s)\n")
    if let limit = result.stoppedBy {
      context.stderr.write(stopped(limit, file: destination.outputPath ?? trace).rendered(color: color))
    }
    if let warning = sceneWarning(fixture, trace: trace, destination: destination) {
      context.stderr.write(warning.rendered(color: color))
    }
    return .success
  }

  /// The first few of `labels`, `...` after them.
  static func listed(_ labels: [String]) -> String {
    labels.prefix(5).joined(separator: ", ") + (labels.count > 5 ? ", ..." : "")
  }

  /// The warning that the search stopped at its budget.
  static func stopped(_ limit: ShrinkBudget.Limit, file: String) -> Diagnostic {
    let reached: String
    let option: String
    switch limit {
    case .replays(let count):
      reached = "the replay budget of \(ShrinkResult.counted(count, "replay"))"
      option = "--max-replays"
    case .seconds(let seconds):
      reached = "the time budget of \(NumberFormatter.seconds(seconds)) s"
      option = "--max-seconds"
    }
    return Diagnostic(
      .warning, file: file,
      message: "stopped at \(reached): wrote the smallest trace found so far, which may not be 1-minimal",
      notes: ["search longer with \(option), or shrink the written trace again"])
  }

  /// Every file shrink reads, which `-o` must not name: the trace and its scene, the golden it
  /// compares with (when no pattern is given), the `tracereplay.json` whose settings apply, and
  /// the file behind standard input (`shrink - -o same.jsonl < same.jsonl`).
  static func inputFiles(
    _ request: ReplayRequest, trace: String, readsGolden: Bool, context: CLIContext
  ) throws -> [FileIdentity.Input] {
    var inputs = ReplayRun.inputFiles(request)
    if readsGolden, trace != "-" {
      let golden = GoldenCheck.goldenPath(forTrace: trace, format: .jsonl)
      inputs.append(
        .init(
          actualPath: PathText.absolute(golden, in: context.currentDirectory), displayPath: golden,
          role: "golden"))
    }
    let settings = try ReplayOptions.settings(forTrace: trace, currentDirectory: context.currentDirectory)
    if let path = settings.path {
      inputs.append(
        .init(
          actualPath: path, displayPath: ReplayOptions.displayPath(path, in: context.currentDirectory),
          role: "settings file"))
    }
    if trace == "-", context.streamsStandardInput {
      inputs.append(.init(actualPath: "/dev/stdin", displayPath: "<stdin>", role: "standard input"))
    }
    return inputs
  }

  /// The trace's golden, opened by check's rules, for the goal with neither option.
  static func openGolden(trace: String, context: CLIContext) throws -> ShrinkGolden {
    guard trace != "-" else {
      throw Diagnostic(
        file: "<stdin>", message: "a trace read from standard input has no golden: say what to keep",
        notes: ["pass --keep FIELD=VALUE or --without FIELD=VALUE"])
    }
    guard let golden = try ShrinkGolden.open(trace: trace, workingDirectory: context.currentDirectory) else {
      let path = GoldenCheck.goldenPath(forTrace: trace, format: .jsonl)
      throw Diagnostic(
        file: trace, message: "no golden \(path) to compare with: say what to keep",
        notes: [
          "pass --keep FIELD=VALUE, or record the golden with 'tracereplay check \(trace) --format jsonl --update=missing'"
        ])
    }
    return golden
  }

  /// A warning when the header's relative scene path no longer leads to the scene from the
  /// output's folder.
  static func sceneWarning(_ fixture: ReplayFixture, trace: String, destination: TraceDestination)
    -> Diagnostic?
  {
    guard let output = destination.outputPath, trace != "-",
      case .path(let scene, _)? = fixture.header?.scene,
      !scene.hasPrefix("/")
    else { return nil }
    let from = PathText.directory(of: PathText.absolute(trace, in: destination.currentDirectory))
    let to = PathText.directory(of: PathText.absolute(output, in: destination.currentDirectory))
    guard from != to else { return nil }
    return Diagnostic(
      .warning, file: output,
      message:
        "the header's scene path \(DiagnosticText.quoted(scene)) is relative to \(trace)'s folder, not this one",
      notes: ["write the shrunk trace beside the original, or replay it with --scene"])
  }
}

extension NumberFormatter {
  /// Seconds with one decimal: `0.9`.
  static func seconds(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
