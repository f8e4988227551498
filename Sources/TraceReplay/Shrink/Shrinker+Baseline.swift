extension Shrinker {
  /// Replays the unchanged trace for a goal with patterns and keeps what checking them needs.
  func baseline() throws(Diagnostic) -> ShrinkBaseline {
    var baseline = ShrinkBaseline(keep: goal.keep.count, without: goal.without.count)
    var attribution = TouchAttribution(
      times: all.map { TouchAttribution.microseconds($0.t) }, touches: touchOf)
    let (text, parser, keep, without) = (self.text, self.parser, goal.keep, goal.without)
    try fixture.replay(all) { record in
      let json = text.json(record)
      let touches = attribution.touches(at: record.t)
      guard let node = try? parser.parse(json, file: "<record>") else { return }
      baseline.add(json, node: node, touches: touches, keep: keep, without: without)
    }
    counted(all, held: false)
    return baseline
  }

  /// Throws unless the unchanged replay can show the goal: each `--keep` pattern matches a
  /// record, each `--without` pattern names fields records have, and there is something to
  /// keep. A pattern that matches nothing gets a did-you-mean and the fields the records have.
  func check(_ baseline: ShrinkBaseline) throws(Diagnostic) {
    let file = fixture.request.tracePath
    for (index, pattern) in goal.keep.enumerated() where !baseline.keepMatched[index] {
      let suggestion = baseline.suggestion(for: pattern).map { ["did you mean '\($0)'?"] } ?? []
      throw Diagnostic(
        file: file, message: "--keep '\(pattern)' matches no record of the unchanged replay",
        notes: suggestion + baseline.fieldNotes)
    }
    for pattern in goal.without where !pattern.unknownFields(in: baseline.fields).isEmpty {
      let suggestion = baseline.suggestion(for: pattern).map { ["did you mean '\($0)'?"] } ?? []
      throw Diagnostic(
        file: file,
        message: "--without '\(pattern)' names a field no record of the unchanged replay has: "
          + pattern.unknownFields(in: baseline.fields).map { "'\($0)'" }.joined(separator: ", "),
        notes: suggestion + baseline.fieldNotes)
    }
    if goal.keep.isEmpty, let pattern = goal.without.first {
      // With nothing to keep, the empty trace has no record matching a --without pattern, so it
      // would always be the answer: refused, as a --keep that matches nothing is.
      throw Diagnostic(
        file: file,
        message: "--without '\(pattern)' alone is met by an empty trace: say what must stay with --keep",
        notes: ["for instance --keep type=controlEvent,events=touchDown --without '\(pattern)'"])
    }
  }

  /// The touches to search from: all of them, or, when records of some match a `--without`
  /// pattern (the recording shows the behaviour elsewhere), the others, when they alone still
  /// show the goal. Throws, saying where the pattern matched, when they do not.
  func narrowed(_ baseline: ShrinkBaseline) throws(Diagnostic) -> ([Int], ShrinkNarrowing?) {
    let matched = baseline.withoutMatches.enumerated().filter { !$0.element.touches.isEmpty }
    guard !matched.isEmpty else { return (Array(lives.indices), nil) }
    let left = Set(matched.flatMap(\.element.touches))
    let others = lives.indices.filter { !left.contains(Int32($0)) }
    let labels = left.sorted().map { label(Int($0)) }
    let patterns = matched.map { "'\(goal.without[$0.offset])'" }
    if !others.isEmpty && holds(others.flatMap { lives[$0] }.sorted()) {
      return (
        others,
        ShrinkNarrowing(
          patterns: matched.map { goal.without[$0.offset].description }, touches: labels, of: lives.count)
      )
    }
    let shown = labels.prefix(5).joined(separator: ", ") + (labels.count > 5 ? ", ..." : "")
    throw Diagnostic(
      file: fixture.request.tracePath,
      message: "the unchanged replay has records matching --without \(patterns.joined(separator: ", ")) "
        + "(\(ShrinkResult.counted(left.count, "touch", "touches")): \(shown)), and the other touches alone do not show "
        + (goal.keep.map { "--keep '\($0)'" }.joined(separator: ", ")),
      notes: [
        "the first record: \(matched[0].element.first ?? "")",
        "cut the recording to the touches that show the behaviour, or make the --without pattern match only what must not happen",
      ])
  }

  /// For a golden goal: the ways the touches' outcomes differ from the golden's, each touch's
  /// outcomes compared with the golden's records of the same time span.
  func differences() throws(Diagnostic) {
    guard let golden else {
      throw Diagnostic(
        file: fixture.request.tracePath, message: "no golden to compare with: say what to keep")
    }
    var numbers: [String: Int] = [:]
    func number(_ json: String) -> Int {
      if let known = numbers[json] { return known }
      numbers[json] = numbers.count
      return numbers.count - 1
    }
    let times = all.map { TouchAttribution.microseconds($0.t) }
    var replayed = [[Int: Int]](repeating: [:], count: lives.count)
    var attribution = TouchAttribution(times: times, touches: touchOf)
    let text = self.text
    try fixture.replay(all) { record in
      guard RecordText.isOutcome(record.kind) else { return }
      let touches = attribution.touches(at: record.t)
      guard !touches.isEmpty else { return }
      let record = number(text.json(record))
      for touch in touches { replayed[Int(touch)][record, default: 0] += 1 }
    }
    counted(all, held: false)
    var expected = [[Int: Int]](repeating: [:], count: lives.count)
    attribution = TouchAttribution(times: times, touches: touchOf)
    try golden.forEachOutcome { t, json in
      let touches = attribution.touches(at: t)
      guard !touches.isEmpty else { return }
      let record = number(json)
      for touch in touches { expected[Int(touch)][record, default: 0] += 1 }
    }
    // Touches that differ the same way are one difference: one of them is enough to keep.
    var order: [[TouchDifference.Rule]] = []
    var touchesByRules: [[TouchDifference.Rule]: [Int]] = [:]
    for life in lives.indices {
      guard let rules = TouchDifference.rules(replayed: replayed[life], golden: expected[life]) else {
        continue
      }
      if touchesByRules[rules] == nil { order.append(rules) }
      touchesByRules[rules, default: []].append(life)
    }
    guard !order.isEmpty else {
      throw Diagnostic(
        file: fixture.request.tracePath,
        message:
          "the replay's actions, control events, gestures and scrolls match the golden \(golden.path), touch by touch: nothing to shrink",
        notes: ["say what to keep with --keep FIELD=VALUE or --without FIELD=VALUE"])
    }
    let used = Set(order.flatMap { $0.map(\.record) })
    goal.recordNumbers = numbers.filter { used.contains($0.value) }
    goal.differences = order.map { TouchDifference(touches: touchesByRules[$0] ?? [], rules: $0) }
  }
}
