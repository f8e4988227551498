import Foundation

extension CGRect {
  /// Whether the rectangle contains `point` as CoreGraphics does: the minimum edges are inside,
  /// the maximum edges outside, and an empty or null rectangle contains nothing.
  public func containsHalfOpen(_ point: CGPoint) -> Bool {
    let rect = standardized
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return false }
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
      && point.y < rect.maxY
  }

  /// Whether the rectangle grown by `margin` on every side contains `point` (half-open): the
  /// same as `insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)`.
  func containsHalfOpen(_ point: CGPoint, grownBy margin: CGFloat) -> Bool {
    insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)
  }
}
