import Foundation

/// A view that draws text; `isUserInteractionEnabled` is false by default, so hit-testing skips it
/// and its subviews, and a touch on it goes to the view behind (R5, G8) [CNBLOG-UIE].
///
/// The label keeps its text and how it is styled; its size from the text (`sizeThatFits`,
/// `intrinsicContentSize`) follows the model's font metric.
open class UILabel: UIView {
  /// The text. Setting it replaces `attributedText` with plain text in the label's font.
  open var text: String? {
    didSet {
      attributedTextStorage = nil
      if text != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// The font; the system font at 17 points by default.
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text colour; black by default.
  open var textColor: UIColor! = .black
  open var textAlignment: NSTextAlignment = .natural
  /// The maximum number of lines; 0 means no limit.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var isEnabled = true
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var allowsDefaultTighteningForTruncation = false
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var shadowColor: UIColor?
  open var shadowOffset = CGSize(width: 0, height: -1)
  open var adjustsFontForContentSizeCategory = false
  private var attributedTextStorage: NSAttributedString?

  /// The styled text; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString? {
    get { attributedTextStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      attributedTextStorage = newValue
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Draws the text; not recorded.
  open func drawText(in rect: CGRect) {}

  /// The rectangle the text takes within `bounds`.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    CGRect(
      origin: bounds.origin,
      size: TextMetrics.size(
        of: text ?? "", pointSize: font?.pointSize ?? TextMetrics.defaultPointSize,
        width: numberOfLines == 1 ? nil : bounds.width, maximumLines: numberOfLines))
  }

  /// The text's size in the model's font metric (Support/TextMetrics.swift), on one line per
  /// line break (`numberOfLines` at most).
  open override var intrinsicContentSize: CGSize {
    textSize(width: nil)
  }

  /// The text's size, wrapped to `size.width` when the label has more than one line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(width: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
  }

  private func textSize(width: CGFloat?) -> CGSize {
    TextMetrics.size(
      of: text ?? "", pointSize: font?.pointSize ?? TextMetrics.defaultPointSize, width: width,
      maximumLines: numberOfLines)
  }
}
