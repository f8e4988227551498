/// What an import produced: counts and the warnings met on the way.
package struct ImportSummary: Sendable, Equatable {
  /// Samples emitted.
  package var samples: Int
  /// Touches begun (each began sample starts one).
  package var touches: Int
  /// Non-fatal problems, such as touches still open at the end of the input.
  package var warnings: [Diagnostic]

  package init(samples: Int = 0, touches: Int = 0, warnings: [Diagnostic] = []) {
    self.samples = samples
    self.touches = touches
    self.warnings = warnings
  }
}
