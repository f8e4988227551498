import Foundation

/// A scroll view of rows; in the model its cells are its subviews, placed by the scene. It
/// scrolls vertically even when its rows fit (`alwaysBounceVertical`), as the contract sets.
open class UITableView: UIScrollView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
