extension PerturbReport {
  /// The report for programs (docs/output-format.md): a `perturbation` line, a `stability` line
  /// per outcome of the unchanged replay in its order, an `appeared` line per new outcome, and
  /// with margins a `margin` line per touch.
  public var jsonl: String {
    var out =
      "{\"type\":\"perturbation\",\"runs\":\(options.runs),\"jitter\":\(NumberFormat.json(options.jitter)),"
      + "\"timeJitter\":\(NumberFormat.json(options.timeJitter)),\"seed\":\(options.seed)}\n"
    for stability in stabilities {
      out +=
        "{\"type\":\"stability\",\"record\":\(stability.json),\"kept\":\(stability.kept),\"runs\":\(stability.runs)}\n"
    }
    for appearance in appeared {
      out += "{\"type\":\"appeared\",\"record\":\(appearance.json),\"runs\":\(appearance.runs)}\n"
    }
    for margin in margins { out += margin.jsonLine + "\n" }
    return out
  }
}

extension TouchMargin {
  /// `{"type":"margin","touch":1,"t":0.0,"hitTest":1.0,...}`; absent boundaries are null.
  var jsonLine: String {
    func number(_ value: Double?) -> String { value.map { NumberFormat.json($0) } ?? "null" }
    func text(_ value: String?) -> String { value.map { TraceWriter.jsonString($0) } ?? "null" }
    let id = idIsNumber ? touch : TraceWriter.jsonString(touch)
    return
      "{\"type\":\"margin\",\"touch\":\(id),\"t\":\(NumberFormat.json(t)),\"hitTest\":\(number(hitTest)),"
      + "\"hitTestEdge\":\(text(hitTestEdge)),\"touchArea\":\(number(touchArea)),\"movement\":\(number(movement)),"
      + "\"movementThreshold\":\(text(movementThreshold)),\"time\":\(number(time)),\"timeThreshold\":\(text(timeThreshold))}"
  }
}
