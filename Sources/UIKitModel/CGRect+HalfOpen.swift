import Foundation

extension CGRect {
  /// Whether the rectangle contains `point` as CoreGraphics does: the minimum edges are inside,
  /// the maximum edges outside, and an empty or null rectangle contains nothing.
  @inline(__always)
  public func containsHalfOpen(_ point: CGPoint) -> Bool {
    // A rectangle of positive size at a finite origin (nearly every one) is already standard
    // and not null: compare its fields directly, without Foundation's computed properties.
    // This test is inlined where it is used; any other rectangle takes the call below.
    let x = origin.x
    let y = origin.y
    let width = size.width
    let height = size.height
    if width > 0, height > 0, x.native.isFinite, y.native.isFinite {
      return point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
    return containsHalfOpenInGeneral(point)
  }

  /// `containsHalfOpen(_:)` for any rectangle: standardized first, empty and null ones contain
  /// nothing.
  @inline(never)
  func containsHalfOpenInGeneral(_ point: CGPoint) -> Bool {
    let rect = standardized
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return false }
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY
      && point.y < rect.maxY
  }

  /// Whether the rectangle grown by `margin` on every side contains `point` (half-open): the
  /// same as `insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)`.
  @inline(__always)
  func containsHalfOpen(_ point: CGPoint, grownBy margin: CGFloat) -> Bool {
    guard margin >= 0, margin.isFinite, size.width >= 0, size.height >= 0 else {
      return containsHalfOpenInGeneral(point, grownBy: margin)
    }
    // Standard already, so insetting moves the origin by -margin and grows the size by twice it.
    let grown = CGRect(
      x: origin.x - margin, y: origin.y - margin, width: size.width + 2 * margin,
      height: size.height + 2 * margin)
    return grown.containsHalfOpen(point)
  }

  /// `containsHalfOpen(_:grownBy:)` for a negative or non-finite margin, or a rectangle of
  /// negative size: through Foundation's `insetBy`.
  @inline(never)
  func containsHalfOpenInGeneral(_ point: CGPoint, grownBy margin: CGFloat) -> Bool {
    insetBy(dx: -margin, dy: -margin).containsHalfOpen(point)
  }
}
