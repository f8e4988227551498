import Foundation

/// UIKit's coordinate conversions, with the view's `transform` applied about its centre
/// ([A:uiview/transform], [A:uiview/hittest(_:with:)]).
///
/// - A point `q` in a view's bounds coordinates is `L·(q − bounds centre) + (tx, ty) + center`
///   in its superview's, where `L` is the matrix [[a, c], [b, d]]; going down inverts that:
///   `L⁻¹·(p − center − (tx, ty)) + bounds centre`. With the identity this is the frame origin
///   less the bounds origin (a scrolled view's content offset).
/// - A transform with no inverse (a zero scale) maps every point of the superview to the bounds
///   centre, and hit-testing never hits such a view (`UIView+HitTesting.swift`).
/// - `frame` is the smallest rectangle enclosing the transformed bounds.
extension UIView {
  /// Converts `point` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts `point` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromRoot(view?.pointInRoot(point) ?? point)
  }

  /// Converts `rect` from this view's bounds coordinates to `view`'s (nil: the window's).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts `rect` from `view`'s bounds coordinates (nil: the window's) to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Whether the transform has an inverse (its determinant is not zero).
  var isTransformInvertible: Bool { transform.a * transform.d - transform.b * transform.c != 0 }

  /// `point`, given in `superview`'s bounds coordinates, in this view's.
  func convert(_ point: CGPoint, fromSuperview superview: UIView) -> CGPoint {
    let bounds = self.bounds
    let t = transform
    guard !t.isIdentity else {
      let frame = untransformedFrame
      return CGPoint(
        x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
    }
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0 else { return CGPoint(x: bounds.midX, y: bounds.midY) }
    let center = self.center
    let dx = point.x - center.x - t.tx
    let dy = point.y - center.y - t.ty
    return CGPoint(
      x: (t.d * dx - t.c * dy) / determinant + bounds.midX,
      y: (t.a * dy - t.b * dx) / determinant + bounds.midY)
  }

  /// `point`, given in this view's bounds coordinates, in its superview's.
  func convertToSuperview(_ point: CGPoint) -> CGPoint {
    let bounds = self.bounds
    let t = transform
    guard !t.isIdentity else {
      let frame = untransformedFrame
      return CGPoint(
        x: point.x + frame.origin.x - bounds.origin.x, y: point.y + frame.origin.y - bounds.origin.y)
    }
    let center = self.center
    let qx = point.x - bounds.midX
    let qy = point.y - bounds.midY
    return CGPoint(x: t.a * qx + t.c * qy + t.tx + center.x, y: t.b * qx + t.d * qy + t.ty + center.y)
  }

  /// `point` in the coordinates of the top of this view's hierarchy: the window's, when the view
  /// is in one.
  func pointInRoot(_ point: CGPoint) -> CGPoint {
    var result = point
    var view: UIView = self
    while !view.isWindow, let parent = view.superview {
      result = view.convertToSuperview(result)
      view = parent
    }
    return result
  }

  /// `point`, given in the coordinates of the top of this view's hierarchy, in this view's.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    guard !isWindow, let parent = superview else { return point }
    return convert(parent.pointFromRoot(point), fromSuperview: parent)
  }

  /// The smallest rectangle enclosing the bounds once transformed about the centre: UIKit's
  /// `frame` under a transform.
  var transformedBoundingBox: CGRect {
    let t = transform
    let size = bounds.size
    let center = self.center
    let width = abs(t.a) * size.width + abs(t.c) * size.height
    let height = abs(t.b) * size.width + abs(t.d) * size.height
    return CGRect(
      x: center.x + t.tx - width / 2, y: center.y + t.ty - height / 2, width: width, height: height)
  }
}
