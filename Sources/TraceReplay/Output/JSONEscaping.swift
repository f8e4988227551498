/// JSON string escaping shared by every writer of JSON.
package enum JSONEscaping {
  /// Appends `value` as a quoted JSON string to `output`.
  package static func append(_ value: String, to output: inout String) {
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

  /// Whether any of the eight bytes of `word` may need escaping: a control character, `"` or
  /// `\`. Never false when one does (it may be true when none does: the caller then takes the
  /// slow path, with the same result).
  @inline(__always)
  static func mayNeedEscaping(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 borrows into its high bit when 0x20 is taken from it; the lowest such
    // byte does so whatever the bytes below it, and a byte at or above 0x80 is masked out. A
    // byte equal to `"` or `\` is a zero byte after the xor, found the same way.
    let control = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let equal = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
    return (control | equal) & highBits != 0
  }

  /// `value` as a quoted JSON string.
  package static func quoted(_ value: String) -> String {
    var result = ""
    append(value, to: &result)
    return result
  }
}
