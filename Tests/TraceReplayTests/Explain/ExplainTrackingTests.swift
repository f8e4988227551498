import Testing
import TraceReplay

@Suite("Explaining tracking: the touch area, beginTracking, and touches not delivered")
struct ExplainTrackingTests {
  static let ok = ExplainSupport.scene(
    #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "#
      + #""targets": [{"target": "vc", "action": "tap:", "events": ["touchUpInside"]}]}"#)

  @Test("a touch that ends beyond the margin explains the missing TouchUpInside with distances")
  func endedOutside() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 195, 725), ExplainSupport.sample(0.1, 1, "ended", 195, 588),
    ]

    let explanations = ExplainSupport.explain(scene: Self.ok, samples)
      .filter { $0.kind == .missingEvent }

    #expect(
      explanations.map(\.text) == [
        """
            0.100  no TouchUpInside: the touch ended at (195.0, 588.0), 42.0 pt outside the touch area of `ok` (bounds grown by 70.0 pt), so UIKit sends TouchUpOutside
                   touch area       (195.0, 588.0) is 112.0 pt outside the bounds of `ok` and 42.0 pt outside its touch area (bounds grown by 70.0 pt)
                   tracking         beginTracking returned true; endTracking was called

        """
      ])
  }

  @Test("the margin comes from the configuration")
  func margin() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 195, 725), ExplainSupport.sample(0.1, 1, "ended", 195, 688),
    ]

    let messages = ExplainSupport.explain(scene: Self.ok, samples, margin: 10)
      .filter { $0.kind == .missingEvent }.map(\.message)

    #expect(
      messages == [
        "no TouchUpInside: the touch ended at (195.0, 688.0), 2.0 pt outside the touch area of `ok` "
          + "(bounds grown by 10.0 pt), so UIKit sends TouchUpOutside"
      ])
  }

  @Test("a dispatch inside the margin says the touch is outside the bounds but inside the touch area")
  func dragInsideMargin() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 195, 725), ExplainSupport.sample(0.05, 1, "moved", 195, 660),
    ]

    let drag = ExplainSupport.explain(scene: Self.ok, samples).first { $0.events == ["touchDragInside"] }

    #expect(
      drag?.reasons.first { $0.topic == "touchArea" }?.text
        == "(195.0, 660.0) is 40.0 pt outside the bounds of `ok` but inside its touch area (bounds grown by 70.0 pt)"
    )
  }

  @Test("a control whose beginTracking refuses the touch sends nothing, and the explanation says so")
  func beginTrackingFalse() {
    let scene = ExplainSupport.scene(#"{"id": "x", "class": "RefusingControl", "frame": [20, 700, 350, 50]}"#)

    let messages = ExplainSupport.messages(scene: scene, ExplainSupport.tap(100, 720))

    #expect(
      messages == [
        "no events from `x`: beginTracking returned false for touch 1 at (100.0, 720.0), "
          + "so `x` ignored the whole touch"
      ])
  }

  @Test(
    "a control whose continueTracking returns false sends no touch-up, and the explanation says when (once: the headline says it, the tracking line gives the rest)"
  )
  func continueTrackingFalse() {
    let scene = ExplainSupport.scene(#"{"id": "s", "class": "StoppingControl", "frame": [20, 700, 350, 50]}"#)
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.1, 1, "moved", 110, 720),
      ExplainSupport.sample(0.2, 1, "ended", 110, 720),
    ]

    let missing = ExplainSupport.explain(scene: scene, samples).filter { $0.kind == .missingEvent }

    #expect(
      missing.map(\.text) == [
        """
            0.200  no TouchUpInside from `s`: continueTracking returned false at 0.100, so `s` stopped tracking touch 1 and sent neither TouchUpInside nor TouchUpOutside when it ended
                   tracking         beginTracking returned true

        """
      ])
  }

  @Test("a second touch on a multiple-touch control that is already tracking gets no events")
  func alreadyTracking() {
    let scene = ExplainSupport.scene(
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "multipleTouchEnabled": true}"#)
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.05, 2, "began", 200, 720),
    ]

    let messages = ExplainSupport.explain(scene: scene, samples).filter { $0.kind == .missingEvent }
      .map(\.message)

    #expect(
      messages == [
        "no events from `ok` for touch 2: `ok` was already tracking touch 1, and a control tracks one touch at a time"
      ])
  }

  @Test(
    "a second touch on a view that is not multipleTouchEnabled is kept from the view's touches methods, not from recognizers (R3)"
  )
  func multipleTouch() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.05, 2, "began", 200, 720),
    ]

    let explanations = ExplainSupport.explain(scene: Self.ok, samples).filter { $0.kind == .notDelivered }

    #expect(
      explanations.map(\.message) == [
        "touch 2 not delivered: `ok` is not multipleTouchEnabled and already has touch 1; its "
          + "touchesBegan/Moved/Ended skip it, but the gesture recognizers on `ok` and its superviews "
          + "still see it"
      ])
    #expect(explanations.first?.control == "ok")
  }

  @Test("a cancelled touch explains the missing TouchUpInside")
  func cancelled() {
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.05, 1, "cancelled", 100, 720),
    ]

    let messages = ExplainSupport.explain(scene: Self.ok, samples).filter { $0.kind == .missingEvent }
      .map(\.message)

    #expect(messages == ["no TouchUpInside from `ok`: touch 1 was cancelled, so UIKit sends TouchCancel"])
  }
}
