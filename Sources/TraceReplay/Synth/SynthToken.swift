/// One lexical token of a synth script, with the 1-based line and column where it starts.
struct SynthToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// A word: keyword, view id, or dotted `id.anchor`.
    case word(String)
    /// A number, with its unit suffix (`s`, `ms`) when one was written.
    case number(Double, unit: String?)
    case arrow
    case leftParen
    case rightParen
    case comma
    case plus
    case at
    /// `;` or a newline.
    case separator
    case end
  }

  var kind: Kind
  /// The token as written, for messages.
  var text: String
  var line: Int
  var column: Int
}

extension SynthToken {
  /// Whether this token comes before `other` in the script.
  func isBefore(_ other: SynthToken) -> Bool { (line, column) < (other.line, other.column) }
}
