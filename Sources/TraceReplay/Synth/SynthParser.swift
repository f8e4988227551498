/// Parses synth script tokens into statements (see docs/synth.md for the grammar).
struct SynthParser {
  var file: String
  var lines: [Substring]
  var tokens: [SynthToken]
  var index = 0

  init(file: String, source: String) throws {
    self.file = file
    self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    self.tokens = try SynthLexer(file: file, source: source).tokens()
  }

  /// Every statement of the script, in order.
  mutating func parse() throws -> [SynthStatement] {
    var statements: [SynthStatement] = []
    while true {
      while peek.kind == .separator { index += 1 }
      if peek.kind == .end { return statements }
      statements.append(try statement())
      let next = peek
      guard next.kind == .separator || next.kind == .end else {
        throw error(at: next, "expected ';' or a new line after the statement, found \(describe(next))")
      }
    }
  }

  var peek: SynthToken { tokens[min(index, tokens.count - 1)] }

  mutating func advance() -> SynthToken {
    let token = peek
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  func describe(_ token: SynthToken) -> String {
    switch token.kind {
    case .separator where token.text == "end of line": return "end of line"
    case .end: return "end of script"
    default: return "'\(token.text)'"
    }
  }

  func sourceLine(_ line: Int) -> String? {
    line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
  }

  func error(at token: SynthToken, _ message: String, notes: [String] = []) -> Diagnostic {
    SynthDiagnostics.error(
      file: file, line: token.line, column: token.column,
      sourceLine: sourceLine(token.line), message, notes: notes)
  }

  static let keywords = [
    "tap", "double-tap", "press", "long-press", "drag", "pan", "swipe", "wait", "pinch",
    "two-finger-tap", "rate", "tap-duration",
  ]
}
