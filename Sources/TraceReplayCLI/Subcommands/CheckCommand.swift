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
        ReplayOptions.scene, format, ReplayOptions.verbose, ReplayOptions.lenient,
        ReplayOptions.touchMargin, ReplayOptions.tapInterval, ReplayOptions.tapDistance, update,
        unreferenced, context, filter, shard, jobs, junit, results,
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

    let skippedFiles = found.notTraces.map(GoldenCheck.Result.notATrace)
    let results = (check.run(traces: found.traces) + skippedFiles).sorted {
      $0.trace.utf8.lexicographicallyPrecedes($1.trace.utf8)
    }
    let summary = GoldenCheck.Summary(results)
    let action = parsed.value("unreferenced") ?? "warn"
    // Every shard sees the same folders: the first one alone reports unreferenced goldens.
    let reportsUnreferenced = action != "ignore" && (check.shard?.index ?? 0) == 0
    let unreferenced = reportsUnreferenced ? found.unreferencedGoldens() : []
    report(results, jsonl: jsonl, color: check.diffColor, context: context)
    for path in unreferenced {
      let severity: Diagnostic.Severity = action == "reject" ? .error : .warning
      let stem = TraceFinder.traceStem(ofGolden: String(path.split(separator: "/").last ?? "")) ?? ""
      let diagnostic = Diagnostic(
        severity, file: path, message: "golden file without a trace (no '\(stem).jsonl' beside it)")
      context.stderr.write(diagnostic.rendered(color: context.stderrTerminal.allowsColor))
      if jsonl {
        var line = "{\"type\":\"unreferenced\",\"path\":"
        JSONEscaping.append(path, to: &line)
        context.stdout.write(line + "}\n")
      }
    }
    context.stdout.write((jsonl ? summary.jsonLine : summary.line) + "\n")
    if let file = parsed.value("junit") {
      let report = GoldenCheck.junitReport(results).xml()
      let path = TraceSearch.resolve(file, in: context.currentDirectory)
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try AtomicFile(path: path).write(report)
    }
    if results.contains(where: { $0.status == .error }) { return .usage }
    if summary.failed > 0 || (action == "reject" && !unreferenced.isEmpty) { return .difference }
    return .success
  }
}
