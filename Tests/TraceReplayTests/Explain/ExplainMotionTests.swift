import Testing
import TraceReplay

/// `explain` on screens in motion: a touch that only stopped a moving list says what the list was
/// doing, when the finger that set it moving lifted and how far the content went since (from the
/// replay's records, M4–M8); a control inside a view being animated says so (M15).
@Suite("Explaining screens in motion")
struct ExplainMotionTests {
  /// `feed`, a table 844 pt high, with rows of 88 pt down to 2640.
  static let scene = ExplainSupport.scene(
    #"{"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 2640], "subviews": ["#
      + (0..<30).map {
        #"{"id": "row\#($0)", "class": "UITableViewCell", "frame": [0, \#($0 * 88), 390, 88]}"#
      }
      .joined(separator: ", ") + "]}")

  static func data(_ explanation: Explanation?, _ topic: String) -> [String: ExplanationValue] {
    ExplainGestureTests.data(explanation, topic)
  }

  @Test(
    "a tap on a list still decelerating names the flick's lift and how far the content moved since: 1.5 pt/ms × 0.998 × (1 − 0.998^500) / 0.002 = 473 pt over 30 frames (M4, M7)"
  )
  func stoppedADeceleratingList() {
    // A flick up of 60 pt at 1.5 pt/ms, lifted at 1.20 where the content is at 50; a tap at
    // 1.69 sees the frame at 1.20 + 29/60, the 30th.
    var samples = [ExplainSupport.sample(1.15, 1, "began", 200, 700)]
    for step in 1...4 {
      samples.append(
        ExplainSupport.sample(1.15 + 0.01 * Double(step), 1, "moved", 200, 700 - 15 * Double(step)))
    }
    samples.append(ExplainSupport.sample(1.2, 1, "ended", 200, 640))
    samples += ExplainSupport.tap(100, 300, at: 1.69, id: 2)

    let explanations = ExplainSupport.explain(scene: Self.scene, samples)

    let notSelected = explanations.first { $0.kind == .missingSelection }
    #expect(
      notSelected?.message
        == "`row9` was not selected: the tap only stopped `feed`, which was still decelerating from the "
        + "flick at 1.20 s (its content moved 473 pt after the lift)")
    let data = Self.data(notSelected, "selection")
    #expect(data["motion"] == .string("decelerating"))
    #expect(data["liftedAt"] == .number(1.2))
    #expect(data["moved"] == .number(473.4))
    let dropped = explanations.first { $0.control == "row9" && $0.kind == .missingEvent }
    #expect(
      dropped?.message
        == "`row9` got no touches: touch 2 only stopped `feed`, which was still decelerating from the flick "
        + "at 1.20 s (its content moved 473 pt after the lift): a touch that lands on moving content catches "
        + "it (the scroll view's pan begins at touch-down and drops the touch it holds); the touch never "
        + "reached `row9`")
  }

  @Test(
    "a tap while the content springs back from a pull past its top says so: from 26.63 pt past the edge, 0.99^116.7 leaves 8.24, so it moved 18 pt (M5, M7)"
  )
  func stoppedASpringBack() {
    // A slow pull of 60 pt (50 after the hysteresis) rubber-bands to −26.63; the lift at 0.45
    // releases nothing, and the spring runs; a tap at 0.56 sees its 7th frame.
    var samples = [ExplainSupport.sample(0, 1, "began", 200, 300)]
    for step in 1...4 {
      samples.append(ExplainSupport.sample(0.1 * Double(step), 1, "moved", 200, 300 + 15 * Double(step)))
    }
    samples.append(ExplainSupport.sample(0.45, 1, "ended", 200, 360))
    samples += ExplainSupport.tap(100, 50, at: 0.56, id: 2)

    let explanations = ExplainSupport.explain(scene: Self.scene, samples)

    let notSelected = explanations.first { $0.kind == .missingSelection }
    #expect(
      notSelected?.message
        == "`row0` was not selected: the tap only stopped `feed`, which was still springing back from the "
        + "pull past its edge at 0.45 s (its content moved 18 pt after the lift)")
    #expect(Self.data(notSelected, "selection")["motion"] == .string("springingBack"))
  }

  @Test(
    "a tap on a page while the carousel settles back says it was settling on a page: 90 pt from it at the lift, 0.99^116.7 leaves 27.9, so it moved 62 pt (M8, M7)"
  )
  func stoppedAPageSettle() {
    let explanations = ExplainSupport.explain(trace: "motion-carousel.jsonl")

    let dropped = explanations.first { $0.control == "buy" && $0.t == 4.7 }
    #expect(
      dropped?.message
        == "`buy` got no events: touch 4 only stopped `carousel`, which was still settling on a page after "
        + "the drag at 4.60 s (its content moved 62 pt after the lift): a touch that lands on moving "
        + "content catches it (the scroll view's pan begins at touch-down and drops the touch it holds); "
        + "the touch never reached `buy`")
    #expect(Self.data(dropped, "dropped")["motion"] == .string("settlingOnPage"))
  }

  @Test(
    "a tap on a list at rest after a drag says nothing of a motion: the row is selected (M6)"
  )
  func restingListSelects() {
    var samples = [ExplainSupport.sample(0, 1, "began", 200, 700)]
    for step in 1...4 {
      samples.append(ExplainSupport.sample(0.01 * Double(step), 1, "moved", 200, 700 - 15 * Double(step)))
    }
    samples.append(ExplainSupport.sample(0.05, 1, "ended", 200, 640))
    samples += ExplainSupport.tap(100, 300, at: 4, id: 2)

    let explanations = ExplainSupport.explain(scene: Self.scene, samples)

    #expect(!explanations.contains { $0.kind == .missingSelection })
    #expect(!explanations.contains { $0.message.contains("only stopped") })
  }

  @Test(
    "a control inside a view being animated, and one being animated itself: \"`buy` was inside an animation\" (M15)"
  )
  func insideAnAnimation() {
    let explanations = ExplainSupport.explain(trace: "motion-animating-button.jsonl")

    let messages = explanations.filter { $0.kind == .missingEvent }.map(\.message)
    #expect(
      messages == [
        "no TouchDown on `buy`: `buy` was inside an animation: `sheet` is being animated (a UIView.animate "
          + "block without .allowUserInteraction), so hit-testing passed over it and the touch went to `card`",
        "no TouchDown on `pay`: `pay` was inside an animation: it is being animated (a UIView.animate block "
          + "without .allowUserInteraction), so hit-testing passed over it and the touch went to `root`",
      ])
  }
}
