extension PerturbReport {
  /// The report for people: the outcomes grouped by the touch they belong to ("touch 1 at
  /// 50.080 s"), the touches with the most fragile outcomes first; in each group its outcomes in
  /// replay order with their times and their share of runs, each run of outcomes with the same
  /// reason followed by the sentence that says why, then what only changed runs had for that
  /// touch. Outcomes kept in every run are left out unless `options.all` (`--all`).
  ///
  ///     touch 1 at 0.000 s
  ///         0.080  action tapOK: ok -> vc via target [touchUpInside]   62.5% (125/200)
  ///                why: touch 1 began 1.0 pt inside `ok`'s left edge
  ///
  /// Touch ids and view names come from the trace and the scene, so every line is escaped as
  /// `run`'s output is (DiagnosticText): an id cannot retitle or clear the terminal.
  package var text: String {
    let runs = options.runs
    var out =
      "\(runs) runs: jitter \(PerturbReasons.compact(options.jitter)) pt, "
      + "time jitter \(PerturbReasons.compact(options.timeJitter)) s, scale \(PerturbReasons.compact(options.scale)), "
      + "seed \(options.seed)\n"
    let safe = { (text: String) in DiagnosticText.escaped(text) }
    if stabilities.isEmpty {
      out += "the unchanged replay has no outcomes (actions, control events, gestures, scrolls)\n"
    }
    let groups = touchGroups()
    let shown = groups.flatMap(\.stabilities)
    let width =
      (shown.map { safe($0.text).count } + groups.flatMap(\.appeared).map { safe($0.text).count }).max() ?? 0
    let timeWidth = shown.map { NumberFormat.fixed($0.record.t, 3).count }.max() ?? 5
    let indent = String(repeating: " ", count: 4 + timeWidth + 2)
    func line(_ time: String, _ text: String, _ count: Int) -> String {
      "    " + String(repeating: " ", count: timeWidth - time.count) + time + "  " + text
        + String(repeating: " ", count: width - text.count) + "   " + Self.share(count, of: runs) + "\n"
    }
    for group in groups {
      out += safe(group.touch?.name ?? "no touch") + "\n"
      for (index, stability) in group.stabilities.enumerated() {
        out += line(NumberFormat.fixed(stability.record.t, 3), safe(stability.text), stability.kept)
        let next = group.stabilities.indices.contains(index + 1) ? group.stabilities[index + 1] : nil
        if let why = stability.why, next?.why != why { out += indent + "why: " + safe(why) + "\n" }
      }
      if !group.appeared.isEmpty {
        out += "    only in changed runs:\n"
        for appearance in group.appeared { out += line("", safe(appearance.text), appearance.runs) }
      }
    }
    let hidden = stabilities.count - shown.count
    if hidden > 0 {
      let robust = shown.isEmpty ? "every outcome was kept in every run" : "kept in every run"
      out +=
        shown.isEmpty
        ? "\(robust) (\(Self.count(hidden, "outcome")); --all lists them)\n"
        : "\(Self.count(hidden, "outcome")) \(robust) not shown (--all lists them)\n"
    }
    if options.margins {
      out += "margins:\n"
      for margin in margins { out += "    " + safe(margin.text) + "\n" }
    }
    return out
  }

  /// The outcomes shown, by touch: the fragile ones (every one with `options.all`) and those
  /// only changed runs had; the groups with the least kept outcome first, then in the order
  /// their touches began (outcomes of no touch last).
  func touchGroups() -> [(touch: PerturbTouch?, stabilities: [Stability], appeared: [Appearance])] {
    var order: [Int] = []
    var groups: [Int: (touch: PerturbTouch?, stabilities: [Stability], appeared: [Appearance])] = [:]
    func add(_ touch: PerturbTouch?) -> Int {
      let key = touch?.place ?? Int.max
      if groups[key] == nil {
        groups[key] = (touch, [], [])
        order.append(key)
      }
      return key
    }
    for stability in stabilities where options.all || stability.isFragile {
      groups[add(stability.touch)]?.stabilities.append(stability)
    }
    for appearance in appeared { groups[add(appearance.touch)]?.appeared.append(appearance) }
    let runs = options.runs
    return order.sorted { a, b in
      let leastA = groups[a]?.stabilities.map(\.kept).min() ?? runs
      let leastB = groups[b]?.stabilities.map(\.kept).min() ?? runs
      return leastA != leastB ? leastA < leastB : a < b
    }.compactMap { groups[$0] }
  }

  /// `62.5% (125/200)`, the percentage right-aligned in six columns and rounded half up with
  /// integers only.
  static func share(_ count: Int, of runs: Int) -> String {
    let tenths = runs == 0 ? 1000 : (count * 2000 + runs) / (2 * runs)
    let percent = "\(tenths / 10).\(tenths % 10)%"
    return String(repeating: " ", count: max(0, 6 - percent.count)) + percent + " (\(count)/\(runs))"
  }

  /// `1 outcome`, `3 outcomes`.
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

extension TouchMargin {
  /// `touch 1 at 0.000: 1.0 pt to `ok`'s left edge (hit-testing); 71.0 pt to its control's
  /// touch-area edge (end); 0.010 s to `feed`'s content-touch delay`.
  package var text: String {
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
    if let tapInterval {
      parts.append(
        "\(NumberFormat.fixed(abs(tapInterval), 3)) s \(tapInterval < 0 ? "inside" : "outside") the repeat-tap interval"
      )
    }
    if let tapDistance {
      parts.append(
        "\(ExplainText.number(abs(tapDistance))) pt \(tapDistance < 0 ? "inside" : "outside") the repeat-tap distance"
      )
    }
    return "touch \(touch) at \(NumberFormat.fixed(t, 3)): "
      + (parts.isEmpty ? "no boundary found" : parts.joined(separator: "; "))
  }
}
