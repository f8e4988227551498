import Foundation

extension UIScrollView {
  /// M4, M5 and M8: at the lift, the content moves on when the finger released a velocity or
  /// left it past an edge (or, paging, off its page): in display frames every 1/60 s from the
  /// lift, the first at the lift itself, until every axis comes to rest.
  func startMotion(releasing velocity: CGPoint) {
    endMotion(report: false)
    guard let application = lastApplication else { return }
    let kind: ScrollMotion.Kind =
      isPagingEnabled ? .paging : .decelerating(rate: decelerationRate.rawValue, bounces: bounces)
    var x: MotionAxis?
    var y: MotionAxis?
    if canScrollHorizontally {
      var axis = MotionAxis(offset: contentOffset.x, velocity: velocity.x, range: horizontalOffsetRange)
      if isPagingEnabled { axis.target = Self.pageTarget(axis, pageSize: bounds.width) }
      x = axis
    }
    if canScrollVertically {
      var axis = MotionAxis(offset: contentOffset.y, velocity: velocity.y, range: verticalOffsetRange)
      if isPagingEnabled { axis.target = Self.pageTarget(axis, pageSize: bounds.height) }
      y = axis
    }
    x = x.flatMap { Self.moves($0) ? $0 : nil }
    y = y.flatMap { Self.moves($0) ? $0 : nil }
    guard x != nil || y != nil else { return }
    let motion = ScrollMotion(kind: kind, start: application.currentTime, x: x, y: y)
    self.motion = motion
    application.movingScrollViews.append(self)
    showMotion(at: application.currentTime)
    motionRestToken = application.schedule(after: motion.restTime - application.currentTime) { [weak self] in
      self?.endMotion(report: true)
    }
  }

  /// Whether an axis has anywhere to go after the lift.
  private static func moves(_ axis: MotionAxis) -> Bool {
    if let target = axis.target { return axis.offset != target }
    return axis.velocity != 0 || axis.isPastEdge
  }

  /// M4, one frame of `dt` ms on one axis. In bounds the content moves v·r·(1 − r^dt)/(1 − r) and
  /// v ← v·r^dt [RE-SV §2], resting at the end of the first frame where |v| < 0.01 pt/ms [model
  /// default]. Past an edge the spring runs (M5). A step that would cross an edge moves freely up
  /// to it, for that fraction of the frame, and springs for the rest; without `bounces` the
  /// content stops at the edge. `math` gives the powers (`Support/ScrollMotion.swift`).
  static func decelerate(
    _ axis: inout MotionAxis, rate r: CGFloat, bounces: Bool, dt: CGFloat, math: MotionMath
  ) {
    if axis.isPastEdge {
      guard bounces else {
        axis.offset = axis.edge
        axis.isAtRest = true
        return
      }
      return spring(&axis, from: axis.edge, rate: r, dt: dt, math: math)
    }
    let step = axis.velocity * math.decayDistance(rate: r, dt: dt)
    let next = axis.offset + step
    if next < axis.range.lowerBound || next > axis.range.upperBound {
      let edge = next < axis.range.lowerBound ? axis.range.lowerBound : axis.range.upperBound
      guard bounces else {
        axis.offset = edge
        axis.velocity = 0
        axis.isAtRest = true
        return
      }
      let fraction = step == 0 ? 0 : (edge - axis.offset) / step
      axis.velocity *= math.power(r, fraction * dt)
      axis.offset = edge
      return spring(&axis, from: edge, rate: r, dt: (1 - fraction) * dt, math: math)
    }
    axis.offset = next
    axis.velocity *= math.power(r, dt)
    if abs(axis.velocity) < 0.01 { axis.isAtRest = true }
  }

  /// M6: the content shows the last frame at or before `time`.
  func showMotion(at time: TimeInterval) {
    guard var motion else { return }
    motion.advance(to: time)
    self.motion = motion
    bounds.origin = motion.offset(from: bounds.origin)
  }

  /// M6: the motion ends, at rest (at its rest frame) or caught by a touch (M7, at the touch's
  /// time): the content shows where it stopped, and one `scroll` record says so.
  func endMotion(report: Bool) {
    guard motion != nil, let application = lastApplication else { return }
    showMotion(at: application.currentTime)
    motion = nil
    if let token = motionRestToken { application.cancelScheduled(token) }
    motionRestToken = nil
    application.movingScrollViews.removeAll { $0 === self }
    if report { application.report(.scrolled(self, contentOffset: bounds.origin)) }
  }
}

extension UIApplication {
  /// M6: every moving scroll view shows the frame of the current time.
  func showMotionFrames() {
    for scrollView in movingScrollViews { scrollView.showMotion(at: currentTime) }
  }
}
