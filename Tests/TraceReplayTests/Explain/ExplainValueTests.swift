import Testing
import TraceReplay

@Suite("Explaining a value control that sent no ValueChanged")
struct ExplainValueTests {
  @Test(
    "each value control says why its value did not change, in its own rules",
    arguments: [
      (
        #"{"id": "v", "class": "UISlider", "frame": [20, 100, 350, 40], "value": 0.5}"#,
        ExplainSupport.tap(40, 120),
        "no ValueChanged from `v`: touch 1 began 155.0 pt from the thumb's centre, off the thumb "
          + "(its 28.0 pt square grown by 10.0 pt), and UISlider has no tap-to-seek: beginTracking "
          + "returned false, so value stayed 0.5"
      ),
      (
        #"{"id": "v", "class": "UISlider", "frame": [20, 100, 350, 40], "value": 1}"#,
        [
          ExplainSupport.sample(0, 1, "began", 356, 120), ExplainSupport.sample(0.05, 1, "moved", 380, 120),
          ExplainSupport.sample(0.1, 1, "ended", 380, 120),
        ],
        "no ValueChanged from `v`: value was already at maximumValue (1.0) and the finger did not "
          + "move the thumb left of the end, so the value never changed"
      ),
      (
        #"{"id": "s", "class": "UIStepper", "frame": [100, 100, 94, 32], "value": 10, "maximumValue": 10}"#,
        ExplainSupport.tap(180, 116),
        "no ValueChanged from `s`: value is at maximumValue (10.0) already and wraps = false, so the "
          + "step on its increment half changed nothing"
      ),
      (
        #"{"id": "s", "class": "UIStepper", "frame": [100, 100, 94, 32], "value": 0}"#,
        ExplainSupport.tap(110, 116),
        "no ValueChanged from `s`: value is at minimumValue (0.0) already and wraps = false, so the "
          + "step on its decrement half changed nothing"
      ),
      (
        #"{"id": "g", "class": "UISegmentedControl", "frame": [20, 100, 300, 32], "numberOfSegments": 3, "#
          + #""selectedSegmentIndex": 1}"#,
        ExplainSupport.tap(170, 116),
        "no ValueChanged from `g`: segment 1 is already selected (selectedSegmentIndex = 1), and "
          + "tapping the selected segment sends no ValueChanged"
      ),
      (
        #"{"id": "p", "class": "UIPageControl", "frame": [20, 100, 300, 30], "numberOfPages": 3, "#
          + #""currentPage": 2}"#,
        ExplainSupport.tap(300, 115),
        "no ValueChanged from `p`: currentPage is 2, the last page, and the lift-off was right of its dot"
      ),
      (
        #"{"id": "w", "class": "UISwitch", "frame": [100, 100, 51, 31], "isOn": true}"#,
        [
          ExplainSupport.sample(0, 1, "began", 110, 115), ExplainSupport.sample(0.05, 1, "moved", 145, 115),
          ExplainSupport.sample(0.1, 1, "ended", 145, 115),
        ],
        "no ValueChanged from `w`: the drag lifted on the right (on) side, the side it already "
          + "showed, so isOn stayed true"
      ),
    ])
  func noValueChanged(view: String, samples: [String], expected: String) {
    let explanations = ExplainSupport.explain(scene: ExplainSupport.scene(view), samples)
      .filter { $0.events == ["valueChanged"] && $0.kind == .missingEvent }

    #expect(explanations.map(\.message) == [expected])
  }

  @Test("a value that did change is not explained as missing, and the reason is in the data")
  func changedAndData() {
    let slider = ExplainSupport.scene(
      #"{"id": "v", "class": "UISlider", "frame": [20, 100, 350, 40], "value": 0.5}"#)
    let moved = [
      ExplainSupport.sample(0, 1, "began", 195, 120), ExplainSupport.sample(0.05, 1, "moved", 250, 120),
      ExplainSupport.sample(0.1, 1, "ended", 250, 120),
    ]

    let changed = ExplainSupport.explain(scene: slider, moved).filter { $0.kind == .missingEvent }
    let refused = ExplainSupport.explain(scene: slider, ExplainSupport.tap(40, 120))
      .first { $0.events == ["valueChanged"] }

    #expect(changed.isEmpty)
    #expect(refused?.jsonLine.contains(#""topic":"value","#) == true)
    #expect(refused?.jsonLine.contains(#""reason":"offThumb""#) == true)
  }
}
