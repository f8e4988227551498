/// One parsed statement of a synth script.
struct SynthStatement: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case tap(SynthTarget)
    case doubleTap(SynthTarget)
    case longPress(SynthTarget, duration: Double)
    case drag([SynthTarget], duration: Double, easing: SynthEasing)
    case swipe(SynthTarget, SynthDirection, distance: Double, duration: Double)
    case wait(Double)
    case pinch(SynthTarget, outward: Bool, distance: Double, duration: Double)
    case twoFingerTap(SynthTarget)
    case rate(Int)
    case tapDuration(Double)
  }

  var kind: Kind
  var line: Int
  var column: Int
}

/// Where a gesture happens, as written: resolved against the scene when the trace is generated.
struct SynthTarget: Sendable, Equatable {
  enum Base: Sendable, Equatable {
    case point(Double, Double)
    /// A view id, possibly `id.anchor`; split when resolving since ids may contain dots.
    case view(String)
  }

  enum Adjustment: Sendable, Equatable {
    case none
    case offset(Double, Double)
    case relative(Double, Double)
  }

  var base: Base
  var adjustment: Adjustment
  var line: Int
  var column: Int
}

/// A swipe direction.
enum SynthDirection: String, Sendable, CaseIterable {
  case left, right, up, down
}

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
