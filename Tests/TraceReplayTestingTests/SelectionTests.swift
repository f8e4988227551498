import Foundation
import Testing
import TraceReplay
import TraceReplayTesting

/// Row selection (M11) in the test API and in `explain`: a table selects a tapped row at the
/// lift, unless a control in the row tracked the touch or the tap only stopped the moving list.
@Suite("Row selection in the test API and explain")
struct SelectionTests {
  static let scene = SceneInput.json(
    """
    {"controllers": [{"id": "vc", "view": "root", "actions": ["like:"]}],
     "views": [
      {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
       {"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 2640],
        "subviews": [
         {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 88]},
         {"id": "row1", "class": "UITableViewCell", "frame": [0, 88, 390, 88], "subviews": [
           {"id": "likeButton", "class": "UIButton", "frame": [300, 20, 70, 48],
            "targets": [{"target": "vc", "action": "like:", "events": ["touchUpInside"]}]}]},
         {"id": "row12", "class": "UITableViewCell", "frame": [0, 1012, 390, 88]}]}]}]}
    """)

  @Test("a tap on a row selects it at the lift; a tap on the row's button selects nothing")
  func selections() throws {
    let result = try replay(
      .jsonl(
        """
        {"t": 0.000, "id": 1, "phase": "began", "x": 100.0, "y": 130.0}
        {"t": 0.080, "id": 1, "phase": "ended", "x": 100.0, "y": 130.0}
        {"t": 1.000, "id": 2, "phase": "began", "x": 335.0, "y": 130.0}
        {"t": 1.080, "id": 2, "phase": "ended", "x": 335.0, "y": 130.0}
        """), scene: Self.scene)

    let selections = result.selections

    #expect(selections.map { "\($0.t) \($0.view) \($0.cell)" } == ["0.08 feed row1"])
    #expect(result.actionNames == ["like:"])
  }

  @Test("explain says a row was not selected because a control in it tracked the touch")
  func explainTrackedByControl() throws {
    let result = try replay(.tap(x: 335, y: 130), scene: Self.scene)

    let text = result.explainText

    #expect(result.selections.isEmpty)
    #expect(text.contains("`row1` was not selected: the touch was tracked by `likeButton`\n"))
  }

  @Test("explain says a tap on a moving list only stopped it, and selected nothing")
  func explainStoppedList() throws {
    let result = try replay(
      .jsonl(
        """
        {"t": 0.000, "id": 1, "phase": "began", "x": 200.0, "y": 700.0}
        {"t": 0.010, "id": 1, "phase": "moved", "x": 200.0, "y": 680.0}
        {"t": 0.020, "id": 1, "phase": "moved", "x": 200.0, "y": 660.0}
        {"t": 0.030, "id": 1, "phase": "moved", "x": 200.0, "y": 640.0}
        {"t": 0.040, "id": 1, "phase": "moved", "x": 200.0, "y": 620.0}
        {"t": 0.050, "id": 1, "phase": "moved", "x": 200.0, "y": 600.0}
        {"t": 0.060, "id": 1, "phase": "ended", "x": 200.0, "y": 600.0}
        {"t": 0.600, "id": 2, "phase": "began", "x": 100.0, "y": 300.0}
        {"t": 0.650, "id": 2, "phase": "ended", "x": 100.0, "y": 300.0}
        """), scene: Self.scene)

    let text = result.explainText

    #expect(result.selections.isEmpty)
    #expect(
      text.contains(
        "`row12` was not selected: the tap only stopped `feed`, which was still decelerating from the flick at 0.06 s (its content moved 666 pt after the lift)\n"
      ))
  }
}
