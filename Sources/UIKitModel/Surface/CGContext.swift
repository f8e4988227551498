import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if !canImport(CoreGraphics)
  /// A drawing destination that records nothing: every drawing call is accepted and forgotten,
  /// so `draw(_:)` code runs (and computes what it computes) without pixels.
  open class CGContext {
    /// Creates a context that records nothing.
    public init() {}

    public func saveGState() {}
    public func restoreGState() {}
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func beginPath() {}
    public func closePath() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addLines(between points: [CGPoint]) {}
    public func addRect(_ rect: CGRect) {}
    public func addRects(_ rects: [CGRect]) {}
    public func addEllipse(in rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {}
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    public func strokePath() {}
    public func drawPath(using mode: CGPathDrawingMode) {}
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func strokeLineSegments(between points: [CGPoint]) {}
    public func clip(using rule: CGPathFillRule = .winding) {}
    public func clip(to rect: CGRect) {}
    public func clip(to rects: [CGRect]) {}
    public func resetClip() {}
    public func draw(_ image: CGImage, in rect: CGRect) {}
    public func drawLinearGradient(
      _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
      options: CGGradientDrawingOptions
    ) {}
    public func drawRadialGradient(
      _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
      endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {}
    /// The empty rectangle: nothing is clipped because nothing is drawn.
    public var boundingBoxOfClipPath: CGRect { .null }
    /// The identity: the model keeps no current transform.
    public var ctm: CGAffineTransform { .identity }
  }
#endif

extension CGContext {
  /// A context whose drawing is forgotten (a 1x1 bitmap where CoreGraphics exists).
  static func recordingNothing() -> CGContext {
    #if canImport(CoreGraphics)
      // A 1x1 device-RGB bitmap context with these parameters is always created.
      return CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    #else
      return CGContext()
    #endif
  }
}

/// Begins an image context; the model keeps none (see `UIGraphicsImageRenderer`).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
/// Begins an image context; the model keeps none (see `UIGraphicsImageRenderer`).
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
/// The image of the current image context: none in the model.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
/// Ends the current image context.
public func UIGraphicsEndImageContext() {}
/// Fills `rect`; not recorded.
public func UIRectFill(_ rect: CGRect) {}

extension CGContext {
  /// A context for drawing an area of `size`, as the display pass makes one per view.
  static func forDrawing(size: CGSize) -> CGContext? {
    #if canImport(CoreGraphics)
      return CGContext(
        data: nil, width: max(1, Int(size.width.rounded(.up))), height: max(1, Int(size.height.rounded(.up))),
        bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    #else
      return CGContext()
    #endif
  }
}
