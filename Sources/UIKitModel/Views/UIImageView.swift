import Foundation

/// A view that draws an image; `isUserInteractionEnabled` is false by default, so hit-testing skips it
/// and its subviews, and a touch on it goes to the view behind (R5, G8) [A:uiimageview/isuserinteractionenabled].
open class UIImageView: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
