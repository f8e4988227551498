import Foundation

extension UIScrollView {
  /// M8: the page a paging scroll view settles on, per axis, the page being the view's size:
  /// the next one for a positive release velocity, the previous one for a negative one, the
  /// nearest without one (one page per flick at most [model default]), clamped to the content.
  static func pageTarget(_ axis: MotionAxis, pageSize: CGFloat) -> CGFloat? {
    guard pageSize > 0 else { return nil }
    let position = axis.offset / pageSize
    let page: CGFloat
    if axis.velocity > 0 {
      page = position.rounded(.down) + 1
    } else if axis.velocity < 0 {
      page = position.rounded(.up) - 1
    } else {
      page = (position + 0.5).rounded(.down)
    }
    return min(max(page * pageSize, axis.range.lowerBound), axis.range.upperBound)
  }

  /// M8, one frame of `dt` ms of the settle: the distance to the page shrinks by 0.99 per ms,
  /// the release velocity unused; at rest under half a point, on the page [model default].
  static func settleOnPage(_ axis: inout MotionAxis, dt: CGFloat, math: MotionMath) {
    guard let target = axis.target else {
      axis.isAtRest = true
      return
    }
    axis.offset = target + (axis.offset - target) * math.power(0.99, dt)
    if abs(axis.offset - target) < 0.5 {
      axis.offset = target
      axis.isAtRest = true
    }
  }
}
