import Testing
import TraceReplay

@Suite("Explaining a TouchDown that did not happen: why hit-testing passed over a control")
struct ExplainHitTestTests {
  @Test(
    "each reason hit-testing has to pass over a control is given in words",
    arguments: [
      (
        #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "enabled": false}"#,
        "no TouchDown on `buy`: it is disabled (enabled = false), so hit-testing passed over it "
          + "and the touch went to `root`"
      ),
      (
        #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "hidden": true}"#,
        "no TouchDown on `buy`: it is hidden (hidden = true), so hit-testing passed over it "
          + "and the touch went to `root`"
      ),
      (
        #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "alpha": 0}"#,
        "no TouchDown on `buy`: it is transparent (alpha below 0.01), so hit-testing passed over it "
          + "and the touch went to `root`"
      ),
      (
        #"{"id": "panel", "frame": [200, 620, 170, 50], "userInteractionEnabled": false, "subviews": ["#
          + #"{"id": "buy", "class": "UIButton", "frame": [0, 0, 170, 50]}]}"#,
        "no TouchDown on `buy`: it is inside `panel`, which does not take touches "
          + "(userInteractionEnabled = false), so hit-testing passed over it and the touch went to `root`"
      ),
      (
        #"{"id": "panel", "frame": [200, 600, 170, 20], "subviews": ["#
          + #"{"id": "buy", "class": "UIButton", "frame": [0, 20, 170, 50]}]}"#,
        "no TouchDown on `buy`: the touch at (280.0, 640.0) is outside the bounds of `panel`, which "
          + "holds it, so hit-testing passed over it and the touch went to `root`"
      ),
      (
        #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50]}, "#
          + #"{"id": "cover", "frame": [180, 600, 200, 100]}"#,
        "no TouchDown on `buy`: it is behind `cover`, which is in front of it and also contains "
          + "(280.0, 640.0), so hit-testing passed over it and the touch went to `cover`"
      ),
    ])
  func passedOver(views: String, expected: String) {
    let explanations = ExplainSupport.explain(
      scene: ExplainSupport.scene(views), ExplainSupport.tap(280, 640),
      filter: ExplanationFilter(control: "buy"))

    #expect(explanations.map(\.message) == [expected])
    #expect(explanations.first?.kind == .missingEvent)
    #expect(explanations.first?.events == ["touchDown"])
  }

  @Test(
    "a touch on an interactive subview of a button is explained: the button tracks only its own touches",
    arguments: [true, false])
  func foreignTouch(subviewInteractive: Bool) {
    let scene = ExplainSupport.scene(
      #"{"id": "card", "class": "UIButton", "frame": [200, 620, 170, 50], "subviews": ["#
        + #"{"id": "iconContainer", "frame": [0, 0, 170, 50], "userInteractionEnabled": \#(subviewInteractive)}]}"#
    )

    let explanations = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(280, 640), filter: ExplanationFilter(control: "card"))

    if subviewInteractive {
      #expect(
        explanations.map(\.message) == [
          "no TouchDown on `card`: the touch hit `iconContainer`, an interactive subview of `card`; a "
            + "control tracks only touches whose view is the control itself: set "
            + "`isUserInteractionEnabled = false` on `iconContainer`"
        ])
      #expect(explanations.first?.reasons.map(\.topic) == ["hitTest", "touchOwnership"])
    } else {
      // The subview is skipped by hit-testing: the button is the touch's view and fires.
      #expect(explanations.allSatisfy { $0.kind == .dispatch })
      #expect(!explanations.isEmpty)
    }
  }

  @Test("the hit-test fact lists the views passed over with their short reasons")
  func hitTestFact() {
    let scene = ExplainSupport.scene(
      #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "enabled": false}, "#
        + #"{"id": "label", "frame": [250, 630, 50, 20], "hidden": true}"#)

    let explanation = ExplainSupport.explain(scene: scene, ExplainSupport.tap(280, 640)).first

    #expect(
      explanation?.text == """
            0.000  no TouchDown on `buy`: it is disabled (enabled = false), so hit-testing passed over it and the touch went to `root`
                   hit test         touch 1 began at (280.0, 640.0) and hit `root`; passed over `buy` (enabled = false), `label` (hidden = true)

        """)
  }
}
