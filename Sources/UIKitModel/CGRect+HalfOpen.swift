import Foundation

extension CGRect {
  /// Whether the rectangle contains `point` as CoreGraphics does: the minimum edges are inside,
  /// the maximum edges outside, and an empty or null rectangle contains nothing.
  @inline(__always)
  public func containsHalfOpen(_ point: CGPoint) -> Bool {
    // A rectangle of positive size at a finite origin (nearly every one) is already standard
    // and not null: compare its fields directly, without Foundation's computed properties.
    // This test is inlined where it is used; any other rectangle takes the call below.
    if hasPlainHalfOpenTest { return plainContainsHalfOpen(point) }
    return containsHalfOpenInGeneral(point)
  }

  /// Whether the rectangle has a positive size at a finite origin: then it is standard and not
  /// null, and `containsHalfOpen(_:)` is `plainContainsHalfOpen(_:)`.
  @inline(__always)
  var hasPlainHalfOpenTest: Bool {
    size.width > 0 && size.height > 0 && origin.x.native.isFinite && origin.y.native.isFinite
  }

  /// `containsHalfOpen(_:)` for a rectangle of which `hasPlainHalfOpenTest` is true (a caller
  /// that knows it, as a view does of its bounds, skips the test).
  @inline(__always)
  func plainContainsHalfOpen(_ point: CGPoint) -> Bool {
    let x = origin.x
    let y = origin.y
    return point.x >= x && point.x < x + size.width && point.y >= y && point.y < y + size.height
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
