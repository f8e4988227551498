/// Turns a gesture script (docs/synth.md) into touch samples that form a valid trace.
///
/// With a resolver that replays (`SynthSceneReplay`), each gesture is replayed as soon as it is
/// made, so a later statement's targets are where the replay has left them.
package struct Synthesizer {
  /// The script's name, used in diagnostics.
  package var file: String
  package var resolver: any SynthTargetResolver

  package init(file: String, resolver: any SynthTargetResolver) {
    self.file = file
    self.resolver = resolver
  }

  /// Parses and runs `script`, returning samples with non-decreasing `t` and every touch closed.
  ///
  /// Throws a `Diagnostic` that points at the offending token.
  package func synthesize(_ script: String) throws -> [TouchSample] {
    var warnings: [Diagnostic] = []
    return try synthesize(script, warnings: &warnings)
  }

  /// Like `synthesize(_:)`, collecting the warnings: points that hit another view than the one
  /// the script names, or lie outside the window.
  package func synthesize(_ script: String, warnings: inout [Diagnostic]) throws -> [TouchSample] {
    var samples: [TouchSample] = []
    var found: [Diagnostic] = []
    try synthesize(script, emit: { samples.append($0) }, warn: { found.append($0) })
    warnings.append(contentsOf: found)
    return samples
  }

  /// Parses `script` whole (a syntax error emits nothing), then runs it, handing each sample to
  /// `emit` as soon as its gesture is made: only one gesture's samples (at most
  /// `maximumStepsPerGesture` steps) are ever held. A sample outside `run`'s limits (`TraceLimits`)
  /// is an error at the statement that made it, and so is a script that makes no sample. `warn`
  /// gets a warning for each gesture point that hits another view than the one it names (the
  /// touch would go there), or that lies outside the window, before that gesture's samples.
  package func synthesize(
    _ script: String, emit: (TouchSample) throws -> Void, warn: (Diagnostic) -> Void = { _ in }
  ) throws {
    var parser = try SynthParser(file: file, source: script)
    let statements = try parser.parse()
    var state = SynthState()
    var limits = TraceLimits()
    for statement in statements {
      // The scene as the replay has left it when this gesture begins.
      resolver.advance(to: state.cursor)
      try run(statement, in: &state, lines: parser.lines)
      try checkHits(statement, lines: parser.lines, warn: warn)
      for sample in state.samples {
        if let problem = limits.check(sample) {
          let line = statement.line <= parser.lines.count ? String(parser.lines[statement.line - 1]) : nil
          throw SynthDiagnostics.error(
            file: file, line: statement.line, column: statement.column, sourceLine: line,
            "this gesture makes a sample that 'run' rejects: \(problem)")
        }
        try emit(sample)
      }
      resolver.replay(state.samples)
      state.samples.removeAll(keepingCapacity: true)
    }
    if let problem = limits.endProblem {
      throw Diagnostic(file: file, message: problem, notes: ["the script makes no touches; add a gesture"])
    }
  }

  /// The script's trace as JSON Lines text: a header naming `scene` (omitted when nil), then samples
  /// (all held in memory: for tests and small scripts; `synthesize(_:emit:)` streams).
  package func traceText(_ script: String, scene: String?) throws -> String {
    TraceWriter().document(scene: scene, samples: try synthesize(script))
  }

  /// The most samples one gesture may produce, so a hostile script cannot exhaust memory.
  package static let maximumStepsPerGesture = 100_000
}
