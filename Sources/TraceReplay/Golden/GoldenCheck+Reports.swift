extension GoldenCheck.Result {
  /// The result as one line of JSON (without the newline), for `--results jsonl`:
  /// `{"type":"result","trace":...,"golden":...,"format":...,"status":...}` plus `message`,
  /// `pending`, `file`/`line`/`column` of a diagnostic and `diff` when there are some.
  package var jsonLine: String {
    var pairs: [(String, String)] = [
      ("type", "result"), ("trace", trace), ("golden", golden), ("format", format.rawValue),
      ("status", status.rawValue),
    ]
    if let message { pairs.append(("message", message)) }
    if let pending { pairs.append(("pending", pending)) }
    if let diff { pairs.append(("diff", diff)) }
    var line = "{"
    for (index, pair) in pairs.enumerated() {
      if index > 0 { line += "," }
      JSONEscaping.append(pair.0, to: &line)
      line += ":"
      JSONEscaping.append(pair.1, to: &line)
    }
    if let diagnostic {
      line += ",\"file\":"
      JSONEscaping.append(diagnostic.file, to: &line)
      if diagnostic.line > 0 { line += ",\"line\":\(diagnostic.line)" }
      if diagnostic.column > 0 { line += ",\"column\":\(diagnostic.column)" }
    }
    return line + "}"
  }

  /// The result as a JUnit test case: named after the golden, classed by the trace's folder.
  package var junitTestCase: JUnitReport.TestCase {
    let slash = trace.lastIndex(of: "/")
    let folder = slash.map { String(trace[..<$0]) } ?? "."
    let name = slash.map { String(trace[trace.index(after: $0)...]) } ?? trace
    let outcome: JUnitReport.TestCase.Outcome =
      switch status {
      case .passed, .recorded, .updated: .passed
      case .skipped: .skipped(message: message)
      case .failed: .failed(message: message ?? "failed", details: diff ?? "")
      case .error:
        .error(message: message ?? "error", details: diagnostic?.rendered(color: false) ?? "")
      }
    return JUnitReport.TestCase(
      name: "\(name) (\(format.rawValue))", classname: folder, file: trace, outcome: outcome)
  }
}

extension GoldenCheck.Summary {
  /// The summary as the last line of `--results jsonl`:
  /// `{"type":"summary","passed":N,"failed":N,"skipped":N,"recorded":N,"updated":N,
  /// "summary":"N passed, N failed"}`.
  package var jsonLine: String {
    var line = "{\"type\":\"summary\",\"passed\":\(passed),\"failed\":\(failed),\"skipped\":\(skipped),"
    line += "\"recorded\":\(recorded),\"updated\":\(updated),"
    line += "\"summary\":"
    JSONEscaping.append(self.line, to: &line)
    return line + "}"
  }
}

extension GoldenCheck {
  /// A JUnit report with one suite for the run and one case per result.
  package static func junitReport(_ results: [Result], name: String = "tracereplay check") -> JUnitReport {
    let suite = JUnitReport.TestSuite(name: name, testCases: results.map(\.junitTestCase))
    return JUnitReport(name: name, suites: [suite])
  }
}
