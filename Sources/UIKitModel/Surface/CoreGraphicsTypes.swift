import Foundation

// The CoreGraphics names UIKit code uses that Linux's Foundation lacks. macOS has CoreGraphics, so
// these are declared only where it is missing. Drawing types record what a control set and draw
// nothing; geometry types (CGAffineTransform, CGVector) compute as CoreGraphics does.
#if !canImport(CoreGraphics)
  /// An affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as CoreGraphics defines it.
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that scales by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that translates by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up space, clockwise on
    /// screen, as on iOS).
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` when it cannot be inverted (as CoreGraphics returns).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t` (translation ignored), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle containing the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      return CGRect.boundingBox(of: corners)
    }
  }

  /// A two-dimensional vector.
  public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
  }

  /// A colour as CoreGraphics keeps it: components and alpha. Kept, never drawn.
  public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from red, green, blue and alpha components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, gray, gray, alpha]
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
      let c = components ?? [0, 0, 0, 1]
      return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }

  /// A colour space; the model knows only device RGB.
  public final class CGColorSpace: @unchecked Sendable {
    public init() {}
  }

  /// The device RGB colour space.
  public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

  /// A gradient: its colours and locations, kept and never drawn.
  public final class CGGradient: @unchecked Sendable {
    public let colors: [CGColor]
    public let locations: [CGFloat]?
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
      self.colors = (colors as? [CGColor]) ?? []
      self.locations = nil
    }
  }

  /// How a gradient extends past its ends.
  public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
  }

  /// A bitmap's size, as an image keeps it; no pixels.
  public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// How line ends are drawn.
  public enum CGLineCap: Int32, Sendable { case butt, round, square }
  /// How line joins are drawn.
  public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
  /// How a path is filled.
  public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
  /// How drawing composites.
  public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, clear, copy }
  /// How a path is drawn.
  public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

  /// An opaque Core Foundation object reference.
  public typealias CFTypeRef = AnyObject
  /// A Core Foundation array.
  public typealias CFArray = NSArray
  /// A Core Foundation string.
  public typealias CFString = NSString
  /// Core Foundation's time interval.
  public typealias CFTimeInterval = Double
#endif

extension CGRect {
  /// The smallest rectangle containing `points` (`.null` when there are none).
  static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points.dropFirst() {
      minX = Swift.min(minX, point.x)
      minY = Swift.min(minY, point.y)
      maxX = Swift.max(maxX, point.x)
      maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

#if !canImport(ObjectiveC)
  // `value as NSNumber` for a CGFloat, as Swift bridges it on Apple platforms.
  extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
      result = CGFloat(source.doubleValue)
    }
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSNumber, result: inout CGFloat?
    ) -> Bool {
      result = CGFloat(source.doubleValue)
      return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
      CGFloat(source?.doubleValue ?? 0)
    }
  }
#endif
