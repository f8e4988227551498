/// One parsed statement of a synth script.
struct SynthStatement: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case tap(SynthTarget)
    case doubleTap(SynthTarget)
    case longPress(SynthTarget, duration: Double)
    case drag([SynthTarget], pace: SynthPace, easing: SynthEasing)
    case swipe(SynthTarget, SynthDirection, distance: Double, pace: SynthPace)
    case wait(Double)
    case pinch(SynthTarget, outward: Bool, distance: Double, duration: Double)
    case twoFingerTap(SynthTarget)
    case rate(Int)
    case tapDuration(Double)
  }

  var kind: Kind
  var line: Int
  var column: Int
  /// The gesture's word as written (`press` or `long-press`, `pan` or `drag`), for messages.
  var keyword = ""
}
