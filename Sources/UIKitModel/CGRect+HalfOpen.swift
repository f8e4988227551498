import Foundation

extension CGRect {
  /// Whether the rectangle contains `point` as CoreGraphics does: the rectangle is standardized
  /// (a negative width or height runs back from the origin), the minimum edges are inside, the
  /// maximum edges outside, and an empty or null rectangle contains nothing.
  package func containsHalfOpen(_ point: CGPoint) -> Bool {
    let width = abs(size.width)
    let height = abs(size.height)
    // Empty, NaN or null (whose origin is infinite): nothing is inside.
    guard width > 0, height > 0, origin.x.isFinite, origin.y.isFinite else { return false }
    let minX = size.width < 0 ? origin.x + size.width : origin.x
    let minY = size.height < 0 ? origin.y + size.height : origin.y
    return point.x >= minX && point.x < minX + width && point.y >= minY && point.y < minY + height
  }

  /// Whether the rectangle grown by `margin` on every side contains `point` (half-open): the
  /// same as `insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)`.
  func containsHalfOpen(_ point: CGPoint, grownBy margin: CGFloat) -> Bool {
    // As `insetBy` does: the null rectangle stays null, the rectangle is standardized and grown,
    // and one grown to a negative size is null.
    guard origin.x.isFinite, origin.y.isFinite else { return false }
    let minX = (size.width < 0 ? origin.x + size.width : origin.x) - margin
    let minY = (size.height < 0 ? origin.y + size.height : origin.y) - margin
    let width = abs(size.width) + 2 * margin
    let height = abs(size.height) + 2 * margin
    guard width > 0, height > 0 else { return false }
    return point.x >= minX && point.x < minX + width && point.y >= minY && point.y < minY + height
  }
}
