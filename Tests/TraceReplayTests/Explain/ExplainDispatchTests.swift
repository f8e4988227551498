import Testing
import TraceReplay

@Suite("Explaining a dispatch: entries, actions and the responder chain")
struct ExplainDispatchTests {
  @Test("a nil-targeted TouchUpInside shows the registered targets and the walk along the responder chain")
  func nilTarget() {
    let scene = ExplainSupport.scene(
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": ["#
        + #"{"target": null, "action": "tap:", "events": ["touchUpInside"]}, "#
        + #"{"target": "vc", "action": "tap:", "events": ["touchDown"]}]}"#)

    let explanation = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 720), filter: ExplanationFilter(time: 0.08...0.08)
    ).first

    #expect(
      explanation?.text == """
            0.080  `ok` (UIButton) sent touchUpInside for touch 1
                   hit test         touch 1 began at (100.0, 720.0) and hit `ok`
                   touch area       (100.0, 720.0) is inside the bounds of `ok`
                   tracking         beginTracking returned true; endTracking was called
                   targets          tap: to the responder chain (nil target) is for touchUpInside; tap: to `vc` is for touchDown
                   actions          tap: sent to `vc` (found along the responder chain)
                   responder chain  tap: has a nil target: the walk starts at the sender `ok` (no first responder); `ok` does not, `root` does not, `vc` implements it, so it goes to `vc`

        """)
  }

  @Test("an action nobody implements is dropped, and the chain says who was asked")
  func unhandled() {
    let scene = ExplainSupport.scene(
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": ["#
        + #"{"target": null, "action": "nothing:", "events": ["touchUpInside"]}]}"#)

    let explanation = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 720), filter: ExplanationFilter(time: 0.08...0.08)
    ).first

    #expect(
      explanation?.reasons.last?.text
        == "nothing: has a nil target: the walk starts at the sender `ok` (no first responder); `ok` does not, "
        + "`root` does not, `vc` does not, `window` does not, `application` does not; nobody implements it, "
        + "so it is dropped")
  }

  @Test("a matched entry whose action a sendAction(_:to:for:) override rerouted is explained")
  func rerouted() {
    let scene = ExplainSupport.scene(
      #"{"id": "pic", "class": "ReroutingControl", "frame": [20, 700, 350, 50], "targets": ["#
        + #"{"target": "vc", "action": "tap:", "events": ["touchUpInside"]}]}"#)

    let missing = ExplainSupport.explain(scene: scene, ExplainSupport.tap(100, 720))
      .filter { $0.kind == .missingAction }

    #expect(
      missing.map(\.message) == [
        "no tap: to `vc`: it is registered for touchUpInside, but `pic` sent own: to `pic` instead "
          + "(its sendAction(_:to:for:) reroutes actions)"
      ])
  }

  @Test("filters keep explanations about one control in a time window")
  func filters() {
    let scene = ExplainSupport.scene(#"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}"#)

    let events = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 720),
      filter: ExplanationFilter(control: "ok", time: 0.05...0.1)
    ).map(\.events)

    #expect(events == [["touchUpInside"], ["primaryActionTriggered"]])
  }

  @Test(
    "--at accepts a time or an inclusive range and nothing else",
    arguments: [
      ("0.35", 0.35...0.35), ("0.1..0.4", 0.1...0.4), ("0.4..0.1", nil), ("soon", nil), ("-1", nil),
      ("1..2..3", nil),
    ] as [(String, ClosedRange<Double>?)])
  func parseTime(text: String, expected: ClosedRange<Double>?) {
    #expect(ExplanationFilter.parseTime(text) == expected)
  }

  @Test("an explanation as JSON Lines carries the words and the data")
  func jsonLine() {
    let scene = ExplainSupport.scene(
      #"{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "enabled": false}"#)

    let line = ExplainSupport.explain(scene: scene, ExplainSupport.tap(280, 640)).first?.jsonLine

    #expect(
      line
        == #"{"t":0.0,"type":"explanation","kind":"missingEvent","control":"buy","touch":"1","events":["touchDown"],"#
        + #""message":"no TouchDown on `buy`: it is disabled (enabled = false), so hit-testing passed over it and the touch went to `root`","#
        + #""reasons":[{"topic":"hitTest","text":"touch 1 began at (280.0, 640.0) and hit `root`; passed over `buy` (enabled = false)","#
        + #""data":{"touch":"1","point":[280.0,640.0],"hit":"root","steps":["#
        + #"{"view":"window","depth":0,"point":[280.0,640.0],"outcome":"inside"},"#
        + #"{"view":"root","depth":1,"point":[280.0,640.0],"outcome":"hit"},"#
        + #"{"view":"buy","depth":2,"point":[80.0,20.0],"outcome":"disabled"}],"#
        + #""passedOver":[{"view":"buy","reason":"disabled","because":"buy"}]}}]}"#)
  }
}
