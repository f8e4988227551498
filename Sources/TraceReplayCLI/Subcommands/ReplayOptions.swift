import TraceReplay
import UIKitModel

/// The options shared by the commands that replay traces (`run`, `check`, `explain`, `render`).
enum ReplayOptions {
  static let scene = OptionSpec(
    "scene", help: "Use this scene file instead of the one the trace's header names.",
    valueName: "file")
  static let allowOutsideScene = OptionSpec.flag(
    "allow-outside-scene",
    help: "Let a header's scene path be absolute or lead out of the trace's folder (by default it must not).")
  static let format = OptionSpec(
    "format", help: "The output format: text for people, jsonl for programs.",
    kind: .choice(["text", "jsonl"]), valueName: "format", defaultValue: "text")
  static let verbose = OptionSpec.flag(
    "verbose", short: "v",
    help:
      "Also show hit-test paths, tracking callbacks, state changes, dispatch matching and responder-chain walks."
  )
  static let lenient = OptionSpec.flag(
    "lenient",
    help: "Turn sample-level problems into warnings, skip those samples and cancel unclosed touches.")
  static let touchMargin = OptionSpec(
    "touch-margin", help: "Points around a control's bounds that still count as inside.",
    kind: .number(0...10_000), valueName: "points", defaultValue: "70")
  static let tapInterval = OptionSpec(
    "tap-interval", help: "Seconds after a touch ends within which the next one counts as a repeat tap.",
    kind: .number(0...60), valueName: "seconds", defaultValue: "0.35")
  static let tapDistance = OptionSpec(
    "tap-distance", help: "Points from the last touch within which the next one counts as a repeat tap.",
    kind: .number(0...10_000), valueName: "points", defaultValue: "45")
  static let color = OptionSpec(
    "color", help: "Colour the text output: auto (only on a terminal, never with NO_COLOR), always or never.",
    kind: .choice(["auto", "always", "never"]), valueName: "when", defaultValue: "auto")

  static let options: [OptionSpec] = [
    scene, allowOutsideScene, format, verbose, lenient, touchMargin, tapInterval, tapDistance, color,
  ]

  /// The replay request the parsed options describe.
  static func request(
    _ parsed: ParsedArguments, trace: String, context: CLIContext
  ) throws -> ReplayRequest {
    var request = ReplayRequest(tracePath: trace)
    request.scenePath = parsed.value("scene")
    request.allowsOutsideScene = parsed.flag("allow-outside-scene")
    request.format = ReplayRequest.Format(rawValue: parsed.value("format") ?? "text") ?? .text
    request.verbose = parsed.flag("verbose")
    request.lenient = parsed.flag("lenient")
    request.configuration.touchInsideMargin = parsed.number("touch-margin") ?? 70
    request.replayOptions.tapInterval = parsed.number("tap-interval") ?? 0.35
    request.replayOptions.tapDistance = parsed.number("tap-distance") ?? 45
    switch parsed.value("color") ?? "auto" {
    case "always": request.colors = true
    case "never": request.colors = false
    default: request.colors = context.stdoutTerminal.allowsColor
    }
    request.registry = context.registry
    request.workingDirectory = context.currentDirectory
    if !context.streamsStandardInput {
      request.standardInput = try context.readStandardInput()
    }
    return request
  }
}
