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
}
