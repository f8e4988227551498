import Foundation

/// How text lines up horizontally.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// How a line that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

/// Paragraph attributes, kept and never laid out.
open class NSParagraphStyle: @unchecked Sendable {
  public internal(set) var alignment: NSTextAlignment = .natural
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0

  public init() {}

  /// The default paragraph style.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
}

/// A text shadow, kept and never drawn.
open class NSShadow: @unchecked Sendable {
  open var shadowOffset: CGSize = .zero
  open var shadowBlurRadius: CGFloat = 0
  open var shadowColor: Any?
  public init() {}
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
  public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
  public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
  public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
  public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
  public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
  public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
  public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
  public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
  public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
  public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
  public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
  public static let link = NSAttributedString.Key(rawValue: "NSLink")
}

extension NSString {
  /// Draws the string; not recorded.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string; not recorded.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string; not recorded.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {}

  /// Swift 3's name for `size(withAttributes:)`.
  @available(*, deprecated, renamed: "size(withAttributes:)")
  public func size(attributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    size(withAttributes: attrs)
  }
}

extension StringProtocol {
  /// Draws the string; not recorded.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
  /// Draws the string; not recorded.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension NSAttributedString {
  /// Draws the string; not recorded.
  public func draw(at point: CGPoint) {}
  /// Draws the string; not recorded.
  public func draw(in rect: CGRect) {}
}
