/// Turns a gesture script (docs/synth.md) into touch samples that form a valid trace.
public struct Synthesizer {
  /// The script's name, used in diagnostics.
  public var file: String
  public var resolver: any SynthTargetResolver

  public init(file: String, resolver: any SynthTargetResolver) {
    self.file = file
    self.resolver = resolver
  }

  /// Parses and runs `script`, returning samples with non-decreasing `t` and every touch closed.
  ///
  /// Throws a `Diagnostic` that points at the offending token.
  public func synthesize(_ script: String) throws -> [TouchSample] {
    var parser = try SynthParser(file: file, source: script)
    let statements = try parser.parse()
    var state = SynthState()
    for statement in statements {
      try run(statement, in: &state, lines: parser.lines)
    }
    return state.samples
  }
}
