/// What an import produced: counts and the warnings met on the way.
public struct ImportSummary: Sendable, Equatable {
  /// Samples emitted.
  public var samples: Int
  /// Touches begun (each began sample starts one).
  public var touches: Int
  /// Non-fatal problems, such as touches still open at the end of the input.
  public var warnings: [Diagnostic]

  public init(samples: Int = 0, touches: Int = 0, warnings: [Diagnostic] = []) {
    self.samples = samples
    self.touches = touches
    self.warnings = warnings
  }
}
