/// The explainer's number and name formatting: one decimal for every number in a sentence.
enum ExplainText {
  static func number(_ value: Double) -> String { NumberFormat.fixed(value, 1) }

  static func point(_ x: Double, _ y: Double) -> String { "(\(number(x)), \(number(y)))" }

  /// A control event as UIKit's documentation names it in prose: `TouchUpInside`.
  static func eventName(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.uppercased() + name.dropFirst()
  }

  static func value(_ value: RecordValue) -> String {
    switch value {
    case .float(let v): return number(Double(v))
    case .double(let v): return number(v)
    case .bool(let v): return v ? "true" : "false"
    case .int(let v): return String(v)
    }
  }

  static func valueData(_ value: RecordValue) -> ExplanationValue {
    switch value {
    case .float(let v): return .number(Double(v))
    case .double(let v): return .number(v)
    case .bool(let v): return .bool(v)
    case .int(let v): return .integer(v)
    }
  }
}
