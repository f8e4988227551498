extension ExplainPass {
  /// Says that a watched property changed, and during which touch: those down, or those that
  /// ended at this time; with none, the change came from work on the trace clock.
  mutating func explainStateChange(_ change: ReplayRecord.StateChange, at time: Double) {
    var touches: [String] = []
    for index in lives.indices
    where current.values.contains(index) || (lives[index].isOver && lives[index].last.t == time) {
      touches.append(lives[index].id)
    }
    let during: String
    switch touches.count {
    case 0: during = "with no touch down (a timer, main-queue block or animation completion)"
    case 1: during = "during touch \(touches[0])"
    default:
      during =
        "during touches \(touches.dropLast().joined(separator: ", ")) and \(touches[touches.count - 1])"
    }
    output.append(
      Explanation(
        t: time, kind: .stateChange, control: change.view, touch: touches.count == 1 ? touches[0] : nil,
        events: [],
        message:
          "`\(change.view)`'s \(change.property) went \(change.previous.text) -> \(change.value.text) \(during)",
        reasons: [Self.stateReason(change)]))
  }

  /// The change as data (the JSON output); the headline says it all for people.
  private static func stateReason(_ change: ReplayRecord.StateChange) -> Explanation.Reason {
    var reason = Explanation.Reason(
      topic: "state",
      text: "\(change.view) is a \(change.className); the scene watches its \(change.property)",
      data: [
        ExplanationField("view", .string(change.view)), ExplanationField("class", .string(change.className)),
        ExplanationField("property", .string(change.property)),
        ExplanationField("from", value(change.previous)), ExplanationField("to", value(change.value)),
      ])
    reason.parts = []
    return reason
  }

  private static func value(_ value: PropertyValue) -> ExplanationValue {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .integer(number)
    case .unsigned(let number): return .number(Double(number))
    // A float's own digits (0.62), not its double's (0.6200000047).
    case .float(let number): return .number(Double(number.description) ?? Double(number))
    case .double(let number): return .number(number)
    case .string(let text): return .string(text)
    case .list(let values): return .list(values.map { Self.value($0) })
    }
  }
}
