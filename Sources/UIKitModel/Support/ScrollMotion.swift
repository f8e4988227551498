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
      UIScrollView.decelerate(&axis, rate: rate, bounces: bounces, dt: Self.frameDuration)
    case .paging:
      UIScrollView.settleOnPage(&axis, dt: Self.frameDuration)
    }
    return axis
  }
}

/// The closed forms of the motion rules.
enum MotionMath {
  /// base^exponent.
  static func power(_ base: CGFloat, _ exponent: CGFloat) -> CGFloat {
    CGFloat(Foundation.pow(Double(base), Double(exponent)))
  }

  /// How far a velocity of 1 pt/ms decaying by `rate` per ms carries the content in `dt` ms,
  /// integrated per millisecond: r·(1 − r^dt)/(1 − r), the sum of a geometric series; it does not
  /// depend on how the time is cut into frames.
  static func decayDistance(rate r: CGFloat, dt: CGFloat) -> CGFloat {
    guard r != 1 else { return dt }
    return r * (1 - power(r, dt)) / (1 - r)
  }
}
