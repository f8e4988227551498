import Foundation

/// A scroll view of items; in the model its cells are its subviews, placed by the scene. Vertical
/// by default (`alwaysBounceVertical`), as the contract sets.
open class UICollectionView: UIScrollView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
