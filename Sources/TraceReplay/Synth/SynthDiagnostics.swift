/// Builds the synth layer's error diagnostics.
enum SynthDiagnostics {
  static func error(
    file: String, line: Int, column: Int, sourceLine: String?, _ message: String,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(
      .error, file: file, line: line, column: column, message: message,
      sourceLine: sourceLine, notes: notes)
  }
}
