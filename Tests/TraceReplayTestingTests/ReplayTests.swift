import Foundation
import Testing
import TraceReplay
import TraceReplayTesting
import UIKitModel

@Suite("replay(_:scene:) gives typed records of a trace")
struct ReplayTests {
  @Test("a trace file with a header replays against its scene")
  func traceFile() throws {
    let result = try replay(.file("../../traces/tap.jsonl"))

    #expect(result.actionNames == ["tapOK:"])
    #expect(result.actions.first?.target == "vc")
    #expect(result.actions.first?.t == 0.09)
    #expect(result.actions.map(\.via) == [.target])
    #expect(result.actions.map(\.events) == [.touchUpInside])
    #expect(result.touches.map(\.phase) == [.began, .moved, .ended])
    #expect(
      result.controlEvents.map(\.events) == [
        .touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered,
      ])
    #expect(result.text == (try String(contentsOfFile: Self.traces + "/tap.golden.txt", encoding: .utf8)))
  }

  @Test("a trace with tap recognizers gives typed gestures, recognizer actions and cancels")
  func gestures() throws {
    let result = try replay(.file("../../traces/gesture-tap-over-controls.jsonl"))

    let first = result.gestures.prefix(2).map { "\($0.t) \($0.recognizer) \($0.view ?? "-") \($0.state)" }

    // dismiss requires zoomTap to fail: it stays possible until zoomTap fails 0.35 s after the
    // lift, then ends and acts (R12).
    #expect(first == ["0.43 zoomTap form failed", "0.43 dismiss form ended"])
    #expect(result.gestures.prefix(2).map(\.state) == [.failed, .ended])
    #expect(
      result.recognizerActions.first.map { "\($0.sender) \($0.action) \($0.target ?? "-")" }
        == "dismiss dismissKeyboard: vc")
    #expect(result.cancels.first.map { "\($0.t) \($0.id) \($0.view) \($0.by)" } == "0.43 1 apply dismiss")
    #expect(result.actionNames.contains("send:"))
    #expect(!result.actionNames.contains("dismissKeyboard:"))
    #expect(result.scrolls.isEmpty)
  }

  @Test(
    "a single tap waiting for a double tap to fail: its ended and its action have one time, the double tap's failure"
  )
  func waitingRecognizerTimes() throws {
    let result = try replay(.file("../../traces/gesture-double-tap.jsonl"))

    let select = result.gestures.filter { $0.recognizer == "select" }.map { "\($0.t) \($0.state)" }
    let actions = result.recognizerActions.filter { $0.sender == "select" }.map { "\($0.t) \($0.action)" }

    // First sequence: one tap, zoom fails at 0.43. Second: a double tap; select goes from possible
    // straight to failed when zoom recognizes at 1.28.
    #expect(select == ["0.43 ended", "1.28 failed"])
    #expect(actions == ["0.43 select:"])
  }

  @Test("samples built in code replay against views built in code")
  func codeBuilt() throws {
    let scene = SceneInput.views(width: 320, height: 480) { scene in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      try scene.add(root, id: "root")
      let button = UIButton(frame: CGRect(x: 20, y: 400, width: 280, height: 44))
      try scene.add(button, id: "save", to: "root")
      let controller = UIViewController()
      controller.view = root
      controller.implement("save:") { _, _ in }
      try scene.name(controller, "vc")
      button.addTarget(controller, action: "save:", for: .touchUpInside)
    }

    let result = try replay(.tap(x: 160, y: 420), scene: scene)

    #expect(result.touches.first?.view == "save")
    #expect(result.actionNames == ["save:"])
    #expect(result.actions.first?.target == "vc")
    #expect(result.explanations.contains { $0.events.contains("touchUpInside") })
  }

  @Test("a scene as JSON text and a trace as JSON Lines text")
  func jsonText() throws {
    let scene = SceneInput.json(
      """
      {"window": {"width": 320, "height": 480}, "controllers": [{"id": "vc", "view": "root", "actions": []}],
       "views": [{"id": "root", "frame": [0, 0, 320, 480], "subviews": [
         {"id": "ok", "class": "UIButton", "frame": [20, 400, 280, 44],
          "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}
      """)
    let trace = TraceInput.jsonl(
      """
      {"t": 0, "id": 1, "phase": "began", "x": 100, "y": 420}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 420}
      """)

    let result = try replay(trace, scene: scene)

    #expect(result.diagnostics.map(\.message) == ["-[vc tapOK:]: unrecognized selector sent to instance"])
  }

  @Test(
    "two fingers down together on a view that is not multiple-touch: run shows the second one not delivered, and the 1-touch tap failing at 0 (too many fingers)"
  )
  func refusedSecondFingerReachesTheTap() throws {
    let scene = SceneInput.json(
      """
      {"window": {"width": 320, "height": 480}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapped:"]}],
       "views": [{"id": "root", "frame": [0, 0, 320, 480], "gestureRecognizers": [
         {"id": "tap", "class": "UITapGestureRecognizer", "targets": [{"target": "vc", "action": "tapped:"}]}]}]}
      """)
    let trace = TraceInput.jsonl(
      """
      {"t": 0, "id": 1, "phase": "began", "x": 100, "y": 100}
      {"t": 0, "id": 2, "phase": "began", "x": 200, "y": 100}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 100}
      {"t": 0.1, "id": 2, "phase": "ended", "x": 200, "y": 100}
      """)

    let result = try replay(trace, scene: scene)

    #expect(result.touches.filter { $0.blocked == .multipleTouchDisabled }.map(\.id) == ["2", "2"])
    #expect(result.gestures.map { "\($0.t) \($0.recognizer) \($0.state)" } == ["0.0 tap failed"])
    #expect(result.recognizerActions.isEmpty)
    #expect(result.cancels.isEmpty)
  }

  @Test("settings given in code override the header and the settings file")
  func settingsInCode() throws {
    let result = try replay(.file("../../traces/drag-out.jsonl"), settings: ReplaySettings(touchMargin: 200))

    #expect(result.controlEvents.contains { $0.events.contains(.touchUpInside) })
  }

  @Test("bad input throws the diagnostic run prints")
  func badInput() {
    #expect(throws: Diagnostic.self) {
      try replay(
        .jsonl("{\"t\": 0, \"id\": 1, \"phase\": \"began\"}\n"),
        scene: .file("../../traces/buttons.scene.json"))
    }
  }

  @Test("samples without a scene say how to give one")
  func samplesNeedAScene() {
    #expect {
      try replay(.tap(x: 1, y: 1))
    } throws: { error in
      (error as? Diagnostic)?.message.contains("have no header to name a scene") == true
    }
  }

  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces").standardized.path
}

@Suite("The records replay(_:) gives print as run prints them")
struct ReplayTextTests {
  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces").standardized.path

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: traces)) ?? [])
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".golden.jsonl") }.sorted()
  }

  @Test("every bundled trace gives its goldens, text and JSON Lines", arguments: names)
  func goldens(name: String) throws {
    let stem = String(name.dropLast(".jsonl".count))

    let result = try replay(.file(Self.traces + "/" + name))

    // A golden `check` recorded starts with its stamp (docs/settings.md): compared without it.
    let text = try String(contentsOfFile: "\(Self.traces)/\(stem).golden.txt", encoding: .utf8)
    let jsonl = try String(contentsOfFile: "\(Self.traces)/\(stem).golden.jsonl", encoding: .utf8)
    #expect(result.text[...] == GoldenStamp.split(text).body)
    #expect(result.jsonl[...] == GoldenStamp.split(jsonl).body)
  }
}
