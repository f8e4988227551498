import Foundation
import Testing

@testable import UIKitModel

/// M11: a table or collection view selects a cell at the lift of a tap on it, after the event,
/// through its own touch methods: not when a control in the cell tracked the touch, an
/// ancestor's tap cancelled it, the touch became a scroll, or the tap only stopped the list.
@Suite("Row and item selection")
struct SelectionTests {
  /// Writes `selection` lines into the scene's log.
  final class SelectionLog: UIModelObserver {
    let wantsDetails = false
    let inner: GestureLog
    var clock: () -> TimeInterval = { 0 }
    init(_ inner: GestureLog) { self.inner = inner }
    func model(_ event: ModelEvent) {
      if case .selected(let list, let cell) = event {
        selections.append(String(format: "%.3f ", clock()) + "\(name(list)) selected \(name(cell))")
      }
      inner.model(event)
    }
    var selections: [String] = []
  }

  private func table() -> (GestureScene, UITableView, UITableViewCell, SelectionLog) {
    let scene = GestureScene()
    let log = SelectionLog(scene.log)
    let app = scene.app
    log.clock = { [unowned app] in app.currentTime }
    scene.app.observer = log
    let table = scene.add(UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "table")
    table.contentSize = CGSize(width: 400, height: 2000)
    let cell = scene.add(
      UITableViewCell(frame: CGRect(x: 0, y: 100, width: 400, height: 60)), id: "row3", to: table)
    let label = scene.add(UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40)), id: "title", to: cell)
    label.isUserInteractionEnabled = true
    scene.add(UIButton(frame: CGRect(x: 300, y: 10, width: 80, height: 40)), id: "likeButton", to: cell)
    return (scene, table, cell, log)
  }

  @Test("M11: a quick tap on a row's label selects the row at the lift, after the event's records")
  func tapSelects() {
    let (scene, _, _, log) = table()

    let touch = scene.down(100, 130, at: 0)
    scene.up(touch, at: 0.08)
    scene.wait(until: 1)

    #expect(log.selections == ["0.080 table selected row3"])
  }

  @Test("M11: allowsSelection false: nothing is selected")
  func selectionDisabled() {
    let (scene, table, _, log) = table()
    table.allowsSelection = false

    let touch = scene.down(100, 130, at: 0)
    scene.up(touch, at: 0.08)
    scene.wait(until: 1)

    #expect(log.selections.isEmpty)
  }

  @Test("M11: a tap on the button in the row fires the button and selects nothing")
  func buttonInRow() {
    let (scene, _, _, log) = table()

    let touch = scene.down(340, 130, at: 0)
    scene.up(touch, at: 0.08)
    scene.wait(until: 1)

    #expect(log.selections.isEmpty)
    #expect(scene.log.lines(mentioning: "likeButton").contains("0.080 likeButton touchUpInside"))
  }

  @Test("M11: a drag that scrolls cancels the row's touch: no selection")
  func dragSelectsNothing() {
    let (scene, _, _, log) = table()

    let touch = scene.down(100, 130, at: 0)
    scene.move(touch, 100, 100, at: 0.2)
    scene.up(touch, at: 0.6)
    scene.wait(until: 5)

    #expect(log.selections.isEmpty)
  }

  @Test("M11: an ancestor's tap recognizer cancels the row's touch at the lift: no selection")
  func ancestorTapCancels() {
    let (scene, table, _, log) = table()
    table.removeFromSuperview()
    let root = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "root")
    root.addSubview(table)
    scene.attach(UITapGestureRecognizer(), "dismissTap", to: root)

    let touch = scene.down(100, 130, at: 0)
    scene.up(touch, at: 0.3)
    scene.wait(until: 1)

    #expect(log.selections.isEmpty)
    #expect(scene.log.lines(mentioning: "dismissTap").contains("0.300 dismissTap ended"))
  }

  @Test("M11: a tap that only stops the moving list selects nothing (M7)")
  func tapThatStopsSelectsNothing() {
    let (scene, _, _, log) = table()

    scene.drag(from: 200, 700, by: 0, -60, steps: 4)
    let touch = scene.down(100, 130, at: 0.3)
    scene.up(touch, at: 0.35)
    scene.wait(until: 5)

    #expect(log.selections.isEmpty)
  }
}
