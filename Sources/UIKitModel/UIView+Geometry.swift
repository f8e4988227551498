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
    var current: UIView = self
    while let parent = current.superview, !current.isWindow {
      result.x += current.frame.origin.x - current.bounds.origin.x
      result.y += current.frame.origin.y - current.bounds.origin.y
      current = parent
    }
    return result
  }
}
