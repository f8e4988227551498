import Foundation

/// A view that lays out its arranged subviews; an ordinary interactive view (R5, G8): a point
/// in a gap between arranged subviews hit-tests to the stack view itself. In the model the
/// arranged subviews are its subviews with the frames the scene gives.
open class UIStackView: UIView {
  /// The arranged subviews: the subviews, in order.
  open var arrangedSubviews: [UIView] { subviews }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
