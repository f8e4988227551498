import Foundation
import TraceReplay

/// `tracereplay import`: converts touch recordings made elsewhere into traces.
enum ImportCommand {
  static let screen = OptionSpec(
    "screen", help: "The raw panel size in device units, such as 1080x1920 (with --points).",
    valueName: "WxH")
  static let points = OptionSpec(
    "points", help: "The iOS window size in points, such as 390x844 (with --screen).", valueName: "WxH")
  static let output = OptionSpec(
    "output", short: "o",
    help: "Write the trace to this file (replaced atomically) instead of standard output.",
    valueName: "file")
  static let scene = OptionSpec(
    "scene",
    help: "Name this scene file in the trace's header (relative to the output file's folder with -o).",
    valueName: "file")

  static let commonOptions = [screen, points, output, scene]

  static var spec: CommandSpec {
    CommandSpec(
      name: "import",
      abstract:
        "Convert touch recordings (getevent captures, CSV tables) into traces, and view hierarchies into scenes.",
      discussion: """
        Each subcommand reads FILE ('-' for standard input, named <stdin> in messages), writes what \
        it makes (standard output, or -o FILE), prints warnings compiler style and a summary line \
        on standard error: 'getevent' and 'csv' stream touch samples into a trace; 'hierarchy' turns \
        the view tree the debugger prints into a scene. See docs/import.md.
        """,
      subcommands: [ImportGeteventCommand.spec, ImportCSVCommand.spec, ImportHierarchyCommand.spec])
  }

  /// The scale `--screen` and `--points` describe; nil when neither is given.
  static func scale(_ parsed: ParsedArguments) throws -> ImportScale? {
    switch (parsed.value("screen"), parsed.value("points")) {
    case (nil, nil):
      return nil
    case (let screen?, let points?):
      return ImportScale(
        screen: try ImportSize.parse(screen, option: "--screen"),
        points: try ImportSize.parse(points, option: "--points"))
    case (nil, _):
      throw UsageError("'--points' needs '--screen <WxH>' too", commandPath: parsed.commandPath)
    case (_, nil):
      throw UsageError("'--screen' needs '--points <WxH>' too", commandPath: parsed.commandPath)
    }
  }

  /// Writes the header, streams the importer's samples after it, then reports warnings and counts.
  static func run(
    _ parsed: ParsedArguments, context: CLIContext,
    importer: (_ input: ImportInput, _ name: String, _ emit: (TouchSample) throws -> Void) throws
      -> ImportSummary
  ) throws -> ExitCode {
    let path = parsed.argument("file") ?? "-"
    let destination = TraceDestination(
      outputPath: parsed.value("output"), currentDirectory: context.currentDirectory)
    let writer = TraceWriter()
    let headerScene = parsed.value("scene").map(destination.headerScene)
    let header = writer.headerLine(scene: headerScene)
    let (input, name) = try self.input(path, context: context)
    var summary = ImportSummary()
    let inputs =
      path == "-"
      ? []
      : [
        FileIdentity.Input(
          actualPath: PathText.absolute(path, in: context.currentDirectory), displayPath: path, role: "input")
      ]
    try destination.write(to: context.stdout, inputs: inputs) { output in
      // The header goes out with the first sample, so input rejected up front prints nothing.
      var headerWritten = false
      // A trace `run` would reject is never written: the same limits, the same messages.
      var limits = TraceLimits()
      summary = try importer(input, name) { sample in
        if let problem = limits.check(sample) {
          throw Diagnostic(
            file: name,
            message: "sample \(limits.samples + 1) of the trace would be rejected by 'run': \(problem)")
        }
        if !headerWritten {
          output.write(header + "\n")
          headerWritten = true
        }
        output.write(writer.line(for: sample) + "\n")
      }
      if let problem = limits.endProblem {
        throw Diagnostic(file: name, message: problem, notes: ["the input holds no touch samples"])
      }
    }
    let color = context.stderrTerminal.allowsColor
    if let warning = headerScene.flatMap(destination.outsideSceneWarning) {
      context.stderr.write(warning.rendered(color: color))
    }
    for warning in summary.warnings {
      context.stderr.write(warning.rendered(color: color))
    }
    context.stderr.write(
      "imported \(Self.counted(summary.samples, "sample")), \(Self.counted(summary.touches, "touch", "touches")), "
        + "\(Self.counted(summary.warnings.count, "warning"))\n")
    return .success
  }
}

extension ImportCommand {
  /// What to read for the FILE argument and its name in diagnostics: `-` is standard input, named
  /// `<stdin>` (streamed in a real process, read from the context in tests).
  static func input(_ path: String, context: CLIContext) throws -> (ImportInput, String) {
    let stdinName = "<stdin>"
    if path == "-" {
      if context.streamsStandardInput { return (.fileHandle(FileHandle.standardInput), stdinName) }
      do {
        return (.bytes(try context.readStandardInput()), stdinName)
      } catch {
        throw Diagnostic(file: stdinName, message: "cannot read standard input: \(error)")
      }
    }
    let actual = PathText.absolute(path, in: context.currentDirectory)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: actual, isDirectory: &isDirectory) else {
      throw Diagnostic(file: path, message: "file does not exist")
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(file: path, message: "path is a folder, not a file")
    }
    return (.path(actual), path)
  }
}

extension ImportCommand {
  /// `count` with its noun, singular for one: `1 touch`, `2 touches`.
  static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
