import Foundation

/// A layer that draws a path; the path and its styling are kept, never drawn. Hit-testing is by
/// bounds, as Core Animation's is (the path plays no part).
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPhase: CGFloat = 0
  open var lineDashPattern: [NSNumber]?

  public required init() {
    super.init()
    #if !canImport(CoreGraphics)
      fillColor = CGColor(gray: 0, alpha: 1)
    #endif
  }

  public required init(layer: Any) {
    super.init(layer: layer)
  }
}

/// A layer that draws text; the text and its styling are kept, never drawn.
open class CATextLayer: CALayer {
  /// The text: a String or an NSAttributedString.
  open var string: Any?
  /// The font: a UIFont, a font name, or nil.
  open var font: CFTypeRef?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor?
  open var isWrapped = false
  open var truncationMode: CATextLayerTruncationMode = .none
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  open var allowsFontSubpixelQuantization = false

  public required init() {
    super.init()
  }

  public required init(layer: Any) {
    super.init(layer: layer)
  }
}

/// A layer that draws a gradient; kept, never drawn.
open class CAGradientLayer: CALayer {
  /// The colours (CGColor values).
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: CAGradientLayerType = .axial

  public required init() {
    super.init()
  }

  public required init(layer: Any) {
    super.init(layer: layer)
  }
}

/// A layer that draws copies of its sublayers; kept, never drawn (the copies do not hit-test).
open class CAReplicatorLayer: CALayer {
  open var instanceCount = 1
  open var instanceTransform = CATransform3DIdentity
  open var instanceDelay: CFTimeInterval = 0
  open var instanceColor: CGColor?
  open var preservesDepth = false

  public required init() {
    super.init()
  }

  public required init(layer: Any) {
    super.init(layer: layer)
  }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
