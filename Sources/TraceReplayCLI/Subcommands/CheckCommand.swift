import Foundation
import TraceReplay

/// `tracereplay check`: replays traces and compares the output with their golden files.
enum CheckCommand {
  static let format = OptionSpec(
    "format", help: "Which golden to check: text (name.golden.txt), jsonl (name.golden.jsonl) or both.",
    kind: .choice(["text", "jsonl", "both"]), valueName: "format", defaultValue: "text")
  static let update = OptionSpec(
    "update",
    help: "Which goldens to write: none, missing, failed or all (default: missing; none when CI is set).",
    kind: .choice(GoldenCheck.UpdateMode.allCases.map(\.rawValue)), valueName: "mode")
  static let unreferenced = OptionSpec(
    "unreferenced",
    help: "What to do with goldens and .new files that have no trace: ignore, warn or reject.",
    kind: .choice(["ignore", "warn", "reject"]), valueName: "action", defaultValue: "warn")
  static let context = OptionSpec(
    "context", help: "Unchanged lines shown around each difference.", kind: .integer(0...10_000),
    valueName: "lines", defaultValue: "3")
  static let filter = OptionSpec(
    "filter", help: "Check only traces whose path contains this text; count the rest as skipped.",
    valueName: "text")
  static let jobs = OptionSpec(
    "jobs", short: "j", help: "Traces replayed at once (default: the number of active processors).",
    kind: .integer(1...1_024), valueName: "n")
  static let junit = OptionSpec(
    "junit", help: "Also write a JUnit XML report to this file.", valueName: "file")
  static let shard = OptionSpec(
    "shard",
    help:
      "Check only the K-th of N equal parts of the sorted traces (for CI matrices; the same split everywhere).",
    valueName: "K/N")
  static let passWithNoTraces = OptionSpec.flag(
    "pass-with-no-traces", help: "Exit 0 when no trace is found (by default that fails with exit 1).")
  static let results = OptionSpec(
    "results", help: "How results are printed: text for people, jsonl for programs.",
    kind: .choice(["text", "jsonl"]), valueName: "format", defaultValue: "text")

  static var spec: CommandSpec {
    CommandSpec(
      name: "check",
      abstract: "Compare the replays of traces with their golden files.",
      discussion: """
        Replays every trace under PATHS (files, or folders searched recursively for *.jsonl; the \
        current directory when none is given) and compares the output byte for byte with the golden \
        beside it. On a difference it prints a unified diff, writes the output to name.golden.txt.new \
        and names the 'tracereplay accept' command that takes it. Ends with 'N passed, N failed'. \
        Exit status: 0 all passed, 1 a difference or a missing golden, 2 bad usage or a trace with \
        bad input. See docs/ci.md.
        """,
      arguments: [
        ArgumentSpec(
          "paths", help: "Traces or folders of traces (default: the current directory).", isOptional: true,
          isRepeating: true)
      ],
      options: [
        ReplayOptions.scene, ReplayOptions.allowOutsideScene, format, ReplayOptions.verbose,
        ReplayOptions.lenient,
        ReplayOptions.touchMargin, ReplayOptions.tapInterval, ReplayOptions.tapDistance, update,
        unreferenced, context, filter, shard, jobs, junit, results, passWithNoTraces,
      ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  /// `K/N` as a 0-based shard index and a count; anything else is a usage error.
  static func parseShard(_ text: String, commandPath: [String]) throws -> (index: Int, count: Int) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
      throw UsageError(
        "invalid value '\(text)' for '--shard <K/N>': expected K/N with 1 <= K <= N, such as 1/4",
        commandPath: commandPath)
    }
    return (k - 1, n)
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let found = try TraceSearch(paths: parsed.arguments("paths"), context: context)
    var check = GoldenCheck(request: try ReplayOptions.request(parsed, trace: "", context: context))
    check.request.workingDirectory = context.currentDirectory
    check.formats =
      switch parsed.value("format") {
      case "jsonl": [.jsonl]
      case "both": [.text, .jsonl]
      default: [.text]
      }
    check.formatsGiven = parsed.flag("format")
    check.request.lenient = parsed.flag("lenient")
    let directory = context.currentDirectory
    check.settings = { trace throws(Diagnostic) in
      try ReplayOptions.settings(forTrace: trace, currentDirectory: directory)
    }
    if let text = parsed.value("shard") {
      check.shard = try parseShard(text, commandPath: parsed.commandPath)
    }
    check.update =
      parsed.value("update").flatMap(GoldenCheck.UpdateMode.init(rawValue:))
      ?? GoldenCheck.defaultUpdateMode(environment: context.environment)
    check.filter = parsed.value("filter")
    check.jobs = parsed.integer("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    check.diffContext = parsed.integer("context") ?? 3
    let jsonl = parsed.value("results") == "jsonl"
    check.diffColor = !jsonl && context.stdoutTerminal.allowsColor
    let traces = try distinctGoldens(found.traces, context: context)
    let junit = parsed.value("junit").map { OutputFile($0, currentDirectory: context.currentDirectory) }
    if let junit { try refuseOverwriting(junit, traces: traces, check: check) }

    let color = context.stderrTerminal.allowsColor
    for problem in found.problems { context.stderr.write(problem.rendered(color: color)) }
    let skippedFiles = found.notTraces.map(GoldenCheck.Result.notATrace)
    let results = (check.run(traces: traces) + skippedFiles).sorted {
      $0.trace.utf8.lexicographicallyPrecedes($1.trace.utf8)
    }
    let summary = GoldenCheck.Summary(results)
    let action = parsed.value("unreferenced") ?? "warn"
    // Every shard sees the same folders: the first one alone reports unreferenced goldens and
    // stale temporary files.
    let reportsUnreferenced = action != "ignore" && (check.shard?.index ?? 0) == 0
    let unreferenced = reportsUnreferenced ? found.unreferencedGoldens() : []
    let temporaries = reportsUnreferenced ? found.staleTemporaries() : []
    report(results, jsonl: jsonl, color: check.diffColor, context: context)
    let severity: Diagnostic.Severity = action == "reject" ? .error : .warning
    for path in unreferenced {
      let stem = TraceFinder.traceStem(ofGolden: String(path.split(separator: "/").last ?? "")) ?? ""
      let diagnostic = Diagnostic(
        severity, file: path, message: "golden file without a trace (no '\(stem).jsonl' beside it)")
      context.stderr.write(diagnostic.rendered(color: color))
      if jsonl { context.stdout.write(pathLine("unreferenced", path)) }
    }
    for path in temporaries {
      let diagnostic = Diagnostic(
        severity, file: path, message: "stale temporary file: an interrupted tracereplay run left it",
        notes: ["delete it; it is not a golden and must not be committed"])
      context.stderr.write(diagnostic.rendered(color: color))
      if jsonl { context.stdout.write(pathLine("temporary", path)) }
    }
    context.stdout.write((jsonl ? summary.jsonLine : summary.line) + "\n")
    if let junit {
      let report = GoldenCheck.junitReport(results).xml()
      let folder = URL(fileURLWithPath: junit.actual).deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try junit.write(report)
    }
    if results.contains(where: { $0.status == .error }) || !found.problems.isEmpty { return .usage }
    if traces.isEmpty && !parsed.flag("pass-with-no-traces") {
      let places = found.paths.map { DiagnosticText.quoted($0) }.joined(separator: ", ")
      context.stderr.write(
        Diagnostic(
          file: "tracereplay check", message: "no traces found in \(places) (no *.jsonl files)",
          notes: ["pass --pass-with-no-traces to let an empty search pass"]
        ).rendered(color: color))
      return .difference
    }
    if summary.failed > 0 || (action == "reject" && !(unreferenced.isEmpty && temporaries.isEmpty)) {
      return .difference
    }
    return .success
  }

  /// `{"type":"unreferenced","path":"..."}` and the like, for `--results jsonl`.
  private static func pathLine(_ type: String, _ path: String) -> String {
    var line = "{\"type\":\"\(type)\",\"path\":"
    JSONEscaping.append(path, to: &line)
    return line + "}\n"
  }

  /// The traces with one golden each: the same file named twice is checked once, and two files
  /// that map to one golden name (`tap` and `tap.jsonl`) are an error naming both (exit 2).
  static func distinctGoldens(_ traces: [String], context: CLIContext) throws(Diagnostic) -> [String] {
    var byGolden: [String: String] = [:]
    var kept: [String] = []
    for trace in traces {
      let golden = PathText.absolute(
        TraceFinder.textGoldenPath(forTrace: trace), in: context.currentDirectory)
      guard let other = byGolden[golden] else {
        byGolden[golden] = trace
        kept.append(trace)
        continue
      }
      let first = FileIdentity(path: PathText.absolute(other, in: context.currentDirectory))
      if first != nil && first == FileIdentity(path: PathText.absolute(trace, in: context.currentDirectory)) {
        continue
      }
      throw Diagnostic(
        file: trace,
        message:
          "traces \(DiagnosticText.quoted(other)) and \(DiagnosticText.quoted(trace)) map to one golden, "
          + DiagnosticText.quoted(TraceFinder.textGoldenPath(forTrace: trace)),
        notes: ["rename one of them, or check them in separate runs"])
    }
    return kept
  }

  /// Throws (exit 2, before anything runs) when the JUnit report would replace a trace, a golden,
  /// a pending file or a scene the check reads.
  static func refuseOverwriting(_ junit: OutputFile, traces: [String], check: GoldenCheck) throws(Diagnostic)
  {
    var inputs: [FileIdentity.Input] = []
    for trace in traces {
      var request = check.request
      request.tracePath = trace
      inputs += ReplayRun.inputFiles(request)
      for format in ReplayRequest.Format.allCases {
        let golden = GoldenCheck.goldenPath(forTrace: trace, format: format)
        for path in [golden, golden + TraceFinder.pendingSuffix] {
          let actual = PathText.absolute(path, in: check.request.workingDirectory ?? "/")
          if actual == junit.actual {
            throw Diagnostic(
              file: junit.given,
              message: "the JUnit report would replace the golden file \(DiagnosticText.quoted(path))")
          }
          inputs.append(.init(actualPath: actual, displayPath: path, role: "golden"))
        }
      }
    }
    if check.request.scenePath == nil && traces.isEmpty { return }
    try junit.refuseOverwriting(inputs)
  }
}
