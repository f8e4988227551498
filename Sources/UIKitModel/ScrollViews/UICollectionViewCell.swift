import Foundation

/// A cell: a plain view (not a control), so a scroll view's `touchesShouldCancel(in:)` answers
/// true for it and a scroll cancels its touches (G7). A tap on it selects it at the lift, unless
/// something else took the touch (M11, `UIScrollView+Selection.swift`).
open class UICollectionViewCell: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
