extension PerturbReport {
  /// The report for people: the outcomes from most fragile, each with its share of runs, and a
  /// sentence saying why under each fragile one; then the outcomes only changed runs had.
  ///
  ///     action tapOK: ok -> vc via target [touchUpInside]   62.5% (125/200)
  ///         touch 1 began 1.0 pt inside `ok`'s left edge
  /// Touch ids and view names come from the trace and the scene, so every line is escaped as
  /// `run`'s output is (DiagnosticText): an id cannot retitle or clear the terminal.
  public var text: String {
    let runs = options.runs
    var out =
      "\(runs) runs: jitter \(PerturbReasons.compact(options.jitter)) pt, "
      + "time jitter \(PerturbReasons.compact(options.timeJitter)) s, scale \(PerturbReasons.compact(options.scale)), "
      + "seed \(options.seed)\n"
    let safe = { (text: String) in DiagnosticText.escaped(text) }
    let width = (stabilities.map { safe($0.text).count } + appeared.map { safe($0.text).count }).max() ?? 0
    func line(_ text: String, _ count: Int) -> String {
      text + String(repeating: " ", count: width - text.count) + "   " + Self.share(count, of: runs) + "\n"
    }
    if stabilities.isEmpty {
      out += "the unchanged replay has no outcomes (actions, control events, gestures, scrolls)\n"
    }
    for stability in mostFragileFirst {
      out += line(safe(stability.text), stability.kept)
      if let why = stability.why { out += "    \(safe(why))\n" }
    }
    if !appeared.isEmpty {
      out += "only in changed runs:\n"
      for appearance in appeared { out += line(safe(appearance.text), appearance.runs) }
    }
    if options.margins {
      out += "margins:\n"
      for margin in margins { out += "    " + safe(margin.text) + "\n" }
    }
    return out
  }

  /// `62.5% (125/200)`, the percentage right-aligned in six columns and rounded half up with
  /// integers only.
  static func share(_ count: Int, of runs: Int) -> String {
    let tenths = runs == 0 ? 1000 : (count * 2000 + runs) / (2 * runs)
    let percent = "\(tenths / 10).\(tenths % 10)%"
    return String(repeating: " ", count: max(0, 6 - percent.count)) + percent + " (\(count)/\(runs))"
  }
}

extension TouchMargin {
  /// `touch 1: 1.0 pt to `ok`'s left edge (hit-testing), 71.0 pt to its touch area's edge (end)`.
  public var text: String {
    var parts: [String] = []
    if let hitTest, let hitTestEdge {
      parts.append("\(ExplainText.number(hitTest)) pt to \(hitTestEdge) (hit-testing)")
    }
    if let touchArea {
      parts.append("\(ExplainText.number(touchArea)) pt to its control's touch-area edge (end)")
    }
    if let movement, let movementThreshold {
      parts.append("\(ExplainText.number(movement)) pt to \(movementThreshold)")
    }
    if let time, let timeThreshold { parts.append("\(NumberFormat.fixed(time, 3)) s to \(timeThreshold)") }
    return "touch \(touch) at \(NumberFormat.fixed(t, 3)): "
      + (parts.isEmpty ? "no boundary found" : parts.joined(separator: "; "))
  }
}
