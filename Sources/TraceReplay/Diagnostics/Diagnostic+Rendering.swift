extension Diagnostic {
  /// The diagnostic in compiler style: `file:line:col: error: message`, the source line, a caret, notes.
  ///
  /// Lines end with `\n`. The JSON `path`, when set and not already in the message, is appended as
  /// ` (at path)`. Control characters in the file name, the message and the notes are escaped
  /// (`\u{1B}`) and the message and each note are clipped to `DiagnosticText.maxMessageBytes`. Control characters and tabs in the source line are shown as U+FFFD and a space so the
  /// caret stays under the column; long lines are clipped to `maxSourceWidth` bytes with `...`.
  package func rendered(_ options: DiagnosticRenderOptions = DiagnosticRenderOptions()) -> String {
    var location = DiagnosticText.escaped(file)
    if line > 0 {
      location += ":\(line)"
      if column > 0 { location += ":\(column)" }
    }
    var text = message
    if let path, !path.isEmpty, !message.contains(path) { text += " (at \(path))" }
    text = DiagnosticText.clipped(text, maxBytes: DiagnosticText.maxMessageBytes)
    var out = "\(location): \(Self.label(severity.rawValue, color: options.color)): \(text)\n"
    if let sourceLine {
      var (excerpt, caretOffset) = Self.excerpt(
        sourceLine, column: column - sourceLineStart, width: options.maxSourceWidth)
      if sourceLineStart > 0 && !excerpt.hasPrefix("...") {
        excerpt = "..." + excerpt
        caretOffset += 3
      }
      if sourceLineIsCut && !excerpt.hasSuffix("...") { excerpt += "..." }
      out += excerpt + "\n"
      if column > 0 { out += String(repeating: " ", count: caretOffset) + "^\n" }
    }
    for note in notes {
      let shown = DiagnosticText.clipped(note, maxBytes: DiagnosticText.maxMessageBytes)
      out += "\(Self.label("note", color: options.color)): \(shown)\n"
    }
    for other in related { out += other.rendered(options) }
    return out
  }

  /// The diagnostic rendered with or without colour.
  public func rendered(color: Bool) -> String {
    rendered(DiagnosticRenderOptions(color: color))
  }

  private static func label(_ name: String, color: Bool) -> String {
    guard color else { return name }
    switch name {
    case "error": return "\u{1B}[1;31merror\u{1B}[0m"
    case "warning": return "\u{1B}[1;33mwarning\u{1B}[0m"
    default: return "\u{1B}[1;36m\(name)\u{1B}[0m"
    }
  }

  /// The printable excerpt of `line` and the number of display columns before the caret.
  static func excerpt(_ line: String, column: Int, width: Int) -> (String, Int) {
    let bytes = Array(line.utf8)
    let target = min(max(column - 1, 0), bytes.count)
    var start = 0
    var end = bytes.count
    let width = max(width, 8)
    if bytes.count > width {
      start = max(0, target - width / 2)
      end = min(bytes.count, start + width)
      start = max(0, end - width)
      while start > 0 && start < bytes.count && bytes[start] & 0xC0 == 0x80 { start += 1 }
      while end < bytes.count && end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
    }
    var shown = start > 0 ? "..." : ""
    var caret = shown.count
    var offset = start
    let window = String(decoding: bytes[start..<end], as: UTF8.self)
    for scalar in window.unicodeScalars {
      let value = scalar.value
      if value == 0x09 {
        shown.unicodeScalars.append(" ")
      } else if value < 0x20 || (value >= 0x7F && value < 0xA0) {
        shown.unicodeScalars.append("\u{FFFD}")
      } else {
        shown.unicodeScalars.append(scalar)
      }
      if offset < target { caret += 1 }
      offset += UTF8.width(scalar)
    }
    if end < bytes.count { shown += "..." }
    return (shown, caret)
  }
}
