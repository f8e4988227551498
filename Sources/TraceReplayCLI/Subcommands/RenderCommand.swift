import TraceReplay
import UIKitModel

/// `tracereplay render`: draws a replay as SVG, the scene with finger paths or a timeline.
enum RenderCommand {
  static let output = OptionSpec(
    "output", short: "o", help: "Write the SVG to this file (atomically) instead of standard output.",
    valueName: "file")
  static let timeline = OptionSpec.flag(
    "timeline", help: "Draw a timeline (one lane per control) instead of the scene.")
  static let time = OptionSpec(
    "time", help: "Only draw samples and events from FROM to TO seconds (either may be left out).",
    valueName: "from..to")
  static let control = OptionSpec(
    "control", help: "Only draw this control's events and fingers; the scene zooms onto it.", valueName: "id")

  static var spec: CommandSpec {
    CommandSpec(
      name: "render",
      abstract: "Draw a replay as SVG: the scene, touch paths and control events.",
      discussion: """
        Replays TRACE and draws the window and its views to scale, each control's touch margin, \
        every finger's path and a marker where each control event fired. With --timeline, draws one \
        lane per control with its tracking and highlighted spans and its events over time.
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: [output, timeline, time, control]
        + [
          ReplayOptions.scene, ReplayOptions.lenient, ReplayOptions.touchMargin, ReplayOptions.tapInterval,
          ReplayOptions.tapDistance,
        ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
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
    let (capture, outcome) = RenderCapture.replay(request) { diagnostic in
      context.stderr.write(diagnostic.rendered(color: context.stderrTerminal.allowsColor))
    }
    guard case .completed = outcome, let capture else { return .usage }
    let svg =
      parsed.flag("timeline")
      ? try SVGRenderer.timeline(capture, options: options) : try SVGRenderer.scene(capture, options: options)
    if let path = parsed.value("output") {
      let resolved = path.hasPrefix("/") ? path : context.currentDirectory + "/" + path
      try AtomicFile(path: resolved).write(svg)
    } else {
      context.stdout.write(svg)
    }
    return .success
  }
}
