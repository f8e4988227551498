import Foundation

extension UIScrollView {
  /// M11 (`touchesBegan`/`touchesEnded` of a table or collection view [DTX]): the list selects
  /// through its own touch methods. A touch on a cell's content that no view on the way kept
  /// (a control tracks its touch and a scroll view swallows its own: neither forwards it) is
  /// forwarded up the responder chain to the list; its began highlights the cell, its ended
  /// commits the selection; a cancelled touch (a drag, an ancestor's tap) selects nothing.
  func selectionTouchesBegan(_ touches: Set<UITouch>, allowsSelection: Bool, isCell: (UIView) -> Bool) {
    guard allowsSelection else { return }
    for touch in touches {
      guard let cell = selectableCell(of: touch, isCell: isCell) else { continue }
      highlightedSelections.append((touch, cell))
    }
  }

  /// The lift commits the selection of a touch whose began highlighted a cell: the `selection`
  /// is reported in a later run-loop turn, after the event (`didSelectRow` never runs inside
  /// `touchesEnded` [TZA]).
  func selectionTouchesEnded(_ touches: Set<UITouch>) {
    for touch in touches {
      guard let index = highlightedSelections.firstIndex(where: { $0.touch === touch }) else { continue }
      let cell = highlightedSelections.remove(at: index).cell
      guard let application = lastApplication else { continue }
      application.schedule(after: 0) { [weak self, weak cell] in
        guard let self, let cell else { return }
        application.report(.selected(self, cell: cell))
      }
    }
  }

  /// A cancelled touch selects nothing.
  func selectionTouchesCancelled(_ touches: Set<UITouch>) {
    highlightedSelections.removeAll { touches.contains($0.touch) }
  }

  /// The cell that holds the touch's view, when the list is that cell's nearest scroll-view
  /// ancestor.
  private func selectableCell(of touch: UITouch, isCell: (UIView) -> Bool) -> UIView? {
    var view = touch.view
    while let current = view, current !== self {
      if isCell(current) {
        var ancestor = current.superview
        while let next = ancestor, !(next is UIScrollView) { ancestor = next.superview }
        return ancestor === self ? current : nil
      }
      view = current.superview
    }
    return nil
  }
}
