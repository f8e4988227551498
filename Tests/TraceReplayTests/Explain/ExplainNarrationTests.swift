import Foundation
import Testing
import TraceReplay

/// The text output says each fact of a touch once, in the order things happened, in UIKit's
/// words; each explanation's JSON stays whole.
@Suite("Explain text: each fact of a touch once")
struct ExplainNarrationTests {
  @Test("a button's drag says its hit test once, each new place and each new tracking call as it comes")
  func dragOnButton() {
    let scene = ExplainSupport.scene(
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": ["#
        + #"{"target": "vc", "action": "tap:", "events": ["touchUpInside"]}]}"#)
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.05, 1, "moved", 150, 720),
      ExplainSupport.sample(0.1, 1, "moved", 200, 720), ExplainSupport.sample(0.15, 1, "ended", 200, 720),
    ]

    let text = ExplanationNarrator.text(ExplainSupport.explain(scene: scene, samples))

    #expect(
      text == """
            0.000  `ok` (UIButton) sent touchDown for touch 1
                   hit test         touch 1 began at (100.0, 720.0) and hit `ok`
                   touch area       (100.0, 720.0) is inside the bounds of `ok`
                   tracking         beginTracking returned true
                   targets          no action for touchDown; tap: to `vc` is for touchUpInside
            0.050  `ok` (UIButton) sent touchDragInside for touch 1
                   touch area       (150.0, 720.0) is inside the bounds of `ok`
                   tracking         continueTracking returned true once
                   targets          no action for touchDragInside
            0.100  `ok` (UIButton) sent touchDragInside for touch 1
                   touch area       (200.0, 720.0) is inside the bounds of `ok`
                   tracking         continueTracking returned true 2 times
            0.150  `ok` (UIButton) sent touchUpInside for touch 1
                   tracking         endTracking was called
                   actions          tap: sent to `vc` (explicit target)
            0.150  `ok` (UIButton) sent primaryActionTriggered for touch 1
                   targets          no action for primaryActionTriggered

        """)
  }

  @Test("a second touch with the same id is a new touch: its facts are said again")
  func reusedTouchID() {
    let scene = ExplainSupport.scene(#"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}"#)

    let text = ExplanationNarrator.text(
      ExplainSupport.explain(scene: scene, ExplainSupport.tap(100, 720) + ExplainSupport.tap(100, 720, at: 1))
    )

    let hitTests = text.components(separatedBy: "\n").filter { $0.contains("hit test") }
    #expect(hitTests.count == 2)
    #expect(hitTests.allSatisfy { $0.hasSuffix("touch 1 began at (100.0, 720.0) and hit `ok`") })
  }

  @Test(
    "share's touch after the scroll: the content-touch delay before the TouchDown it delayed, each fact once, no internal words"
  )
  func shareAfterScroll() throws {
    let explanations = ExplainSupport.explain(trace: "scroll-dismiss-tap.jsonl")
    let text = ExplanationNarrator.text(explanations)
    let lines = text.components(separatedBy: "\n")

    let delay = try #require(
      lines.firstIndex {
        $0.hasSuffix(
          "TouchDown came at 2.567, not at 2.417: `scroll` (a UIScrollView) delays content touches by 0.150 s"
        )
      })
    let touchDown = try #require(
      lines.firstIndex { $0.hasSuffix("`share` (UIButton) sent touchDown for touch 1") })
    #expect(delay < touchDown)
    #expect(lines.filter { $0.contains("touch 1 began at (195.0, 415.0) and hit `share`") }.count == 1)
    #expect(lines.filter { $0.contains("(195.0, 415.0) is inside the bounds of `share`") }.count == 1)
    #expect(lines.filter { $0.contains("beginTracking returned true") }.count == 1)
    for word in ["entries", "->", "not matched", "no action messages sent"] {
      #expect(!text.contains(word), "\(word)")
    }
    // No detail line repeats its headline.
    for explanation in explanations {
      let own = ExplanationNarrator.text([explanation]).components(separatedBy: "\n").dropFirst()
      for line in own where !line.isEmpty {
        let detail = line.dropFirst(28)
        #expect(!explanation.message.contains(detail), "\(line)")
      }
    }
  }

  @Test("each explanation's JSON keeps every fact: a program reads one object alone")
  func jsonStaysWhole() {
    let explanations = ExplainSupport.explain(trace: "scroll-dismiss-tap.jsonl")
      .filter { $0.control == "share" && $0.kind == .dispatch }

    #expect(explanations.map(\.events) == [["touchDown"], ["touchUpInside"], ["primaryActionTriggered"]])
    for explanation in explanations {
      #expect(
        explanation.reasons.map(\.topic) == ["hitTest", "touchArea", "tracking", "entries", "actions"])
      #expect(explanation.jsonLine.contains(#""text":"touch 1 began at (195.0, 415.0) and hit `share`""#))
    }
  }
}
