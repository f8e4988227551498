import Foundation

/// One axis of a scroll view's motion after the lift: where it is, how fast it moves (points
/// per millisecond, in the offset's direction), the offsets it rests within, and, when paging,
/// the page it settles on.
struct MotionAxis {
  var offset: CGFloat
  var velocity: CGFloat
  let range: ClosedRange<CGFloat>
  var target: CGFloat? = nil
  var isAtRest = false

  /// Whether the offset lies past one of the edges.
  var isPastEdge: Bool { offset < range.lowerBound || offset > range.upperBound }

  /// The edge the offset lies past (or the nearer one).
  var edge: CGFloat { offset < range.lowerBound ? range.lowerBound : range.upperBound }
}

/// The frame clock of a scroll view's motion (M6): display frames fall every 1/60 s from the
/// lift, the first at the lift itself, and each integrates 1000/60 ms of the rules in
/// `UIScrollView+Deceleration.swift`, `+Bouncing.swift` and `+Paging.swift`.
///
/// The frames are integrated lazily, only up to the time something looks at the content (an
/// event's hit test, a timer, the end): a motion costs work per frame only while it runs, and
/// a replay that never looks costs the frames of one probe, made at the lift to find the frame
/// where it comes to rest (about 2 µs per frame; a 2 s flick is 120 frames).
struct ScrollMotion {
  /// How an axis moves from frame to frame.
  enum Kind {
    case decelerating(rate: CGFloat, bounces: Bool)
    case paging
  }

  static let framesPerSecond: Double = 60
  /// The milliseconds a frame integrates.
  static let frameDuration = CGFloat(1000 / framesPerSecond)
  /// Beyond this many frames (10 minutes) a motion is stopped where it is.
  static let frameLimit = 36_000

  let kind: Kind
  /// The powers every frame asks for.
  let math: MotionMath
  /// The time of frame 0 (the lift).
  let start: TimeInterval
  var x: MotionAxis?
  var y: MotionAxis?
  /// The frames integrated so far.
  private(set) var framesDone = 0
  /// The frame at which every axis is at rest.
  private(set) var restFrame = 0

  init(kind: Kind, start: TimeInterval, x: MotionAxis?, y: MotionAxis?) {
    self.kind = kind
    switch kind {
    case .decelerating(let rate, _): math = MotionMath(rate: rate, frame: Self.frameDuration)
    case .paging:
      math = MotionMath(rate: UIScrollView.DecelerationRate.normal.rawValue, frame: Self.frameDuration)
    }
    self.start = start
    self.x = x
    self.y = y
    var probe = self
    while !probe.isAtRest && probe.framesDone < Self.frameLimit { probe.integrateFrame() }
    restFrame = max(0, probe.framesDone - 1)
  }

  var isAtRest: Bool { (x?.isAtRest ?? true) && (y?.isAtRest ?? true) }

  /// The time of the frame at which it comes to rest.
  var restTime: TimeInterval { start + Double(restFrame) / Self.framesPerSecond }

  /// Integrates the frames that fall at or before `time` (and not past the rest frame).
  mutating func advance(to time: TimeInterval) {
    guard time >= start - Scheduler.tolerance else { return }
    let due = min(Int(((time - start) * Self.framesPerSecond + 1e-6).rounded(.down)) + 1, restFrame + 1)
    while framesDone < due { integrateFrame() }
  }

  /// The offset shown now: `current` with each moving axis replaced.
  func offset(from current: CGPoint) -> CGPoint {
    CGPoint(x: x?.offset ?? current.x, y: y?.offset ?? current.y)
  }

  private mutating func integrateFrame() {
    x = x.map(integrate)
    y = y.map(integrate)
    framesDone += 1
  }

  /// One frame of one axis.
  private func integrate(_ axis: MotionAxis) -> MotionAxis {
    guard !axis.isAtRest else { return axis }
    var axis = axis
    switch kind {
    case .decelerating(let rate, let bounces):
      UIScrollView.decelerate(&axis, rate: rate, bounces: bounces, dt: Self.frameDuration, math: math)
    case .paging:
      UIScrollView.settleOnPage(&axis, dt: Self.frameDuration, math: math)
    }
    return axis
  }
}

/// The closed forms of the motion rules, for one motion: base^exponent and the decay integral.
///
/// Every frame of a motion integrates the same 1000/60 ms at the same rate, so the rules ask for
/// the same few powers every frame: r^dt, 0.99^dt, (r·0.99)^dt and r·(1 − r^dt)/(1 − r). They are
/// computed once, when the motion starts, and a query for them returns the number `pow` gave
/// then (so the path is bit for bit the one of a `pow` per query: the bench's outputs are
/// byte-identical); any other query (the part of a frame before or after an edge) calls `pow`.
/// Measured with callgrind on the first 100 k samples of the bench's motion trace (fast drags
/// over a table, 2,371 motions, `run --format jsonl`): the motions' frames took 71 M of 1,034 M
/// instructions with a `pow` per query (`pow` alone 45 M) and take 26 M of 988 M with this.
struct MotionMath {
  /// The rate and frame length whose powers are kept.
  let rate: CGFloat
  let frame: CGFloat
  private let rateOverFrame: CGFloat
  private let springOverFrame: CGFloat
  private let dampedOverFrame: CGFloat
  private let decayOverFrame: CGFloat

  init(rate: CGFloat, frame: CGFloat) {
    self.rate = rate
    self.frame = frame
    rateOverFrame = Self.pow(rate, frame)
    springOverFrame = Self.pow(0.99, frame)
    dampedOverFrame = Self.pow(rate * 0.99, frame)
    decayOverFrame = Self.decayIntegral(rate: rate, dt: frame)
  }

  /// base^exponent.
  func power(_ base: CGFloat, _ exponent: CGFloat) -> CGFloat {
    if exponent == frame {
      if base == rate { return rateOverFrame }
      if base == 0.99 { return springOverFrame }
      if base == rate * 0.99 { return dampedOverFrame }
    }
    return Self.pow(base, exponent)
  }

  /// How far a velocity of 1 pt/ms decaying by `rate` per ms carries the content in `dt` ms,
  /// integrated per millisecond: r·(1 − r^dt)/(1 − r), the sum of a geometric series; it does not
  /// depend on how the time is cut into frames.
  func decayDistance(rate r: CGFloat, dt: CGFloat) -> CGFloat {
    if r == rate && dt == frame { return decayOverFrame }
    return Self.decayIntegral(rate: r, dt: dt)
  }

  private static func pow(_ base: CGFloat, _ exponent: CGFloat) -> CGFloat {
    CGFloat(Foundation.pow(Double(base), Double(exponent)))
  }

  private static func decayIntegral(rate r: CGFloat, dt: CGFloat) -> CGFloat {
    guard r != 1 else { return dt }
    return r * (1 - pow(r, dt)) / (1 - r)
  }
}
