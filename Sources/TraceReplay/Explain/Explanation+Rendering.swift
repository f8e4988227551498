extension Explanation {
  /// The explanation for people: the time and the headline, then one indented line per fact.
  ///
  /// ```
  ///     0.150  no TouchUpInside: the touch ended at (195.0, 590.0), 40.0 pt outside ...
  ///            touch area       (195.0, 590.0) is 110.0 pt outside the bounds of `ok` and ...
  /// ```
  /// Control characters from the input (a trace's string touch id, a UIAction's title) are
  /// escaped, Swift style (`\u{1B}`), so an explanation cannot retitle or clear a terminal.
  public var text: String {
    let time = NumberFormat.fixed(t, 3)
    var result =
      String(repeating: " ", count: max(0, 9 - time.count)) + time + "  " + DiagnosticText.escaped(message)
      + "\n"
    for reason in reasons {
      let label = Self.label(reason.topic)
      result += String(repeating: " ", count: 11) + label
      result +=
        String(repeating: " ", count: max(1, 17 - label.count)) + DiagnosticText.escaped(reason.text) + "\n"
    }
    return result
  }

  /// The explanation as one JSON object, without a newline.
  public var jsonLine: String {
    var line = "{\"t\":" + NumberFormat.json(t) + ",\"type\":\"explanation\",\"kind\":"
    JSONEscaping.append(kind.rawValue, to: &line)
    line += ",\"control\":"
    Self.append(.optional(control), to: &line)
    line += ",\"touch\":"
    Self.append(.optional(touch), to: &line)
    line += ",\"events\":"
    Self.append(.strings(events), to: &line)
    line += ",\"message\":"
    JSONEscaping.append(message, to: &line)
    line += ",\"reasons\":["
    for (index, reason) in reasons.enumerated() {
      if index > 0 { line += "," }
      line += "{\"topic\":"
      JSONEscaping.append(reason.topic, to: &line)
      line += ",\"text\":"
      JSONEscaping.append(reason.text, to: &line)
      line += ",\"data\":"
      Self.append(.object(reason.data), to: &line)
      line += "}"
    }
    return line + "]}"
  }

  private static func label(_ topic: String) -> String {
    switch topic {
    case "hitTest": return "hit test"
    case "touchArea": return "touch area"
    case "responderChain": return "responder chain"
    default: return topic
    }
  }

  private static func append(_ value: ExplanationValue, to line: inout String) {
    switch value {
    case .string(let text): JSONEscaping.append(text, to: &line)
    case .number(let number): line += NumberFormat.json(number)
    case .integer(let number): line += String(number)
    case .bool(let flag): line += flag ? "true" : "false"
    case .null: line += "null"
    case .list(let values):
      line += "["
      for (index, element) in values.enumerated() {
        if index > 0 { line += "," }
        append(element, to: &line)
      }
      line += "]"
    case .object(let fields):
      line += "{"
      for (index, field) in fields.enumerated() {
        if index > 0 { line += "," }
        JSONEscaping.append(field.key, to: &line)
        line += ":"
        append(field.value, to: &line)
      }
      line += "}"
    }
  }
}
