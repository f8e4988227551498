/// How fast a moving gesture goes: over a duration, or at a speed along its path.
enum SynthPace: Sendable, Equatable {
  /// `over D`: the moves are spread over D seconds.
  case duration(Double)
  /// `at V pt/s`: the finger moves at V points per second along the path.
  case speed(Double)
}

extension SynthPace {
  /// Whether this is `at V pt/s`.
  var isSpeed: Bool {
    if case .speed = self { return true }
    return false
  }
}
