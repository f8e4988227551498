extension UnifiedDiff {
  /// One line of a text, with whether it ended in a newline.
  struct Line: Equatable {
    var text: Substring
    var hasNewline: Bool
  }

  /// The unified diff from `old` to `new`; empty when the texts are equal.
  package func render(_ old: String, _ new: String) -> String {
    if old == new { return "" }
    let a = Self.lines(old)
    let b = Self.lines(new)
    let script = editScript(a, b)
    var output =
      paint("--- \(DiagnosticText.escaped(oldLabel))", "\u{1B}[1m") + "\n"
      + paint("+++ \(DiagnosticText.escaped(newLabel))", "\u{1B}[1m") + "\n"
    for hunk in hunks(script) {
      output += paint(header(hunk, script), "\u{1B}[36m") + "\n"
      for edit in script[hunk] {
        switch edit {
        case .equal(let i, _): output += line(" ", a[i], nil)
        case .delete(let i): output += line("-", a[i], "\u{1B}[31m")
        case .insert(let j): output += line("+", b[j], "\u{1B}[32m")
        }
      }
    }
    return output
  }

  /// Splits text into lines; a final line without a newline is kept and marked.
  static func lines(_ text: String) -> [Line] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    let endsWithNewline = parts.last == ""
    if endsWithNewline { parts.removeLast() }
    return parts.enumerated().map { offset, part in
      Line(text: part, hasNewline: offset < parts.count - 1 || endsWithNewline)
    }
  }

  private func paint(_ text: String, _ code: String?) -> String {
    guard color, let code else { return text }
    return code + text + "\u{1B}[0m"
  }

  /// A line of the diff; the text comes from a golden or a replay, so its control characters are
  /// escaped (a golden's line cannot retitle or clear the terminal).
  private func line(_ prefix: String, _ line: Line, _ code: String?) -> String {
    var text = paint(prefix + DiagnosticText.escaped(String(line.text)), code) + "\n"
    if !line.hasNewline { text += "\\ No newline at end of file\n" }
    return text
  }

  /// The ranges of the edit script shown as hunks, changes plus `context` lines around them.
  func hunks(_ script: [Edit]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in script.enumerated() where !edit.isEqual {
      let lower = max(0, index - context)
      let upper = min(script.count, index + context + 1)
      if let last = ranges.last, lower <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<upper
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  /// `@@ -start,count +start,count @@`, with `,1` left out and an empty range starting at the line before.
  private func header(_ hunk: Range<Int>, _ script: [Edit]) -> String {
    var oldBefore = 0
    var newBefore = 0
    for edit in script[..<hunk.lowerBound] {
      if edit.consumesOld { oldBefore += 1 }
      if edit.consumesNew { newBefore += 1 }
    }
    let oldCount = script[hunk].filter(\.consumesOld).count
    let newCount = script[hunk].filter(\.consumesNew).count
    return "@@ -\(Self.range(oldBefore, oldCount)) +\(Self.range(newBefore, newCount)) @@"
  }

  private static func range(_ before: Int, _ count: Int) -> String {
    switch count {
    case 0: return "\(before),0"
    case 1: return "\(before + 1)"
    default: return "\(before + 1),\(count)"
    }
  }
}
