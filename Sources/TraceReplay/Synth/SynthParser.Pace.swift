extension SynthParser {
  /// A moving gesture's `over D` or `at V pt/s`: the last one written counts, and writing both is
  /// an error at the second.
  struct Pace {
    var value: SynthPace
    /// Where the `over` or `at` that counts was written.
    var token: SynthToken?
    /// Where `at` was written, when the pace is a speed.
    var speedToken: SynthToken? { value.isSpeed ? token : nil }

    init(default duration: Double) { value = .duration(duration) }

    /// Takes `over D` or `at V pt/s` when one comes next.
    mutating func parse(_ parser: inout SynthParser) throws -> Bool {
      guard case .word(let word) = parser.peek.kind, word == "over" || word == "at" else { return false }
      let next = parser.advance()
      if let token, case .word(let first) = token.kind, first != word {
        throw parser.error(
          at: next,
          "'\(word)' cannot follow '\(first)': give a duration ('over') or a speed ('at'), not both")
      }
      token = next
      value =
        word == "over" ? .duration(try parser.duration(after: "over")) : .speed(try parser.speed(after: "at"))
      return true
    }
  }
}
