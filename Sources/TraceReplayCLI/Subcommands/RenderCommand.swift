import TraceReplay
import UIKitModel

/// `tracereplay render`: draws a replay as SVG, the scene with finger paths or a timeline, or
/// as an ASCII sketch of the scene.
enum RenderCommand {
  static let output = OptionSpec(
    "output", short: "o", help: "Write the picture to this file (atomically) instead of standard output.",
    valueName: "file")
  static let timeline = OptionSpec.flag(
    "timeline", help: "Draw a timeline (one lane per control) instead of the scene.")
  static let ascii = OptionSpec.flag(
    "ascii", help: "Draw the scene as a terminal sketch (plain ASCII text) instead of SVG.")
  static let width = OptionSpec(
    "width", help: "With --ascii: the sketch's width in characters.",
    kind: .integer(ASCIIRenderer.widths), valueName: "columns",
    defaultValue: String(ASCIIRenderer.defaultWidth))
  static let time = OptionSpec(
    "time", help: "Only draw samples and events from FROM to TO seconds (either may be left out).",
    valueName: "from..to")
  static let control = OptionSpec(
    "control", help: "Only draw this control's events and fingers; the scene zooms onto it.", valueName: "id")

  static var spec: CommandSpec {
    CommandSpec(
      name: "render",
      abstract: "Draw a replay as SVG or ASCII: the scene, touch paths and control events.",
      discussion: """
        Replays TRACE and draws the window and its views to scale, each control's touch margin, \
        every finger's path and a marker where each control event fired. With --timeline, draws one \
        lane per control with its tracking and highlighted spans and its events over time. With \
        --ascii, sketches the scene as text for a terminal: views as box outlines, each finger's \
        path in its digit with o where it began and x where it ended, then the control events and \
        actions in time order.

        EXAMPLES:
          tracereplay render traces/drag-out-and-back.jsonl -o drag.svg
          tracereplay render traces/drag-out-and-back.jsonl --ascii --width 40
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: [output, timeline, ascii, width, time, control]
        + [
          ReplayOptions.scene, ReplayOptions.allowOutsideScene, ReplayOptions.lenient,
          ReplayOptions.touchMargin, ReplayOptions.tapInterval,
          ReplayOptions.tapDistance,
        ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let asASCII = parsed.flag("ascii")
    if asASCII && parsed.flag("timeline") {
      throw UsageError(
        "'--ascii' and '--timeline' cannot be used together: the sketch draws the scene only",
        commandPath: parsed.commandPath)
    }
    if !asASCII && parsed.count("width") > 0 {
      throw UsageError(
        "'--width' needs '--ascii': it sets the sketch's width", commandPath: parsed.commandPath)
    }
    var options = RenderOptions(control: parsed.value("control"))
    if let text = parsed.value("time") {
      guard let window = RenderOptions.timeWindow(text) else {
        throw UsageError(
          "Invalid value '\(text)' for '--time <from..to>': expected seconds as FROM..TO, FROM.. or ..TO",
          commandPath: ["tracereplay", "render"])
      }
      options.from = window.from
      options.to = window.to
    }
    let request = try ReplayOptions.request(parsed, trace: parsed.argument("trace") ?? "-", context: context)
    let output = parsed.value("output").map { OutputFile($0, currentDirectory: context.currentDirectory) }
    try output?.refuseOverwriting(ReplayRun.inputFiles(request))
    let (capture, outcome) = RenderCapture.replay(request) { diagnostic in
      context.stderr.write(diagnostic.rendered(color: context.stderrTerminal.allowsColor))
    }
    guard case .completed = outcome, let capture else { return .usage }
    let picture: String
    if asASCII {
      picture = try ASCIIRenderer.scene(
        capture, options: options, width: parsed.integer("width") ?? ASCIIRenderer.defaultWidth)
    } else if parsed.flag("timeline") {
      picture = try SVGRenderer.timeline(capture, options: options)
    } else {
      picture = try SVGRenderer.scene(capture, options: options)
    }
    if let output {
      try output.write(picture)
    } else {
      context.stdout.write(picture)
    }
    return .success
  }
}
