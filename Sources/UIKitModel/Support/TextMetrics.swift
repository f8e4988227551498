import Foundation

/// The model's font metric: documented and the same on every machine, so that controls that
/// size themselves from text (`sizeToFit`, `intrinsicContentSize`, `size(withAttributes:)`) do so
/// alike everywhere (docs/run-loop.md, "Text metrics").
///
/// Every character (grapheme cluster, spaces included) advances `0.5 × pointSize`; a line is
/// `1.2 × pointSize` high (`UIFont.lineHeight`). A text is split into lines at its line breaks,
/// and, given a width, each line wraps at whole characters. Sizes are rounded up to whole
/// points, as UIKit rounds text sizes up. A missing font is the system font of 17 points.
enum TextMetrics {
  static let advancePerPoint: CGFloat = 0.5
  static let lineHeightPerPoint: CGFloat = 1.2
  static let defaultPointSize: CGFloat = 17

  /// The line height of a font of `pointSize`.
  static func lineHeight(pointSize: CGFloat) -> CGFloat { lineHeightPerPoint * pointSize }

  /// The size of `text` in a font of `pointSize`, wrapped to `width` when given, in at most
  /// `maximumLines` lines (0: no limit).
  static func size(
    of text: String, pointSize: CGFloat, width: CGFloat? = nil, maximumLines: Int = 0
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    let advance = advancePerPoint * pointSize
    var lines = 0
    var widest = 0
    let perLine = width.map { max(1, Int(($0 / advance).rounded(.down))) }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let count = paragraph.count
      if let perLine, count > perLine {
        lines += (count + perLine - 1) / perLine
        widest = max(widest, perLine)
      } else {
        lines += 1
        widest = max(widest, count)
      }
    }
    if maximumLines > 0 { lines = min(lines, maximumLines) }
    return CGSize(
      width: (CGFloat(widest) * advance).rounded(.up),
      height: (CGFloat(lines) * lineHeight(pointSize: pointSize)).rounded(.up))
  }

  /// The point size of the font among `attributes` (`.font`), or the default.
  static func pointSize(in attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
    (attributes?[fontKey] as? UIFont)?.pointSize ?? defaultPointSize
  }

  /// UIKit's `NSAttributedString.Key.font` ("NSFont").
  static let fontKey = NSAttributedString.Key("NSFont")
}

extension StringProtocol {
  /// The size of the string drawn on one line per line break with `attributes` (the model's
  /// font metric, Support/TextMetrics.swift).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMetrics.size(of: String(self), pointSize: TextMetrics.pointSize(in: attributes))
  }

  /// The rectangle the string takes with `attributes`, wrapped to `size.width`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
    let fitted = TextMetrics.size(
      of: String(self), pointSize: TextMetrics.pointSize(in: attributes), width: wraps ? size.width : nil)
    return CGRect(origin: .zero, size: fitted)
  }
}

extension NSString {
  /// The size of the string with `attributes` (the model's font metric).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

extension NSAttributedString {
  /// The size of the text in the font of its first character (the model's font metric).
  public func size() -> CGSize {
    guard length > 0 else { return .zero }
    return string.size(withAttributes: attributes(at: 0, effectiveRange: nil))
  }

  /// The rectangle the text takes, wrapped to `size.width`, in the font of its first character.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    guard length > 0 else { return .zero }
    return string.boundingRect(
      with: size, options: options, attributes: attributes(at: 0, effectiveRange: nil), context: context)
  }
}

/// Options for measuring text (`boundingRect(with:options:attributes:context:)`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Kept for code that passes one to `boundingRect`.
open class NSStringDrawingContext {
  public init() {}
  open var minimumScaleFactor: CGFloat = 0
}
