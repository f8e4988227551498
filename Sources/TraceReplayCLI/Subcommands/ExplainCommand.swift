import TraceReplay
import UIKitModel

/// `tracereplay explain`: replays a trace with every detail and says why each control event
/// was sent, and why the events one would expect were not.
enum ExplainCommand {
  static let control = OptionSpec(
    "control", help: "Only explanations about this control, view or recognizer (a scene id).",
    valueName: "id")
  static let at = OptionSpec(
    "at", help: "Only explanations at this time in seconds, or in a range such as 0.1..0.4.",
    valueName: "time")

  static let problems = OptionSpec.flag(
    "problems",
    help:
      "Only the events that did not happen, and actions no responder handled, with why (no explanations of dispatches that went as expected)."
  )

  static var spec: CommandSpec {
    CommandSpec(
      name: "explain",
      abstract: "Explain why each control event fired, and why expected ones did not.",
      discussion: """
        Replays TRACE with every detail recorded and prints, for each control-event dispatch, which \
        view the touch hit and why others were passed over, where the touch was against the \
        control's touch area, what beginTracking and continueTracking returned, which registered \
        entries matched and how nil targets were resolved; then, for each event that did not \
        happen (a TouchDown on a control that was passed over, a TouchUpInside that became \
        TouchUpOutside, a touch that was not delivered), why not.
        """,
      arguments: [ArgumentSpec("trace", help: "The trace file, or '-' for standard input.")],
      options: [
        control, at, problems, ReplayOptions.scene, ReplayOptions.allowOutsideScene, ReplayOptions.format,
        ReplayOptions.lenient,
        ReplayOptions.touchMargin, ReplayOptions.tapInterval, ReplayOptions.tapDistance,
      ],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    var filter = ExplanationFilter(control: parsed.value("control"))
    if let text = parsed.value("at") {
      guard let window = ExplanationFilter.parseTime(text) else {
        throw UsageError(
          "invalid value '\(text)' for '--at <time>': "
            + "expected seconds such as 0.35, or a range such as 0.1..0.4",
          commandPath: parsed.commandPath)
      }
      filter.time = window
    }
    var request = try ReplayOptions.request(parsed, trace: parsed.argument("trace") ?? "-", context: context)
    request.verbose = true
    request.replayOptions.recordsGestureFailures = true
    let onlyProblems = parsed.flag("problems")
    let jsonl = request.format == .jsonl
    // The explanations stream: each is written as soon as its touch or dispatch is complete,
    // and the records behind it are dropped (memory stays bounded whatever the trace's length).
    var stream: ExplanationStream?
    var builtScene: BuiltScene?
    var written = 0
    var narrator = ExplanationNarrator()
    let outcome = ReplayRun.run(
      request, record: { stream?.consume($0) },
      diagnostics: { context.stderr.write($0.rendered(color: context.stderrTerminal.allowsColor)) },
      sceneBuilt: { scene in
        builtScene = scene
        // An unknown --control is reported after the replay, as a replay error comes first.
        if let id = filter.control, !knows(scene, id) { return }
        stream = Explainer(scene: scene).stream(focus: filter) { explanation in
          guard filter.matches(explanation), !onlyProblems || explanation.isProblem else { return }
          written += 1
          context.stdout.write(jsonl ? explanation.jsonLine + "\n" : narrator.text(for: explanation))
        }
      })
    stream?.finish()
    guard case .completed = outcome, let scene = builtScene else { return .usage }
    if let id = filter.control, !knows(scene, id) {
      let known = scene.orderedIDs + scene.recognizers.keys.sorted()
      let suggestion = Suggestions.didYouMean(id, in: known).map { "; \($0)" } ?? ""
      let nearest = nearestIDs(to: id, in: known)
      context.stderr.write(
        Diagnostic(
          file: request.scenePath ?? request.tracePath,
          message: "--control '\(id)' names nothing in the scene\(suggestion)",
          notes: nearest.isEmpty
            ? [] : ["the nearest ids: " + nearest.map { "'\($0)'" }.joined(separator: ", ")]
        ).rendered(color: context.stderrTerminal.allowsColor))
      return .usage
    }
    // `--control X` never answers with nothing: no touch came near X, and the closest one.
    if written == 0, filter.control != nil, let closest = stream?.noTouchNear {
      context.stdout.write(jsonl ? closest.jsonLine + "\n" : closest.text)
      return .success
    }
    if written == 0 && !jsonl {
      context.stdout.write((onlyProblems ? "no problems" : "nothing to explain") + "\(describe(filter))\n")
    }
    return .success
  }

  /// Whether `id` names a responder or a gesture recognizer of the scene (`--control` takes both).
  static func knows(_ scene: BuiltScene, _ id: String) -> Bool {
    scene.responder(named: id) != nil || scene.recognizers[id] != nil
  }

  /// Up to three scene ids nearest to `id` by edit distance (ties in scene order).
  static func nearestIDs(to id: String, in known: [String]) -> [String] {
    let target = Array(id.lowercased().unicodeScalars)
    let ranked = known.enumerated().map { index, name in
      (name, Suggestions.editDistance(target, Array(name.lowercased().unicodeScalars)), index)
    }
    return ranked.sorted { ($0.1, $0.2) < ($1.1, $1.2) }.prefix(3).map(\.0)
  }

  private static func describe(_ filter: ExplanationFilter) -> String {
    var text = ""
    if let control = filter.control { text += " for `\(control)`" }
    if let time = filter.time {
      let low = String(format3: time.lowerBound)
      let high = String(format3: time.upperBound)
      text += time.lowerBound == time.upperBound ? " at \(low)" : " between \(low) and \(high)"
    }
    return text
  }
}

extension String {
  /// Seconds with three decimals, as the text output shows times.
  fileprivate init(format3 value: Double) {
    let millis = Int((value * 1000).rounded())
    let fraction = String(millis % 1000)
    self = "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
