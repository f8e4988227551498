/// A JSON value with ordered object keys, for writing scenes deterministically.
indirect enum SceneJSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([SceneJSON])
  case object([(key: String, value: SceneJSON)])

  static func == (a: SceneJSON, b: SceneJSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value as the parser read it, positions dropped and key order kept.
  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .number(let value): self = .number(value)
    case .string(let value): self = .string(value)
    case .array(let elements): self = .array(elements.map(SceneJSON.init))
    case .object(let members): self = .object(members.map { ($0.key, SceneJSON($0.node)) })
    }
  }

  /// The value on one line: `{"a": 1, "b": [1, 2]}`.
  var compact: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.number(value)
    case .string(let value): return JSONEscaping.quoted(value)
    case .array(let elements): return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.map { JSONEscaping.quoted($0.key) + ": " + $0.value.compact }.joined(separator: ", ")
        + "}"
    }
  }

  /// `value` as printed in a scene: integers without a fraction (`390`), others in the shortest
  /// form that reads back the same (`20.333333`, `-0.5`), never in exponent form.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = value.description
    guard text.contains("e") else { return text }
    return TraceWriter.format(value, decimals: 9)
  }
}
