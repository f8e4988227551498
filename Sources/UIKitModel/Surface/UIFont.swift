import Foundation

// surface: merge (the machinery branch needs a font for text metrics; the surface branch owns
// this type and may replace this declaration with its own, keeping `fontName` and `pointSize`).
/// A font: a name and a size in points. Its metrics are the model's (Support/TextMetrics.swift).
open class UIFont: @unchecked Sendable {
  /// The font's name.
  public let fontName: String
  /// The font's size in points.
  public let pointSize: CGFloat

  /// A font with this name and size (every name is found).
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
  }

  init(systemNamed fontName: String, size: CGFloat) {
    self.fontName = fontName
    self.pointSize = size
  }

  /// The system font of this size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemNamed: ".SFUI-Regular", size: fontSize)
  }

  /// The bold system font of this size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemNamed: ".SFUI-Semibold", size: fontSize)
  }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(systemNamed: fontName, size: fontSize)
  }
}
