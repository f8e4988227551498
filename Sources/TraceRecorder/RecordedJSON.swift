import Foundation

/// A JSON value with ordered object keys, written deterministically on one line: what the
/// recorder writes its trace and scene with (it needs no other library).
enum RecordedJSON: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([RecordedJSON])
  case object([Member])

  /// One `"key": value` of an object.
  struct Member: Equatable {
    var key: String
    var value: RecordedJSON
  }

  /// The value as JSON text without spaces: `{"id":"ok","frame":[20,700,350,50]}`.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += Self.number(value)
    case .string(let value): Self.quote(value, to: &out)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        Self.quote(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  /// A number in the shortest form that reads back the same (`390`, `20.333333333333332`,
  /// `-0.5`), never in exponent form; non-finite values as null.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    let text = value.description
    guard text.contains("e") else { return text }
    return fixed(value, decimals: 9)
  }

  /// `value` rounded to `decimals` places in plain notation, trailing zeros dropped (`0.016`).
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let units = (value * scale).rounded()
    guard abs(units) < 9e15 else { return value.description }
    let whole = Int64(units) / Int64(scale)
    var fraction = abs(Int64(units) % Int64(scale))
    let sign = units < 0 && whole == 0 ? "-" : ""
    guard fraction != 0 else { return sign + String(whole) + ".0" }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count)
      + fractionText
  }

  /// `value` as a JSON string literal.
  static func quote(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
