import UIKitModel

extension ExplainPass {
  /// Says why a touch on a cell of a list that selects (M11) did not select it: it only stopped
  /// the moving list, a control in the cell tracked it, or a recognizer cancelled it. Nothing
  /// when the cell was selected or the reason is none of these (a drag that scrolled).
  func explainNoSelection(_ index: Int) -> Explanation? {
    let life = lives[index]
    guard let (cell, list) = selectableCell(of: life.view) else { return nil }
    if let selected = selectedAt[cell], selected >= life.began { return nil }
    let why: String
    var by: String
    if let caught = life.caughtMotion {
      why = "the tap only stopped `\(caught.list)`, \(caught.clause)"
      by = caught.list
    } else if let control = life.control, life.beginResult == true {
      why = "the touch was tracked by `\(control)`"
      by = control
    } else if let cancelled = life.cancelledBy, cancelled.by != list {
      let recognizer = scene.recognizers[cancelled.by]
      let on = recognizer?.view.flatMap { scene.name(of: $0) }.map { " on `\($0)`" } ?? ""
      why =
        "`\(cancelled.by)`\(on) recognized and cancelled the touch at \(NumberFormat.fixed(cancelled.t, 3))"
      by = cancelled.by
    } else {
      return nil
    }
    var reason = Explanation.Reason(
      topic: "selection",
      text: "`\(list)` selects a cell at the lift of a touch it is sent",
      data: [
        ExplanationField("cell", .string(cell)), ExplanationField("list", .string(list)),
        ExplanationField("by", .string(by)),
      ])
    if let caught = life.caughtMotion { reason.data += caught.data }
    reason.parts = []
    var explanation = Explanation(
      t: life.last.t, kind: .missingSelection, control: cell, touch: life.id, events: [],
      message: "`\(cell)` was not selected: \(why)", reasons: [reason])
    explanation.touchBegan = life.began
    return explanation
  }

  /// The cell holding `view` and the list that would select it: the cell's nearest scroll-view
  /// ancestor, a table or collection view that allows selection.
  private func selectableCell(of view: String?) -> (cell: String, list: String)? {
    var current = view.flatMap { scene.responder(named: $0) as? UIView }
    while let candidate = current, !(candidate is UITableViewCell || candidate is UICollectionViewCell) {
      if candidate is UIScrollView { return nil }
      current = candidate.superview
    }
    guard let cell = current else { return nil }
    var ancestor = cell.superview
    while let next = ancestor, !(next is UIScrollView) { ancestor = next.superview }
    let allows: Bool
    switch ancestor {
    case let table as UITableView: allows = table.allowsSelection && cell is UITableViewCell
    case let collection as UICollectionView:
      allows = collection.allowsSelection && cell is UICollectionViewCell
    default: allows = false
    }
    guard allows, let list = ancestor, let cellID = scene.name(of: cell), let listID = scene.name(of: list)
    else { return nil }
    return (cellID, listID)
  }
}
