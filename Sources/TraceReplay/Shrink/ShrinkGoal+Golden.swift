extension ShrinkGoal {
  /// The goal of `shrink` with neither `--keep` nor `--without`: what the trace's replay does
  /// that its golden (`goldenJSONL`, a `.golden.jsonl` file's text) does not, so the shrunk trace
  /// still fails `check` the same way. An outcome (action, control event, gesture, scroll) the
  /// replay has more often than the golden must still occur; one the golden has and the replay
  /// lacks must still be missing, with the records the replay has at that moment (the touch
  /// samples delivered then, what they did) kept beside it.
  public static func differences(
    of fixture: ReplayFixture, golden goldenJSONL: String, goldenPath: String
  ) throws(Diagnostic) -> ShrinkGoal {
    let text = RecordText()
    var replay: [(t: Double, json: String)] = []
    // Every record, for the moment a missing outcome belonged to (its touch records included).
    var all: [(t: Double, json: String)] = []
    try fixture.replay(fixture.samples) { record in
      let json = text.json(record)
      all.append((record.t, json))
      if RecordText.isOutcome(record.kind) { replay.append((record.t, json)) }
    }
    var golden: [(t: Double, json: String)] = []
    let parser = JSONParser()
    for (number, line) in goldenJSONL.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.isEmpty, line.hasPrefix("{\"t\":"), let comma = line.firstIndex(of: ",") else { continue }
      let node = try parser.parse(String(line), file: goldenPath, firstLine: number + 1)
      guard case .string(let type)? = node.member("type")?.value, outcomeTypes.contains(type),
        case .number(let t)? = node.member("t")?.value
      else { continue }
      golden.append((t, "{" + line[line.index(after: comma)...]))
    }
    var counts: [String: Int] = [:]
    for record in replay { counts[record.json, default: 0] += 1 }
    for record in golden { counts[record.json, default: 0] -= 1 }
    var goal = ShrinkGoal()
    for (json, count) in counts where count > 0 { goal.keepRecords[json] = count }
    let present = Set(replay.map(\.json))
    for record in golden where !present.contains(record.json) {
      goal.withoutRecords.insert(record.json)
      for beside in all where beside.t == record.t {
        goal.keepRecords[beside.json] = max(goal.keepRecords[beside.json] ?? 0, 1)
      }
    }
    if goal.keepRecords.isEmpty && goal.withoutRecords.isEmpty {
      throw Diagnostic(
        file: fixture.request.tracePath,
        message:
          "the replay's actions, control events, gestures and scrolls match the golden \(goldenPath): nothing to shrink",
        notes: ["say what to keep with --keep FIELD=VALUE or --without FIELD=VALUE"])
    }
    return goal
  }

  /// The record types that are outcomes (`RecordText.isOutcome`), as JSON Lines spell them.
  static let outcomeTypes: Set<String> = ["controlEvent", "action", "uiAction", "gesture", "scroll"]
}
