import Foundation

/// A view that draws text; `isUserInteractionEnabled` is false by default, so hit-testing skips it
/// and its subviews, and a touch on it goes to the view behind (R5, G8) [CNBLOG-UIE].
open class UILabel: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // surface: merge (text, font and numberOfLines are the surface branch's; declared here so the
  // label's size follows the model's font metric).
  /// The text shown; changing it changes the label's intrinsic size.
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font (the system font of 17 points by default).
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The most lines shown (0: no limit).
  open var numberOfLines = 1

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
