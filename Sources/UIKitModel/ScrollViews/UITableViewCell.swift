import Foundation

/// A cell: a plain view (not a control), so a scroll view's `touchesShouldCancel(in:)` answers
/// true for it and a scroll cancels its touches (G7). Selection is not modelled.
open class UITableViewCell: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
