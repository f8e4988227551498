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

  /// Whether a tap on a cell selects it; true ([A:uitableview/allowsselection], M11).
  open var allowsSelection = true

  // MARK: Selection through the list's own touch methods (M11, `UIScrollView+Selection.swift`)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesBegan(touches, allowsSelection: allowsSelection) { $0 is UITableViewCell }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesEnded(touches)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectionTouchesCancelled(touches)
  }
}
