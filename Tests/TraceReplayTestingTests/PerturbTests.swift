import Foundation
import Testing
import TraceReplay
import TraceReplayTesting
import UIKitModel

@Suite("perturb(_:) says how robust a touch target is")
struct PerturbTests {
  static let scene = SceneInput.json(
    """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}],
     "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50],
       "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}
    """)

  @Test("the bundled tap keeps its action in every run with 3 pt of jitter")
  func robust() throws {
    #expect(try perturb(.file("../../traces/tap.jsonl"), jitter: 3).kept(action: "tapOK:") >= 0.99)
  }

  @Test("a tap 1 pt inside the button's top edge keeps it in some runs only; the stability says why")
  func fragile() throws {
    let result = try perturb(.tap(x: 195, y: 701), scene: Self.scene, jitter: 3, runs: 100)

    let kept = result.kept(action: "tapOK:", sender: "ok")
    #expect(kept > 0.5 && kept < 0.9)
    #expect(result.kept(event: .touchDown, control: "ok") == kept)
    let action = try #require(
      result.stabilities.first { if case .action = $0.record.kind { true } else { false } })
    #expect(action.why == "touch 1 began 1.0 pt inside `ok`'s top edge")
    #expect(action.runs == 100)
  }

  @Test("an action the unchanged replay never sends counts as kept in no run")
  func missing() throws {
    let result = try perturb(.tap(x: 195, y: 600), scene: Self.scene, runs: 5)
    #expect(result.kept(action: "tapOK:") == 0)
  }

  @Test("views built in code: each run builds them afresh")
  func code() throws {
    final class Counter: @unchecked Sendable { var builds = 0 }
    let counter = Counter()
    let scene = SceneInput.views { scene in
      counter.builds += 1
      let button = UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50))
      try scene.add(button, id: "ok")
    }
    let result = try perturb(.tap(x: 195, y: 725), scene: scene, jitter: 3, runs: 10, jobs: 4)

    #expect(result.kept(event: .touchUpInside, control: "ok") == 1)
    #expect(counter.builds >= 11)
  }
}
