import Foundation
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
    kind: .number(0...10_000), valueName: "points",
    defaultValue: ReplaySettings.text(ReplaySettings.uikitDefaults.touchMargin))
  static let tapInterval = OptionSpec(
    "tap-interval", help: "Seconds after a touch ends within which the next one counts as a repeat tap.",
    kind: .number(0...60), valueName: "seconds",
    defaultValue: ReplaySettings.text(ReplaySettings.uikitDefaults.tapInterval))
  static let tapDistance = OptionSpec(
    "tap-distance", help: "Points from the last touch within which the next one counts as a repeat tap.",
    kind: .number(0...10_000), valueName: "points",
    defaultValue: ReplaySettings.text(ReplaySettings.uikitDefaults.tapDistance))
  static let color = OptionSpec(
    "color", help: "Colour the text output: auto (only on a terminal, never with NO_COLOR), always or never.",
    kind: .choice(["auto", "always", "never"]), valueName: "when", defaultValue: "auto")

  static let options: [OptionSpec] = [
    scene, allowOutsideScene, format, verbose, lenient, touchMargin, tapInterval, tapDistance, color,
  ]

  /// The replay options given on the command line, and only those.
  static func overrides(_ parsed: ParsedArguments) -> ReplaySettings {
    ReplaySettings(
      touchMargin: parsed.flag("touch-margin") ? parsed.number("touch-margin") : nil,
      tapInterval: parsed.flag("tap-interval") ? parsed.number("tap-interval") : nil,
      tapDistance: parsed.flag("tap-distance") ? parsed.number("tap-distance") : nil)
  }

  /// The project settings (`tracereplay.json`) that apply to `trace`: the nearest file at or
  /// above its folder (the current directory for standard input).
  static func settings(forTrace trace: String, currentDirectory: String) throws(Diagnostic) -> ProjectSettings
  {
    let folder: String
    if trace == "-" {
      folder = currentDirectory
    } else {
      let path = TraceSearch.resolve(trace, in: currentDirectory)
      let slash = path.lastIndex(of: "/")
      folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? currentDirectory
    }
    return try ProjectSettings.find(from: folder) { found in displayPath(found, in: currentDirectory) }
  }

  /// `path` relative to `directory` when it lies below it.
  static func displayPath(_ path: String, in directory: String) -> String {
    let base = URL(fileURLWithPath: directory.isEmpty ? "." : directory).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The replay request the parsed options describe.
  static func request(
    _ parsed: ParsedArguments, trace: String, context: CLIContext
  ) throws -> ReplayRequest {
    var request = ReplayRequest(tracePath: trace)
    request.scenePath = parsed.value("scene")
    request.allowsOutsideScene = parsed.flag("allow-outside-scene")
    request.format = ReplayRequest.Format(rawValue: parsed.value("format") ?? "text") ?? .text
    request.verbose = parsed.flag("verbose")
    request.overrides = overrides(parsed)
    if !trace.isEmpty {
      let settings = try self.settings(forTrace: trace, currentDirectory: context.currentDirectory)
      request.projectSettings = settings.replay
      request.lenient = settings.lenient ?? false
    }
    if parsed.flag("lenient") { request.lenient = true }
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
