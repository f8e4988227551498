import Testing
import TraceReplay

@Suite("Explaining scroll views: content touches delayed, cancelled by scrolling, or kept")
struct ExplainScrollViewTests {
  /// `feed`, a vertical scroll view, holding a button `buy` and a plain view `card`.
  static func scene(_ scrollFields: String = "") -> String {
    ExplainSupport.scene(
      #"{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 1200]"#
        + scrollFields + #", "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 350, 50]}, "#
        + #"{"id": "card", "frame": [0, 200, 390, 100]}]}"#)
  }

  /// A press at (100, y) from 0 that moves up by `drag` points at 0.2 and lifts at 0.3.
  static func press(y: Double, drag: Double) -> [String] {
    [
      ExplainSupport.sample(0, 1, "began", 100, y), ExplainSupport.sample(0.2, 1, "moved", 100, y - drag),
      ExplainSupport.sample(0.3, 1, "ended", 100, y - drag),
    ]
  }

  static func data(_ explanation: Explanation?, _ topic: String) -> [String: ExplanationValue] {
    ExplainGestureTests.data(explanation, topic)
  }

  @Test(
    "a TouchDown on a button in a scroll view comes after the content-touch delay, or at the lift",
    arguments: [
      (
        0.4,
        "TouchDown came at 0.150, not at 0.000: `feed` (a UIScrollView) delays content touches by 0.150 s",
        "timer"
      ),
      (
        0.08,
        "TouchDown came at 0.080, not at 0.000: `feed` (a UIScrollView) delays content touches by 0.150 s; "
          + "the finger lifted at 0.080, before that, so the touch was delivered then",
        "lift"
      ),
    ])
  func delayed(lift: Double, expected: String, release: String) {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 125), ExplainSupport.sample(lift, 1, "ended", 100, 125),
    ]
    let explanations = ExplainSupport.explain(scene: Self.scene(), samples).filter {
      $0.kind == .delayedEvent
    }

    #expect(explanations.map(\.message) == [expected])
    #expect(explanations.first?.control == "buy")
    #expect(explanations.first?.events == ["touchDown"])
    let data = Self.data(explanations.first, "delay")
    #expect(data["heldBy"] == .string("feed"))
    #expect(data["holder"] == .string("scrollView"))
    #expect(data["property"] == .string("delaysContentTouches"))
    #expect(data["delay"] == .number(0.15))
    #expect(data["release"] == .string(release))
  }

  @Test("with delaysContentTouches false the TouchDown comes at once and the dispatch is the touch's")
  func notDelayed() {
    let explanations = ExplainSupport.explain(
      scene: Self.scene(#", "delaysContentTouches": false"#), ExplainSupport.tap(100, 125))

    #expect(!explanations.contains { $0.kind == .delayedEvent })
    #expect(explanations.first?.t == 0)
    #expect(explanations.first?.touch == "1")
  }

  @Test("a delayed TouchDown's dispatch is tied to its touch, with the hit test and tracking")
  func delayedDispatchHasTouch() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 125), ExplainSupport.sample(0.4, 1, "ended", 100, 125),
    ]
    let dispatches = ExplainSupport.explain(scene: Self.scene(), samples).filter { $0.kind == .dispatch }

    #expect(dispatches.map(\.message).first == "`buy` (UIButton) sent touchDown for touch 1")
    #expect(dispatches.first?.reasons.map(\.topic).prefix(3) == ["hitTest", "touchArea", "tracking"])
  }

  @Test("a scroll that begins on a plain view cancels its touch: touchesShouldCancel(in:) answered true")
  func cancelledByScrolling() {
    let explanations = ExplainSupport.explain(scene: Self.scene(), Self.press(y: 230, drag: 10))
      .filter { $0.kind == .missingEvent }

    #expect(
      explanations.map(\.message) == [
        "no TouchUpInside: `feed` began scrolling 10.0 pt into the drag and cancelled the touch "
          + "(`touchesShouldCancel(in:)` answered true for a plain view)"
      ])
    #expect(explanations.first?.control == "card")
    #expect(explanations.first.map { $0.t } == 0.2)
    let data = Self.data(explanations.first, "cancel")
    #expect(data["by"] == .string("feed"))
    #expect(data["byClass"] == .string("UIScrollView"))
    #expect(data["distance"] == .number(10))
    #expect(data["translation"] == .list([.number(0), .number(-10)]))
    #expect(data["viewIsControl"] == .bool(false))
    #expect(data["touchesShouldCancel"] == .bool(true))
  }

  @Test("a scroll view whose touchesShouldCancel(in:) is true for controls cancels a button's touch")
  func cancelledControl() {
    let explanations = ExplainSupport.explain(
      scene: Self.scene(#", "touchesShouldCancelInControls": true"#), Self.press(y: 125, drag: 12)
    ).filter { $0.kind == .missingEvent }

    #expect(
      explanations.map(\.message) == [
        "no TouchUpInside from `buy`: `feed` began scrolling 12.0 pt into the drag and cancelled the touch "
          + "(`touchesShouldCancel(in:)` answered true for `buy`, a UIButton)"
      ])
    #expect(Self.data(explanations.first, "cancel")["viewIsControl"] == .bool(true))
  }

  @Test(
    "a drag on a button that already has its touch does not scroll: the button keeps it",
    arguments: [
      (
        "",
        "`feed` did not scroll: `buy` (a UIButton) already had the touch, and `touchesShouldCancel(in:)` "
          + "answered false for a UIControl, so `buy` keeps the touch", false, "125.0"
      ),
      (
        #", "canCancelContentTouches": false"#,
        "`feed` did not scroll: `card` (a UIView) already had the touch, and `feed` has "
          + "canCancelContentTouches = false, so `card` keeps the touch", true, "230.0"
      ),
    ])
  func kept(fields: String, expected: String, touchesShouldCancel: Bool, start: String) {
    let y = Double(start) ?? 0
    let explanations = ExplainSupport.explain(scene: Self.scene(fields), Self.press(y: y, drag: 20))
      .filter { $0.kind == .missingGesture }

    #expect(explanations.map(\.message) == [expected])
    #expect(explanations.first?.control == "feed")
    #expect(explanations.first?.touch == "1")
    #expect(explanations.first.map { $0.t } == 0.2)
    let data = Self.data(explanations.first, "gesture")
    #expect(data["recognizer"] == .string("feed"))
    #expect(data["class"] == .string("UIScrollView"))
    #expect(data["reason"] == .string("contentTouchKept"))
    #expect(data["by"] == .string(y == 125 ? "buy" : "card"))
    #expect(data["canCancelContentTouches"] == .bool(fields.isEmpty))
    #expect(data["touchesShouldCancel"] == .bool(touchesShouldCancel))
  }

  /// A quick upward drag from (100, y): 5 pt every 0.032 s, 10 pt at 0.064 (the pan begins
  /// there), lifted at 0.128, before the 0.15 s delay ends.
  static func quickDrag(y: Double) -> [String] {
    [
      ExplainSupport.sample(0, 1, "began", 100, y), ExplainSupport.sample(0.032, 1, "moved", 100, y - 5),
      ExplainSupport.sample(0.064, 1, "moved", 100, y - 10),
      ExplainSupport.sample(0.096, 1, "moved", 100, y - 20),
      ExplainSupport.sample(0.128, 1, "ended", 100, y - 30),
    ]
  }

  @Test("a quick drag from a button scrolls before the delay ends: the touch never reaches the button")
  func droppedByScrolling() {
    let explanations = ExplainSupport.explain(
      scene: Self.scene(), Self.quickDrag(y: 125), filter: ExplanationFilter(control: "buy"))

    #expect(
      explanations.map(\.message) == [
        "`buy` got no events: `feed` (a UIScrollView) holds content touches for 0.150 s "
          + "(`delaysContentTouches`), and began scrolling at 0.064, 10.0 pt into the drag, before the delay "
          + "ended; the touch never reached `buy`"
      ])
    let explanation = explanations.first
    #expect(explanation?.kind == .missingEvent)
    #expect(explanation?.t == 0.064)
    #expect(explanation?.touch == "1")
    #expect(explanation?.events == ["touchDown"])
    #expect(explanation?.reasons.map(\.topic) == ["dropped", "hitTest"])
    let data = Self.data(explanation, "dropped")
    #expect(data["touch"] == .string("1"))
    #expect(data["view"] == .string("buy"))
    #expect(data["by"] == .string("feed"))
    #expect(data["byClass"] == .string("UIScrollView"))
    #expect(data["holder"] == .string("scrollView"))
    #expect(data["property"] == .string("delaysContentTouches"))
    #expect(data["delay"] == .number(0.15))
    #expect(data["began"] == .number(0))
    #expect(data["at"] == .number(0.064))
    #expect(data["beforeDelayEnded"] == .bool(true))
    #expect(data["distance"] == .number(10))
    #expect(data["translation"] == .list([.number(0), .number(-10)]))
    #expect(data["viewIsControl"] == .bool(true))
    #expect(Self.data(explanation, "hitTest")["hit"] == .string("buy"))
  }

  @Test("a quick drag from a plain view in a scroll view: it got no touches")
  func droppedPlainView() {
    let explanations = ExplainSupport.explain(
      scene: Self.scene(), Self.quickDrag(y: 230), filter: ExplanationFilter(control: "card"))

    #expect(
      explanations.map(\.message) == [
        "`card` got no touches: `feed` (a UIScrollView) holds content touches for 0.150 s "
          + "(`delaysContentTouches`), and began scrolling at 0.064, 10.0 pt into the drag, before the delay "
          + "ended; the touch never reached `card`"
      ])
    #expect(Self.data(explanations.first, "dropped")["viewIsControl"] == .bool(false))
  }

  @Test("a quick tap is released at the lift, and a drag with delaysContentTouches false reaches the button")
  func notDropped() {
    let tap = ExplainSupport.explain(
      scene: Self.scene(), ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "buy"))
    let undelayed = ExplainSupport.explain(
      scene: Self.scene(#", "delaysContentTouches": false"#), Self.quickDrag(y: 125),
      filter: ExplanationFilter(control: "buy"))

    #expect(!(tap + undelayed).contains { $0.reasons.contains { $0.topic == "dropped" } })
    #expect(tap.contains { $0.kind == .delayedEvent })
    #expect(undelayed.first?.message == "`buy` (UIButton) sent touchDown for touch 1")
  }

  @Test(
    "held 0.2 s before the drag, the button got its TouchDown at 0.150: the delay's explanation, not a drop",
    arguments: [
      ("", [String]()),
      (
        #", "touchesShouldCancelInControls": true"#,
        [
          "no TouchUpInside from `buy`: `feed` began scrolling 12.0 pt into the drag and cancelled the touch "
            + "(`touchesShouldCancel(in:)` answered true for `buy`, a UIButton)"
        ]
      ),
    ])
  func heldThenDragged(fields: String, cancelled: [String]) {
    let explanations = ExplainSupport.explain(
      scene: Self.scene(fields), Self.press(y: 125, drag: 12), filter: ExplanationFilter(control: "buy"))
    let dispatches = explanations.filter { $0.kind == .dispatch }.map { "\($0.t) \($0.events)" }

    #expect(!explanations.contains { $0.reasons.contains { $0.topic == "dropped" } })
    #expect(
      explanations.filter { $0.kind != .dispatch }.map(\.message) == [
        "TouchDown came at 0.150, not at 0.000: `feed` (a UIScrollView) delays content touches by 0.150 s"
      ] + cancelled)
    #expect(
      Self.data(explanations.first { $0.kind == .delayedEvent }, "delay")["release"] == .string("timer"))
    #expect(
      dispatches
        == (cancelled.isEmpty
          ? [
            "0.15 [\"touchDown\"]", "0.2 [\"touchDragInside\"]", "0.3 [\"touchUpInside\"]",
            "0.3 [\"primaryActionTriggered\"]",
          ]
          : ["0.15 [\"touchDown\"]", "0.2 [\"touchCancel\"]"]))
  }
}
