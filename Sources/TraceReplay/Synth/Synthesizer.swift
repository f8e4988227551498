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

  /// The script's trace as JSON Lines text: a header naming `scene` (omitted when nil), then samples.
  public func traceText(_ script: String, scene: String?) throws -> String {
    TraceWriter().document(scene: scene, samples: try synthesize(script))
  }

  /// The most samples one gesture may produce, so a hostile script cannot exhaust memory.
  public static let maximumStepsPerGesture = 100_000
}
