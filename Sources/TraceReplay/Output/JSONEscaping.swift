/// JSON string escaping shared by every writer of JSON.
public enum JSONEscaping {
  /// Appends `value` as a quoted JSON string to `output`.
  public static func append(_ value: String, to output: inout String) {
    output += "\""
    var needsEscaping = false
    for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      needsEscaping = true
      break
    }
    guard needsEscaping else {
      output += value
      output += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// `value` as a quoted JSON string.
  public static func quoted(_ value: String) -> String {
    var result = ""
    append(value, to: &result)
    return result
  }
}
