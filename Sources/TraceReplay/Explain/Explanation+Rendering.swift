extension Explanation {
  /// The explanation for people, on its own: the time and the headline, then one indented line
  /// per fact (`ExplanationNarrator` says each fact of a touch once across explanations).
  public var text: String {
    var narrator = ExplanationNarrator()
    return narrator.text(for: self)
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
