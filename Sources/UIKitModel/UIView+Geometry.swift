import Foundation

extension UIView {
  /// Converts `point` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let offset = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
  }

  /// Converts `point` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let offset = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - offset.x, y: inRoot.y - offset.y)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// `point` in the coordinates of the top of this view's hierarchy: the window's, when the view
  /// is in one. Each level adds the frame origin and subtracts the bounds origin.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    // The walk holds no references of its own: each view is kept alive by its superview (and
    // this one by the caller), so retaining each one visited would only cost time.
    var next = Self.addOffset(of: self, to: &result)
    while let view = next {
      next = view._withUnsafeGuaranteedRef { Self.addOffset(of: $0, to: &result) }
    }
    return result
  }

  /// Adds `view`'s offset in its superview to `point` and returns the superview, unretained;
  /// at the top of the hierarchy (a window, or a view without a superview) adds nothing and
  /// returns nil.
  @inline(__always)
  private static func addOffset(of view: UIView, to point: inout CGPoint) -> Unmanaged<UIView>? {
    guard !view.isWindow, let parent = view.superviewReference else { return nil }
    let frame = view.geometryFrame
    let bounds = view.geometryBounds
    point.x += frame.origin.x - bounds.origin.x
    point.y += frame.origin.y - bounds.origin.y
    return parent
  }
}
