import Testing

@testable import TraceReplay

@Suite("Diagnostic rendering")
struct DiagnosticRenderingTests {
  @Test("colour marks error in bold red and warning in yellow")
  func colour() {
    let error = Diagnostic(file: "a.jsonl", line: 2, column: 3, message: "bad", sourceLine: "abcdef")
    let warning = Diagnostic(.warning, file: "a.jsonl", line: 2, message: "meh", notes: ["hint"])

    #expect(error.rendered(color: true) == "a.jsonl:2:3: \u{1B}[1;31merror\u{1B}[0m: bad\nabcdef\n  ^\n")
    #expect(
      warning.rendered(color: true)
        == "a.jsonl:2: \u{1B}[1;33mwarning\u{1B}[0m: meh\n\u{1B}[1;36mnote\u{1B}[0m: hint\n")
  }

  @Test("long lines are clipped around the column and the caret still lines up")
  func clipping() {
    let line = String(repeating: "a", count: 200) + "X" + String(repeating: "b", count: 200)
    let diagnostic = Diagnostic(file: "f", line: 1, column: 201, message: "here", sourceLine: line)

    let rendered = diagnostic.rendered(DiagnosticRenderOptions(maxSourceWidth: 20))

    #expect(
      rendered == """
        f:1:201: error: here
        ...aaaaaaaaaaXbbbbbbbbb...
                     ^

        """)
  }

  @Test("the start and the end of a long line are shown without an ellipsis on their own side")
  func clippingEdges() {
    let line = "X" + String(repeating: "a", count: 30)
    let start = Diagnostic(file: "f", line: 1, column: 1, message: "m", sourceLine: line)
    let end = Diagnostic(file: "f", line: 1, column: 32, message: "m", sourceLine: line)

    #expect(
      start.rendered(DiagnosticRenderOptions(maxSourceWidth: 10)) == "f:1:1: error: m\nXaaaaaaaaa...\n^\n")
    #expect(
      end.rendered(DiagnosticRenderOptions(maxSourceWidth: 10))
        == "f:1:32: error: m\n...aaaaaaaaaa\n             ^\n")
  }

  @Test("tabs, control characters and multi-byte characters keep the caret under the column")
  func unprintable() {
    let diagnostic = Diagnostic(file: "f", line: 1, column: 9, message: "m", sourceLine: "\té\u{1}🎉x")

    #expect(diagnostic.rendered() == "f:1:9: error: m\n é\u{FFFD}🎉x\n    ^\n")
  }

  @Test("a whole-file diagnostic has no line, and a path not in the message is appended")
  func wholeFileAndPath() {
    let diagnostic = Diagnostic(file: "s.json", message: "unknown class", path: "views[0].class")

    #expect(diagnostic.rendered() == "s.json: error: unknown class (at views[0].class)\n")
  }
}
