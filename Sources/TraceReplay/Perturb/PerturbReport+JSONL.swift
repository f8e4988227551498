extension PerturbReport {
  /// The report for programs (docs/output-format.md): a `perturbation` line, a `stability` line
  /// per outcome of the unchanged replay in its order (every one, fragile or not), an `appeared`
  /// line per new outcome, and with margins a `margin` line per touch.
  package var jsonl: String {
    var out = ""
    writeJSONL { out += $0 }
    return out
  }

  /// `jsonl`, handed to `write` a line at a time, so that a report of a long recording is
  /// never one string.
  package func writeJSONL(_ write: (String) -> Void) {
    write(
      "{\"type\":\"perturbation\",\"runs\":\(options.runs),\"jitter\":\(NumberFormat.json(options.jitter)),"
        + "\"timeJitter\":\(NumberFormat.json(options.timeJitter)),\"seed\":\(options.seed)"
        + (options.scale != 1 ? ",\"scale\":\(NumberFormat.json(options.scale))" : "") + "}\n")
    for stability in stabilities {
      write(
        "{\"type\":\"stability\",\"record\":\(stability.json),\"kept\":\(stability.kept),\"runs\":\(stability.runs),"
          + "\"t\":\(NumberFormat.json(stability.record.t)),\(Self.touchFields(stability.touch)),"
          + "\"why\":\(stability.why.map { TraceWriter.jsonString($0) } ?? "null")}\n")
    }
    for appearance in appeared {
      write(
        "{\"type\":\"appeared\",\"record\":\(appearance.json),\"runs\":\(appearance.runs),"
          + "\(Self.touchFields(appearance.touch))}\n")
    }
    for margin in margins { write(margin.jsonLine + "\n") }
  }

  /// `"touch":1,"touchBegan":0.0`, null for an outcome of no touch.
  static func touchFields(_ touch: PerturbTouch?) -> String {
    guard let touch else { return "\"touch\":null,\"touchBegan\":null" }
    let id = touch.idIsNumber ? touch.id : TraceWriter.jsonString(touch.id)
    return "\"touch\":\(id),\"touchBegan\":\(NumberFormat.json(touch.t))"
  }
}

extension TouchMargin {
  /// `{"type":"margin","touch":1,"t":0.0,"hitTest":1.0,...,"id":1,"distance":1.0,...}`; absent
  /// boundaries are null. `id`, `distance`, `boundary` and `view` are the contract's: the
  /// nearest boundary a move of the touch can cross (`nearest`).
  var jsonLine: String {
    func number(_ value: Double?) -> String { value.map { NumberFormat.json($0) } ?? "null" }
    func text(_ value: String?) -> String { value.map { TraceWriter.jsonString($0) } ?? "null" }
    let id = idIsNumber ? touch : TraceWriter.jsonString(touch)
    let nearest = self.nearest
    return
      "{\"type\":\"margin\",\"touch\":\(id),\"t\":\(NumberFormat.json(t)),\"hitTest\":\(number(hitTest)),"
      + "\"hitTestEdge\":\(text(hitTestEdge)),\"touchArea\":\(number(touchArea)),\"movement\":\(number(movement)),"
      + "\"movementThreshold\":\(text(movementThreshold)),\"time\":\(number(time)),\"timeThreshold\":\(text(timeThreshold)),"
      + "\"tapInterval\":\(number(tapInterval)),\"tapDistance\":\(number(tapDistance)),"
      + "\"id\":\(id),\"distance\":\(number(nearest?.distance)),\"boundary\":\(text(nearest?.boundary)),"
      + "\"view\":\(text(nearest?.view))}"
  }
}
