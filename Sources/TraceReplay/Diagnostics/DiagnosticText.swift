/// Makes text from an input safe and short for a message: control characters are escaped, Swift
/// style (`\u{1B}`), so a value cannot retitle or clear a terminal, and long values are clipped.
package enum DiagnosticText {
  /// The longest value quoted in a message, in bytes, before it is clipped with `...`.
  package static let maxValueBytes = 80
  /// The longest message, in bytes, before it is clipped with `...`.
  package static let maxMessageBytes = 1_000

  /// `text` with every C0 and C1 control character and DEL written as `\u{XX}`.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` escaped, clipped to `maxBytes` (on a character boundary) with `...`.
  package static func clipped(_ text: String, maxBytes: Int) -> String {
    let safe = escaped(text)
    guard safe.utf8.count > maxBytes else { return safe }
    var kept = ""
    var bytes = 0
    for character in safe {
      let width = character.utf8.count
      if bytes + width > maxBytes { break }
      kept.append(character)
      bytes += width
    }
    return kept + "..."
  }

  /// `'text'`, escaped and clipped to `maxValueBytes`.
  package static func quoted(_ text: String) -> String {
    "'" + clipped(text, maxBytes: maxValueBytes) + "'"
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }
}
