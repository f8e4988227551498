/// A property's value as scenes and records spell it: a JSON number, Bool, string, null, or a
/// list of them (a point or size as `[x, y]`).
///
/// Numbers keep the Swift type they came from, so that records print them as the other records
/// do: a `Float` with a float's digits (`0.62`), a `Double` or `CGFloat` with a double's, an
/// integer with no point.
public enum PropertyValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// A signed integer, or an unsigned one up to `Int.max`.
  case int(Int)
  /// An unsigned integer above `Int.max`.
  case unsigned(UInt)
  case float(Float)
  /// A `Double`, a `CGFloat`, or a number read from a scene.
  case double(Double)
  case string(String)
  case list([PropertyValue])
}

extension PropertyValue {
  /// Whether `self` and `other` are the same value, a NaN being the same as a NaN (so a property
  /// that stays NaN is not reported as changed after every step).
  func isSame(as other: PropertyValue) -> Bool {
    switch (self, other) {
    case (.float(let a), .float(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
    default: return self == other
    }
  }

  /// The value as JSON Lines records write it: numbers as the other records write theirs
  /// (`17.16`, `0.0`, `3`), a non-finite number as `null`.
  package var json: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .unsigned(let value): return String(value)
    case .float(let value): return NumberFormat.json(value)
    case .double(let value): return NumberFormat.json(value)
    case .string(let value): return Self.quoted(value)
    case .list(let values): return "[" + values.map(\.json).joined(separator: ",") + "]"
    }
  }

  /// The value as the text output writes it: a whole number without a point (`0`, `100`),
  /// others with their shortest digits (`17.16`), strings quoted.
  package var text: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .unsigned(let value): return String(value)
    case .float(let value): return Self.text(Double(value), digits: value.description)
    case .double(let value): return Self.text(value, digits: value.description)
    case .string(let value): return Self.quoted(value)
    case .list(let values): return "[" + values.map(\.text).joined(separator: ", ") + "]"
    }
  }

  private static func quoted(_ value: String) -> String {
    var text = ""
    JSONEscaping.append(value, to: &text)
    return text
  }

  private static func text(_ value: Double, digits: String) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return digits
  }

  /// A scene's JSON value as a property value (numbers as `double`); nil for an object.
  init?(json value: JSONValue) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .double(number)
    case .string(let string): self = .string(string)
    case .array(let nodes):
      var values: [PropertyValue] = []
      for node in nodes {
        guard let element = PropertyValue(json: node.value) else { return nil }
        values.append(element)
      }
      self = .list(values)
    case .object: return nil
    }
  }
}
