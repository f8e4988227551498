import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// surface: merge (the machinery branch needs a context for the display pass; the surface
// branch owns this type and may replace this declaration with its own).
#if !canImport(CoreGraphics)
  /// A drawing destination that records nothing: drawing calls are accepted and forgotten.
  open class CGContext {
    /// Creates a context that records nothing.
    public init() {}
  }
#endif

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
