import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A path of lines, arcs and curves. Stroking and filling draw nothing; the geometry is kept, so
/// `bounds` and `contains(_:)` answer as for the shape (arcs and curves as fine line segments), and
/// a control that hit-tests with its path gets the path's answer.
open class UIBezierPath {
  var geometry: PathGeometry

  /// The stroke width.
  open var lineWidth: CGFloat = 1
  /// How line ends are drawn.
  open var lineCapStyle: CGLineCap = .butt
  /// How line joins are drawn.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The miter limit.
  open var miterLimit: CGFloat = 10
  /// The flatness.
  open var flatness: CGFloat = 0.6
  /// Whether `contains(_:)` and fills use the even-odd rule instead of non-zero winding.
  open var usesEvenOddFillRule = false

  init(geometry: PathGeometry) {
    self.geometry = geometry
  }

  /// An empty path.
  public convenience init() {
    self.init(geometry: PathGeometry())
  }

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init(geometry: .rect(rect))
  }

  /// A closed ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(geometry: .oval(in: rect))
  }

  /// A closed rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(geometry: .roundedRect(rect, radii: CGSize(width: cornerRadius, height: cornerRadius)))
  }

  /// A closed rectangle with the given corners rounded.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init(geometry: .roundedRect(rect, radii: cornerRadii, corners: corners))
  }

  /// An open arc; `clockwise` as seen on screen.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    geometry.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with the geometry of `cgPath`.
  public convenience init(cgPath: CGPath) {
    #if canImport(CoreGraphics)
      self.init()
      cgPath.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: self.geometry.move(to: points[0])
        case .addLineToPoint: self.geometry.addLine(to: points[0])
        case .addQuadCurveToPoint: self.geometry.addQuadCurve(to: points[1], control: points[0])
        case .addCurveToPoint: self.geometry.addCurve(to: points[2], control1: points[0], control2: points[1])
        case .closeSubpath: self.geometry.close()
        @unknown default: break
        }
      }
    #else
      self.init(geometry: cgPath.geometry)
    #endif
  }

  open func move(to point: CGPoint) { geometry.move(to: point) }
  open func addLine(to point: CGPoint) { geometry.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    geometry.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    geometry.addQuadCurve(to: endPoint, control: controlPoint)
  }
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    geometry.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  open func close() { geometry.close() }
  open func removeAllPoints() { geometry = PathGeometry() }
  open func append(_ bezierPath: UIBezierPath) { geometry.append(bezierPath.geometry) }
  open func apply(_ transform: CGAffineTransform) { geometry.apply(transform) }

  /// The path reversed; the model keeps the same geometry (filling is unaffected).
  open func reversing() -> UIBezierPath {
    let copy = UIBezierPath(geometry: geometry)
    copy.lineWidth = lineWidth
    return copy
  }

  /// The last point added.
  open var currentPoint: CGPoint { geometry.currentPoint }
  /// Whether the path has no points.
  open var isEmpty: Bool { geometry.isEmpty }
  /// The smallest rectangle containing the path's points.
  open var bounds: CGRect { geometry.bounds }

  /// Whether `point` is inside the area the path encloses (each subpath taken as closed).
  open func contains(_ point: CGPoint) -> Bool {
    geometry.contains(point, evenOdd: usesEvenOddFillRule)
  }

  /// The path as Core Graphics keeps it.
  open var cgPath: CGPath {
    get {
      #if canImport(CoreGraphics)
        let path = CGMutablePath()
        for subpath in geometry.subpaths {
          guard let first = subpath.points.first else { continue }
          path.move(to: first)
          for point in subpath.points.dropFirst() { path.addLine(to: point) }
          if subpath.closed { path.closeSubpath() }
        }
        return path
      #else
        return CGPath(geometry: geometry)
      #endif
    }
    set {
      geometry = UIBezierPath(cgPath: newValue).geometry
    }
  }

  /// Fills the path; not recorded.
  open func fill() {}
  /// Strokes the path; not recorded.
  open func stroke() {}
  /// Fills with a blend mode; not recorded.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Strokes with a blend mode; not recorded.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Clips later drawing; not recorded.
  open func addClip() {}
  /// Sets a dash pattern; not recorded.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}
