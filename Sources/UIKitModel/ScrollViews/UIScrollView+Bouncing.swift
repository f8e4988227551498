import Foundation

extension UIScrollView {
  /// M2, the rubber band [RE-SV], [RUB]: an offset the finger would take x points past an edge
  /// is shown s·(1 − 1/(1 + 0.55·x/s)) past it, s being the view's size on that axis.
  static func rubberBand(_ proposed: CGFloat, _ range: ClosedRange<CGFloat>, size s: CGFloat) -> CGFloat {
    guard s > 0 else { return min(max(proposed, range.lowerBound), range.upperBound) }
    if proposed < range.lowerBound {
      let x = range.lowerBound - proposed
      return range.lowerBound - s * (1 - 1 / (1 + 0.55 * x / s))
    }
    if proposed > range.upperBound {
      let x = proposed - range.upperBound
      return range.upperBound + s * (1 - 1 / (1 + 0.55 * x / s))
    }
    return proposed
  }

  /// The inverse of `rubberBand`: the finger's offset that shows `shown` (M2, a drag caught
  /// past an edge; model default).
  static func unRubberBand(_ shown: CGFloat, _ range: ClosedRange<CGFloat>, size s: CGFloat) -> CGFloat {
    guard s > 0 else { return shown }
    if shown < range.lowerBound {
      let d = min(range.lowerBound - shown, s * 0.999_999)
      return range.lowerBound - (s / 0.55) * d / (s - d)
    }
    if shown > range.upperBound {
      let d = min(shown - range.upperBound, s * 0.999_999)
      return range.upperBound + (s / 0.55) * d / (s - d)
    }
    return shown
  }

  /// M5, the spring past an edge, over `dt` ms [RE-SV]: with d = offset − edge,
  /// d ← 0.99^dt·d + v·r·0.99^dt·(1 − r^dt)/(1 − r) and v ← v·(r·0.99)^dt. It comes to rest
  /// when |d| < 0.5 and |v| < 0.01, snapped to the edge.
  static func spring(
    _ axis: inout MotionAxis, from edge: CGFloat, rate r: CGFloat, dt: CGFloat, math: MotionMath
  ) {
    let pull = math.power(0.99, dt)
    let d = axis.offset - edge
    axis.offset = edge + pull * d + axis.velocity * pull * math.decayDistance(rate: r, dt: dt)
    axis.velocity *= math.power(r * 0.99, dt)
    let past = axis.offset - edge
    if abs(past) < 0.5 && abs(axis.velocity) < 0.01
      && (axis.offset < axis.range.lowerBound
        || axis.offset > axis.range.upperBound || axis.offset == edge)
    {
      axis.offset = edge
      axis.isAtRest = true
    }
  }
}
