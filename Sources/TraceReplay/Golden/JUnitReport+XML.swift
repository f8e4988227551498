extension JUnitReport {
  /// The report as an XML 1.0 document, ending in a newline.
  package func xml() -> String {
    let all = suites.flatMap(\.testCases)
    let totals = JUnitReport.TestSuite(name: name, testCases: all, time: suites.map(\.time).reduce(0, +))
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    lines.append("<testsuites \(Self.counts(totals))>")
    for suite in suites {
      lines.append("  <testsuite \(Self.counts(suite))>")
      for testCase in suite.testCases {
        lines += Self.element(testCase)
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func counts(_ suite: TestSuite) -> String {
    let failures = suite.count { if case .failed = $0 { true } else { false } }
    let errors = suite.count { if case .error = $0 { true } else { false } }
    let skipped = suite.count { if case .skipped = $0 { true } else { false } }
    return attributes([
      ("name", suite.name), ("tests", "\(suite.testCases.count)"), ("failures", "\(failures)"),
      ("errors", "\(errors)"), ("skipped", "\(skipped)"), ("time", seconds(suite.time)),
    ])
  }

  private static func element(_ testCase: TestCase) -> [String] {
    var pairs = [("name", testCase.name), ("classname", testCase.classname)]
    if let file = testCase.file { pairs.append(("file", file)) }
    pairs.append(("time", seconds(testCase.time)))
    let open = "    <testcase \(attributes(pairs))"
    switch testCase.outcome {
    case .passed:
      return [open + "/>"]
    case .failed(let message, let details), .error(let message, let details):
      let tag = if case .failed = testCase.outcome { "failure" } else { "error" }
      return [
        open + ">",
        "      <\(tag) \(attributes([("message", message)]))>\(escapeText(details))</\(tag)>",
        "    </testcase>",
      ]
    case .skipped(let message):
      let skipped = message.map { "<skipped \(attributes([("message", $0)]))/>" } ?? "<skipped/>"
      return [open + ">", "      " + skipped, "    </testcase>"]
    }
  }

  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0)=\"\(escapeAttribute($0.1))\"" }.joined(separator: " ")
  }

  /// Seconds with three decimals, independent of locale; negative and non-finite times become 0.
  static func seconds(_ time: Double) -> String {
    let milliseconds = time.isFinite && time > 0 && time < 1e12 ? Int((time * 1000).rounded()) : 0
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// Escapes text for an attribute value, keeping tabs and line breaks as character references.
  static func escapeAttribute(_ text: String) -> String {
    escape(text) { scalar in
      switch scalar {
      case "\"": "&quot;"
      case "'": "&apos;"
      case "\n": "&#10;"
      case "\r": "&#13;"
      case "\t": "&#9;"
      default: nil
      }
    }
  }

  /// Escapes text for element content.
  static func escapeText(_ text: String) -> String {
    escape(text) { $0 == "\r" ? "&#13;" : nil }
  }

  /// Escapes `&`, `<`, `>` and what `extra` names; replaces characters XML 1.0 forbids with U+FFFD.
  private static func escape(_ text: String, extra: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = extra(scalar) {
        result += replacement
        continue
      }
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
