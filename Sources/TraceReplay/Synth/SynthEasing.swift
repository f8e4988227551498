/// How progress along a drag is spread over its duration.
enum SynthEasing: String, Sendable, CaseIterable {
  case linear
  case easeIn = "in"
  case easeOut = "out"
  case easeInOut = "in-out"

  /// Progress (0...1) at time fraction `s` (0...1).
  func apply(_ s: Double) -> Double {
    switch self {
    case .linear: return s
    case .easeIn: return s * s
    case .easeOut: return 1 - (1 - s) * (1 - s)
    case .easeInOut: return s < 0.5 ? 2 * s * s : 1 - 2 * (1 - s) * (1 - s)
    }
  }
}
