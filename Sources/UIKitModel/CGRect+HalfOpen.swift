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
}
