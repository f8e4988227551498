extension ReplaySettings {
  /// Reads the setting `member` names into `self`: whether `member.key` is a setting at all.
  /// A setting with a value of the wrong type or out of range is an error at the value.
  mutating func read(
    _ member: JSONMember, file: String, sourceLine: (Int) -> String?
  ) throws(Diagnostic) -> Bool {
    let limit: ClosedRange<Double>
    let unit: String
    switch member.key {
    case "touchMargin": (limit, unit) = (0...10_000, "points")
    case "tapInterval": (limit, unit) = (0...60, "seconds")
    case "tapDistance": (limit, unit) = (0...10_000, "points")
    default: return false
    }
    let node = member.node
    guard let number = node.number, number.isFinite, limit.contains(number) else {
      let found = node.number.map { "\($0)" } ?? node.kindDescription
      throw Diagnostic(
        file: file, line: node.position.line, column: node.position.column,
        message:
          "field '\(member.key)' must be a number of \(unit) from \(Self.text(limit.lowerBound)) "
          + "to \(Self.text(limit.upperBound)), found \(found)",
        sourceLine: sourceLine(node.position.line))
    }
    switch member.key {
    case "touchMargin": touchMargin = number
    case "tapInterval": tapInterval = number
    default: tapDistance = number
    }
    return true
  }

  /// A number as the settings print it: `70`, `0.35`.
  package static func text(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
