import Foundation

extension UIView {
  /// Converts `point` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    let origin = view.pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts `point` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    let origin = pointInRoot(.zero)
    return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// `point`, given in `superview`'s bounds coordinates, in this view's: less the frame origin,
  /// plus the bounds origin (a scrolled view's content offset).
  func convert(_ point: CGPoint, fromSuperview superview: UIView) -> CGPoint {
    let frame = self.frame
    let bounds = self.bounds
    return CGPoint(
      x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
  }

  /// `point` in the coordinates of the top of this view's hierarchy: the window's, when the view
  /// is in one. Each level adds the frame origin and subtracts the bounds origin.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView = self
    while !view.isWindow, let parent = view.superview {
      let frame = view.frame
      let bounds = view.bounds
      result.x += frame.origin.x - bounds.origin.x
      result.y += frame.origin.y - bounds.origin.y
      view = parent
    }
    return result
  }
}
