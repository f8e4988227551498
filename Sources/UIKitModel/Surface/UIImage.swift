import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An image: its size in points, scale, rendering mode and cap insets. Images are immutable: the
/// `with...` and `resizableImage` methods return new images.
open class UIImage: Equatable, Hashable, @unchecked Sendable {
  /// The size in points.
  public let size: CGSize
  /// The number of pixels per point.
  public let scale: CGFloat
  /// Whether the image draws its own colours or the tint colour.
  public let renderingMode: RenderingMode
  /// The insets a resizable image keeps unstretched.
  public let capInsets: UIEdgeInsets
  /// How a resizable image fills the area between its caps.
  public let resizingMode: ResizingMode
  /// The tint colour of an image made with `withTintColor(_:)`.
  public let tintColor: UIColor?
  /// Whether the image flips in right-to-left layouts.
  public let flipsForRightToLeftLayoutDirection: Bool

  /// Creates an image of `size` points at `scale`.
  init(
    size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
    capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tintColor: UIColor? = nil,
    flipsForRightToLeftLayoutDirection: Bool = false
  ) {
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.capInsets = capInsets
    self.resizingMode = resizingMode
    self.tintColor = tintColor
    self.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
  }

  /// An empty image (size zero).
  public convenience init() {
    self.init(size: .zero, scale: 1)
  }

  #if !canImport(CoreGraphics)
    /// An image of a bitmap's size at scale 1.
    public convenience init(cgImage: CGImage) {
      self.init(size: CGSize(width: cgImage.width, height: cgImage.height), scale: 1)
    }

    /// An image of a bitmap's size at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
      self.init(
        size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
        scale: scale)
    }

    /// A bitmap of the image's pixel size.
    open var cgImage: CGImage? {
      CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
  #else
    /// The model keeps no bitmaps.
    open var cgImage: CGImage? { nil }
  #endif

  // `init?(named:)` and `init?(contentsOfFile:)` need the application's bundle, which the model
  // reaches only through an application: they are UIKitPorting's (UIImage+Named.swift), over
  // `UIApplication.image(named:)` and `image(contentsOfFile:)` (UIApplication+Images.swift).

  /// An image of the PNG `data`'s pixel size at scale 1; nil when `data` is not a PNG.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image of the PNG `data`'s pixel size over `scale`; nil when `data` is not a PNG.
  public convenience init?(data: Data, scale: CGFloat) {
    guard scale > 0, let image = UIImage.decoded(data, scale: scale) else { return nil }
    self.init(size: image.size, scale: image.scale)
  }

  /// A system symbol; the model has none.
  public convenience init?(systemName name: String) {
    return nil
  }

  /// The same image drawn with `renderingMode`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode)
  }

  /// The same image tinted with `color` (always-original rendering, as UIKit makes it).
  open func withTintColor(_ color: UIColor) -> UIImage {
    copy(renderingMode: .alwaysOriginal, tintColor: color)
  }

  /// The same image tinted with `color` and drawn with `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tintColor: color)
  }

  /// A resizable copy that tiles between `capInsets`.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    copy(capInsets: capInsets, resizingMode: .tile)
  }

  /// A resizable copy that fills between `capInsets` as `resizingMode` says.
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
    copy(capInsets: capInsets, resizingMode: resizingMode)
  }

  /// A resizable copy with caps `leftCapWidth` and `topCapHeight` (iOS 4 style).
  open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
    let left = CGFloat(leftCapWidth)
    let top = CGFloat(topCapHeight)
    let insets = UIEdgeInsets(
      top: top, left: left, bottom: topCapHeight == 0 ? 0 : size.height - top - 1,
      right: leftCapWidth == 0 ? 0 : size.width - left - 1)
    return copy(capInsets: insets, resizingMode: .stretch)
  }

  /// A copy that flips in right-to-left layouts.
  open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    copy(flips: true)
  }

  /// A copy with alignment insets; the model keeps the image's size.
  open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
    copy()
  }

  /// A PNG of the image's size in pixels (its points times its scale), with transparent pixels:
  /// the model keeps no drawing.
  open func pngData() -> Data? {
    Data(
      PNGFile.make(
        width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())))
  }

  /// The image's JPEG data; the model writes none.
  open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// Drawing is not recorded.
  open func draw(in rect: CGRect) {}
  /// Drawing is not recorded.
  open func draw(at point: CGPoint) {}
  /// Drawing is not recorded.
  open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

  private func copy(
    renderingMode: RenderingMode? = nil, tintColor: UIColor? = nil, capInsets: UIEdgeInsets? = nil,
    resizingMode: ResizingMode? = nil, flips: Bool? = nil
  ) -> UIImage {
    UIImage(
      size: size, scale: scale, renderingMode: renderingMode ?? self.renderingMode,
      capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
      tintColor: tintColor ?? self.tintColor,
      flipsForRightToLeftLayoutDirection: flips ?? flipsForRightToLeftLayoutDirection)
  }

  /// Images are equal only to themselves, as UIKit's are.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIImage {
  /// Whether an image draws its own colours or a template in the tint colour.
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// How a resizable image fills the area between its caps.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// An image's orientation.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

/// Makes images by drawing: the image has the renderer's size and the screen's scale; the
/// drawing itself is not recorded.
open class UIGraphicsImageRenderer {
  /// The size of the images it makes.
  public let size: CGSize
  /// The scale of the images it makes.
  public let scale: CGFloat

  /// A renderer for images of `size` points at the main screen's scale.
  public init(size: CGSize) {
    self.size = size
    self.scale = UIScreen.main.scale
  }

  /// A renderer for images of `bounds.size`.
  public convenience init(bounds: CGRect) {
    self.init(size: bounds.size)
  }

  /// Runs `actions` with a context and returns an image of the renderer's size.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    actions(UIGraphicsImageRendererContext())
    return UIImage(size: size, scale: scale)
  }
}

/// The context `UIGraphicsImageRenderer` passes to its drawing block.
open class UIGraphicsImageRendererContext {
  /// A context that records nothing.
  public let cgContext = CGContext.recordingNothing()

  init() {}

  /// Fills `rect`; not recorded.
  open func fill(_ rect: CGRect) {}
  /// Strokes `rect`; not recorded.
  open func stroke(_ rect: CGRect) {}
}
