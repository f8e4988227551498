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
    var out = ""
    writeText { out += $0 }
    return out
  }

  /// `text`, handed to `write` a line or a few at a time, so that a report of a long recording
  /// (`--all`) is never one string.
  package func writeText(_ write: (String) -> Void) {
    let runs = options.runs
    write(
      "\(runs) runs: jitter \(PerturbReasons.compact(options.jitter)) pt, "
        + "time jitter \(PerturbReasons.compact(options.timeJitter)) s, scale \(PerturbReasons.compact(options.scale)), "
        + "seed \(options.seed)\n")
    let safe = { (text: String) in DiagnosticText.escaped(text) }
    if stabilities.isEmpty {
      write("the unchanged replay has no outcomes (actions, control events, gestures, scrolls)\n")
    }
    let groups = touchGroups()
    // A stability's text is its kind's: each kind's escaped once.
    var kindTexts: [Int32: String] = [:]
    func kindText(_ position: Int) -> String {
      let kind = stabilities.outcomes[position].kind
      if let text = kindTexts[kind] { return text }
      let text = safe(stabilities.text[Int(kind)])
      kindTexts[kind] = text
      return text
    }
    var shownCount = 0
    var width = 0
    var timeWidth: Int?
    for group in groups {
      shownCount += group.stabilities.count
      for position in group.stabilities {
        width = max(width, kindText(position).count)
        timeWidth = max(timeWidth ?? 0, NumberFormat.fixed(stabilities.outcomes[position].t, 3).count)
      }
      for appearance in group.appeared { width = max(width, safe(appearance.text).count) }
    }
    let timeColumn = timeWidth ?? 5
    let indent = String(repeating: " ", count: 4 + timeColumn + 2)
    func line(_ time: String, _ text: String, _ count: Int) -> String {
      "    " + String(repeating: " ", count: timeColumn - time.count) + time + "  " + text
        + String(repeating: " ", count: width - text.count) + "   " + Self.share(count, of: runs) + "\n"
    }
    for group in groups {
      write(safe(group.touch?.name ?? "no touch") + "\n")
      for (index, position) in group.stabilities.enumerated() {
        let stability = stabilities[position]
        var out = line(NumberFormat.fixed(stability.record.t, 3), kindText(position), stability.kept)
        let next =
          group.stabilities.indices.contains(index + 1) ? stabilities[group.stabilities[index + 1]] : nil
        if let why = stability.why, next?.why != why { out += indent + "why: " + safe(why) + "\n" }
        write(out)
      }
      if !group.appeared.isEmpty {
        write("    only in changed runs:\n")
        for appearance in group.appeared { write(line("", safe(appearance.text), appearance.runs)) }
      }
    }
    let hidden = stabilities.count - shownCount
    if hidden > 0 {
      let robust = shownCount == 0 ? "every outcome was kept in every run" : "kept in every run"
      write(
        shownCount == 0
          ? "\(robust) (\(Self.count(hidden, "outcome")); --all lists them)\n"
          : "\(Self.count(hidden, "outcome")) \(robust) not shown (--all lists them)\n")
    }
    if options.margins {
      write("margins:\n")
      for margin in margins { write("    " + safe(margin.text) + "\n") }
    }
  }

  /// The outcomes shown, by touch: the positions of the fragile ones (every one with
  /// `options.all`) and those only changed runs had; the groups with the least kept outcome
  /// first, then in the order their touches began (outcomes of no touch last).
  func touchGroups() -> [(touch: PerturbTouch?, stabilities: [Int], appeared: [Appearance])] {
    var order: [Int] = []
    var groups: [Int: (touch: PerturbTouch?, stabilities: [Int], appeared: [Appearance], least: Int)] = [:]
    let runs = options.runs
    func add(_ touch: PerturbTouch?) -> Int {
      let key = touch?.place ?? Int.max
      if groups[key] == nil {
        groups[key] = (touch, [], [], runs)
        order.append(key)
      }
      return key
    }
    for position in stabilities.indices {
      let kept = Int(stabilities.kept[position])
      guard options.all || kept < runs else { continue }
      let key = add(stabilities.touch(stabilities.outcomes[position].touch))
      let least = min(groups[key]?.least ?? runs, kept)
      groups[key]?.stabilities.append(position)
      groups[key]?.least = least
    }
    for appearance in appeared { groups[add(appearance.touch)]?.appeared.append(appearance) }
    return order.sorted { a, b in
      let leastA = groups[a]?.least ?? runs
      let leastB = groups[b]?.least ?? runs
      return leastA != leastB ? leastA < leastB : a < b
    }.compactMap { key in groups[key].map { ($0.touch, $0.stabilities, $0.appeared) } }
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
