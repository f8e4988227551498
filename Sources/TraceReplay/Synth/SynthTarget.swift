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
