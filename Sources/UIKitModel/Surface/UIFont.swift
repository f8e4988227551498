import Foundation

/// A font: its name and point size, which a control may read back; text is never drawn.
/// Metrics (`lineHeight`, `ascender`...) follow the model's font metric.
open class UIFont: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The font's full name, such as "AvenirNext-Bold"; system fonts are named ".SFUI-<Weight>".
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight the font was asked for (`.regular` for named fonts).
  public let weight: Weight

  /// Creates a font with the given name and size; nil for a size below zero. Every name is known:
  /// the model has no font files to miss.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard fontSize >= 0 else { return nil }
    self.fontName = fontName
    self.pointSize = fontSize
    self.weight = .regular
  }

  init(systemWeight weight: Weight, size: CGFloat, italic: Bool = false) {
    self.fontName = ".SFUI-\(weight.name)\(italic ? "Italic" : "")"
    self.pointSize = size
    self.weight = weight
  }

  /// The family name: the font name before its first "-".
  open var familyName: String {
    String(fontName.split(separator: "-", maxSplits: 1).first ?? Substring(fontName))
  }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemWeight: .regular, size: fontSize)
  }

  /// The system font at `fontSize` and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemWeight: weight, size: fontSize)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemWeight: .bold, size: fontSize)
  }

  /// The italic system font at `fontSize`.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemWeight: .regular, size: fontSize, italic: true)
  }

  /// The monospaced-digit system font.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemWeight: weight, size: fontSize)
  }

  /// The monospaced system font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemWeight: weight, size: fontSize)
  }

  /// The font for a text style at the default (Large) content size, with UIKit's sizes.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(systemWeight: style == .headline ? .semibold : .regular, size: style.defaultSize)
  }

  /// The font for a text style; the trait collection is not consulted.
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The system font size for labels.
  open class var labelFontSize: CGFloat { 17 }
  /// The system font size for buttons.
  open class var buttonFontSize: CGFloat { 18 }
  /// The standard system font size.
  open class var systemFontSize: CGFloat { 14 }
  /// The small system font size.
  open class var smallSystemFontSize: CGFloat { 12 }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    if fontName.hasPrefix(".SFUI-") {
      return UIFont(systemWeight: weight, size: fontSize, italic: fontName.hasSuffix("Italic"))
    }
    return UIFont(name: fontName, size: fontSize) ?? self
  }

  // Metrics: proportions of the point size, so that `lineHeight` is the model's line height
  // (1.2 × the point size, Support/TextMetrics.swift).
  /// The distance from the baseline to the top of the tallest glyphs.
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The distance from the baseline to the bottom of the lowest glyphs (negative).
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The height of a capital letter.
  open var capHeight: CGFloat { pointSize * 0.7 }
  /// The height of a lowercase x.
  open var xHeight: CGFloat { pointSize * 0.5 }
  /// The height of a line of text.
  open var lineHeight: CGFloat { ascender - descender }
  /// The extra space between lines.
  open var leading: CGFloat { 0 }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  public var description: String { "UIFont(\(fontName), \(pointSize))" }
}

extension UIFont {
  /// A font weight, with UIKit's values (-1...1).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    var name: String {
      switch self {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Weight\(rawValue)"
      }
    }
  }

  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the default (Large) content size category.
    var defaultSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }
}
