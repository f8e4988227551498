import Foundation

/// A path as straight segments: arcs and curves flattened, so that `bounds` and `contains` can be
/// computed. The mechanism behind `UIBezierPath` and the model's `CGPath`.
struct PathGeometry: Equatable, Sendable {
  /// The subpaths, each a polyline; `closed` marks those closed with `close()`.
  var subpaths: [(points: [CGPoint], closed: Bool)] = []

  static func == (lhs: PathGeometry, rhs: PathGeometry) -> Bool {
    lhs.subpaths.count == rhs.subpaths.count
      && zip(lhs.subpaths, rhs.subpaths).allSatisfy { $0.points == $1.points && $0.closed == $1.closed }
  }

  /// Segments per flattened curve and per quarter circle.
  static let curveSteps = 16

  var currentPoint: CGPoint { subpaths.last?.points.last ?? .zero }
  var isEmpty: Bool { subpaths.allSatisfy { $0.points.isEmpty } }

  mutating func move(to point: CGPoint) {
    subpaths.append((points: [point], closed: false))
  }

  mutating func addLine(to point: CGPoint) {
    if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { move(to: currentPoint) }
    subpaths[subpaths.count - 1].points.append(point)
  }

  mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    let start = currentPoint
    for step in 1...Self.curveSteps {
      let t = CGFloat(step) / CGFloat(Self.curveSteps)
      let u = 1 - t
      let x =
        u * u * u * start.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * end.x
      let y =
        u * u * u * start.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * end.y
      addLine(to: CGPoint(x: x, y: y))
    }
  }

  mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    let start = currentPoint
    for step in 1...Self.curveSteps {
      let t = CGFloat(step) / CGFloat(Self.curveSteps)
      let u = 1 - t
      addLine(
        to: CGPoint(
          x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
          y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
    }
  }

  /// An arc in UIKit's screen sense: angles from the positive x axis, `clockwise` on screen
  /// (increasing angle, y down). Starts with a line from the current point, as UIKit's does.
  mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    let fullTurn = 2 * CGFloat.pi
    if clockwise {
      while sweep < 0 { sweep += fullTurn }
    } else {
      while sweep > 0 { sweep -= fullTurn }
    }
    let start = CGPoint(
      x: center.x + radius * CGFloat(cos(Double(startAngle))),
      y: center.y + radius * CGFloat(sin(Double(startAngle))))
    if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { move(to: start) } else { addLine(to: start) }
    let steps = max(1, Int((abs(sweep) / (CGFloat.pi / 2) * CGFloat(Self.curveSteps)).rounded(.up)))
    for step in 1...steps {
      let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
      addLine(
        to: CGPoint(
          x: center.x + radius * CGFloat(cos(Double(angle))),
          y: center.y + radius * CGFloat(sin(Double(angle)))))
    }
  }

  mutating func close() {
    guard !subpaths.isEmpty else { return }
    subpaths[subpaths.count - 1].closed = true
  }

  mutating func append(_ other: PathGeometry) {
    subpaths += other.subpaths
  }

  mutating func apply(_ transform: CGAffineTransform) {
    for index in subpaths.indices {
      subpaths[index].points = subpaths[index].points.map { $0.applying(transform) }
    }
  }

  /// The smallest rectangle containing every point (`.null` for an empty path).
  var bounds: CGRect { CGRect.boundingBox(of: subpaths.flatMap(\.points)) }

  /// Whether `point` is inside the filled path: every subpath closed, by the non-zero winding rule
  /// (or even-odd).
  func contains(_ point: CGPoint, evenOdd: Bool = false) -> Bool {
    var winding = 0
    for subpath in subpaths where subpath.points.count > 2 {
      let points = subpath.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  // The standard shapes.

  static func rect(_ rect: CGRect) -> PathGeometry {
    var path = PathGeometry()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.close()
    return path
  }

  static func oval(in rect: CGRect) -> PathGeometry {
    var path = PathGeometry()
    let steps = 4 * curveSteps
    for step in 0..<steps {
      let angle = 2 * Double.pi * Double(step) / Double(steps)
      let point = CGPoint(
        x: rect.midX + rect.width / 2 * CGFloat(cos(angle)),
        y: rect.midY + rect.height / 2 * CGFloat(sin(angle)))
      if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path
  }

  static func roundedRect(_ rect: CGRect, radii: CGSize, corners: UIRectCorner = .allCorners) -> PathGeometry
  {
    let rx = min(radii.width, rect.width / 2)
    let ry = min(radii.height, rect.height / 2)
    guard rx > 0, ry > 0 else { return .rect(rect) }
    var path = PathGeometry()
    func corner(_ c: UIRectCorner, _ center: CGPoint, _ start: CGFloat, _ sharp: CGPoint) {
      if corners.contains(c) {
        for step in 0...curveSteps {
          let angle = Double(start) + Double.pi / 2 * Double(step) / Double(curveSteps)
          let point = CGPoint(x: center.x + rx * CGFloat(cos(angle)), y: center.y + ry * CGFloat(sin(angle)))
          if path.subpaths.isEmpty { path.move(to: point) } else { path.addLine(to: point) }
        }
      } else if path.subpaths.isEmpty {
        path.move(to: sharp)
      } else {
        path.addLine(to: sharp)
      }
    }
    corner(.topLeft, CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi, CGPoint(x: rect.minX, y: rect.minY))
    corner(
      .topRight, CGPoint(x: rect.maxX - rx, y: rect.minY + ry), 1.5 * .pi, CGPoint(x: rect.maxX, y: rect.minY)
    )
    corner(
      .bottomRight, CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0, CGPoint(x: rect.maxX, y: rect.maxY))
    corner(
      .bottomLeft, CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2, CGPoint(x: rect.minX, y: rect.maxY)
    )
    path.close()
    return path
  }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

#if !canImport(CoreGraphics)
  /// An immutable path; keeps its straight-segment geometry.
  open class CGPath: @unchecked Sendable {
    var geometry: PathGeometry

    init(geometry: PathGeometry) {
      self.geometry = geometry
    }

    /// A rectangle path.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var geometry = PathGeometry.rect(rect)
      if let transform { geometry.apply(transform.pointee) }
      self.init(geometry: geometry)
    }

    /// An ellipse path.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var geometry = PathGeometry.oval(in: rect)
      if let transform { geometry.apply(transform.pointee) }
      self.init(geometry: geometry)
    }

    /// A rounded-rectangle path.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      var geometry = PathGeometry.roundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
      if let transform { geometry.apply(transform.pointee) }
      self.init(geometry: geometry)
    }

    /// The smallest rectangle containing the path's points.
    public var boundingBox: CGRect { geometry.bounds }
    /// The smallest rectangle containing the path.
    public var boundingBoxOfPath: CGRect { geometry.bounds }
    /// Whether the path has no points.
    public var isEmpty: Bool { geometry.isEmpty }
    /// The last point added.
    public var currentPoint: CGPoint { geometry.currentPoint }

    /// Whether `point` is inside the filled path.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
      var geometry = self.geometry
      geometry.apply(transform)
      return geometry.contains(point, evenOdd: rule == .evenOdd)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(geometry: geometry) }
    /// A copy.
    public func copy() -> CGPath? { CGPath(geometry: geometry) }
    /// A copy with the stroke's outline; the model keeps the path itself.
    public func copy(
      strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
      transform: CGAffineTransform = .identity
    ) -> CGPath {
      CGPath(geometry: geometry)
    }
  }

  /// A path that can be added to.
  open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() {
      self.init(geometry: PathGeometry())
    }

    override init(geometry: PathGeometry) {
      super.init(geometry: geometry)
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      geometry.move(to: point.applying(transform))
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      geometry.addLine(to: point.applying(transform))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      for (index, point) in points.enumerated() {
        if index == 0 {
          move(to: point, transform: transform)
        } else {
          addLine(to: point, transform: transform)
        }
      }
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      var shape = PathGeometry.rect(rect)
      shape.apply(transform)
      geometry.append(shape)
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
      for rect in rects { addRect(rect, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      var shape = PathGeometry.oval(in: rect)
      shape.apply(transform)
      geometry.append(shape)
    }
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
      var shape = PathGeometry.roundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
      shape.apply(transform)
      geometry.append(shape)
    }
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      // CGPath's `clockwise` is in a y-up space: the opposite of UIKit's on a flipped screen.
      geometry.addArc(
        center: center.applying(transform), radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: !clockwise)
    }
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
      geometry.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
      geometry.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      var other = path.geometry
      other.apply(transform)
      geometry.append(other)
    }
    public func closeSubpath() {
      geometry.close()
    }
  }
#endif
