import Testing
import TraceReplay

@Suite("Explaining gesture recognizers: TouchCancel, failures, held touches, views passed over")
struct ExplainGestureTests {
  /// A window whose `root` carries `recognizers` (JSON objects) and holds `views`.
  static func scene(recognizers: String, _ views: String) -> String {
    #"{"window": {"width": 390, "height": 844}, "#
      + #""controllers": [{"id": "vc", "view": "root", "actions": ["tap:"]}], "#
      + #""views": [{"id": "root", "frame": [0, 0, 390, 844], "gestureRecognizers": ["# + recognizers
      + #"], "subviews": ["# + views + "]}]}"
  }

  static func tap(_ id: String, _ extra: String = "") -> String {
    #"{"id": "\#(id)", "class": "UITapGestureRecognizer"\#(extra), "#
      + #""targets": [{"target": "vc", "action": "tap:"}]}"#
  }

  static func data(_ explanation: Explanation?, _ topic: String) -> [String: ExplanationValue] {
    let fields = explanation?.reasons.first { $0.topic == topic }?.data ?? []
    return Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  @Test("a control's TouchCancel names the recognizer that recognized and its cancelsTouchesInView")
  func cancelledByRecognizer() {
    let form =
      #"{"id": "form", "frame": [0, 0, 390, 844], "gestureRecognizers": ["# + Self.tap("dismiss")
      + #"], "subviews": [{"id": "ok", "class": "UIControl", "frame": [20, 100, 350, 50]}]}"#
    let explanations = ExplainSupport.explain(
      scene: ExplainSupport.scene(form), ExplainSupport.tap(100, 125),
      filter: ExplanationFilter(control: "ok")
    ).filter { $0.kind != .dispatch }

    #expect(
      explanations.map(\.message) == [
        "`ok` got TouchCancel at 0.080: the UITapGestureRecognizer `dismiss` on `form` recognized and "
          + "cancels touches in its view (`cancelsTouchesInView`)"
      ])
    #expect(explanations.first?.kind == .missingEvent)
    #expect(explanations.first?.events == ["touchUpInside"])
    let data = Self.data(explanations.first, "cancel")
    #expect(data["by"] == .string("dismiss"))
    #expect(data["byClass"] == .string("UITapGestureRecognizer"))
    #expect(data["recognizerView"] == .string("form"))
    #expect(data["cancelsTouchesInView"] == .bool(true))
    #expect(data["touch"] == .string("1"))
  }

  @Test("a recognizer that does not cancel touches leaves the control its TouchUpInside: nothing to explain")
  func notCancelling() {
    let form =
      #"{"id": "form", "frame": [0, 0, 390, 844], "gestureRecognizers": ["#
      + Self.tap("dismiss", #", "cancelsTouchesInView": false"#)
      + #"], "subviews": [{"id": "ok", "class": "UIControl", "frame": [20, 100, 350, 50]}]}"#
    let explanations = ExplainSupport.explain(scene: ExplainSupport.scene(form), ExplainSupport.tap(100, 125))

    #expect(explanations.filter { $0.kind != .dispatch }.isEmpty)
    #expect(explanations.flatMap(\.events).contains("touchUpInside"))
  }

  @Test("a single tap on a UIButton fails a tap recognizer of another view: the button refuses it")
  func refusedByButton() {
    let scene = Self.scene(
      recognizers: Self.tap("tapBackground"),
      #"{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}"#)
    let explanations = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "tapBackground"))

    #expect(
      explanations.map(\.message) == [
        "`tapBackground` failed: `ok` is a UIButton, which refuses a single-tap recognizer of another view "
          + "(`gestureRecognizerShouldBegin`)"
      ])
    #expect(explanations.first?.kind == .missingGesture)
    #expect(explanations.first.map { $0.t } == 0.08)
    let data = Self.data(explanations.first, "gesture")
    #expect(data["recognizer"] == .string("tapBackground"))
    #expect(data["class"] == .string("UITapGestureRecognizer"))
    #expect(data["view"] == .string("root"))
    #expect(data["state"] == .string("failed"))
    #expect(data["reason"] == .string("refusedByView"))
    #expect(data["by"] == .string("ok"))
    #expect(data["byClass"] == .string("UIButton"))
  }

  @Test("a refusal no stock rule makes is put down to the view's own gestureRecognizerShouldBegin")
  func refusedByOverride() {
    let pan =
      #"{"id": "drag", "class": "UIPanGestureRecognizer", "targets": [{"target": "vc", "action": "tap:"}]}"#
    let scene = Self.scene(
      recognizers: pan, #"{"id": "ok", "class": "PanRefusingButton", "frame": [20, 100, 350, 50]}"#)
    let samples = [
      #"{"t": 0, "id": 1, "phase": "began", "x": 100, "y": 125}"#,
      #"{"t": 0.05, "id": 1, "phase": "moved", "x": 130, "y": 125}"#,
      #"{"t": 0.1, "id": 1, "phase": "ended", "x": 160, "y": 125}"#,
    ]
    let messages = ExplainSupport.explain(scene: scene, samples, filter: ExplanationFilter(control: "drag"))
      .map(\.message)

    #expect(messages == ["`drag` failed: `ok`'s gestureRecognizerShouldBegin(_:) answered false"])
  }

  @Test("a button made from a base class is named by its own class and the stock one")
  func refusedByBaseButton() {
    let scene = Self.scene(
      recognizers: Self.tap("tapBackground"),
      #"{"id": "ok", "class": "CheckoutButton", "base": "UIButton", "frame": [20, 100, 350, 50]}"#)
    let messages = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "tapBackground")
    ).map(\.message)

    #expect(
      messages == [
        "`tapBackground` failed: `ok` is a CheckoutButton (a UIButton), which refuses a single-tap recognizer "
          + "of another view (`gestureRecognizerShouldBegin`)"
      ])
  }

  @Test("the delegate's gestureRecognizerShouldBegin answering false is the reason")
  func refusedByDelegate() {
    let scene = Self.scene(recognizers: Self.tap("tapBackground", #", "shouldBegin": false"#), "")
    let explanations = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "tapBackground"))

    #expect(
      explanations.map(\.message) == [
        "`tapBackground` failed: its delegate's gestureRecognizerShouldBegin(_:) answered false"
      ])
    #expect(Self.data(explanations.first, "gesture")["reason"] == .string("refusedByDelegate"))
    #expect(Self.data(explanations.first, "gesture")["by"] == .null)
  }

  @Test("a recognizer that requires another to fail fails when that one recognizes")
  func requirementRecognized() {
    let recognizers =
      Self.tap("single", #", "requiresFailureOf": ["double"]"#) + ", "
      + Self.tap("double", #", "numberOfTapsRequired": 2"#)
    let explanations = ExplainSupport.explain(
      scene: Self.scene(recognizers: recognizers, ""),
      ExplainSupport.tap(100, 125) + ExplainSupport.tap(100, 125, at: 0.2),
      filter: ExplanationFilter(control: "single"))

    #expect(
      explanations.map(\.message) == [
        "`single` failed: it requires `double` to fail (`require(toFail:)`), and the UITapGestureRecognizer "
          + "`double` on `root` recognized"
      ])
    #expect(explanations.first.map { $0.t } == 0.28)
    #expect(Self.data(explanations.first, "gesture")["reason"] == .string("requiredFailureRecognized"))
    #expect(Self.data(explanations.first, "gesture")["by"] == .string("double"))
  }

  @Test(
    "a long press on a subview excludes a tap above it, unless they recognize simultaneously",
    arguments: [false, true])
  func excluded(simultaneous: Bool) {
    let extra = simultaneous ? #", "recognizesSimultaneouslyWith": ["hold"]"# : ""
    let holder =
      #"{"id": "holder", "frame": [20, 100, 350, 100], "gestureRecognizers": [{"id": "hold", "#
      + #""class": "UILongPressGestureRecognizer", "targets": [{"target": "vc", "action": "tap:"}]}]}"#
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 125), ExplainSupport.sample(0.7, 1, "ended", 100, 125),
    ]
    let explanations = ExplainSupport.explain(
      scene: Self.scene(recognizers: Self.tap("tap", extra), holder), samples,
      filter: ExplanationFilter(control: "tap"))

    if simultaneous {
      #expect(explanations.isEmpty)
    } else {
      #expect(
        explanations.map(\.message) == [
          "`tap` failed: the UILongPressGestureRecognizer `hold` on `holder` recognized first and excludes it: "
            + "`holder` is inside `root`, and neither allows simultaneous recognition "
            + "(`shouldRecognizeSimultaneouslyWith`)"
        ])
      #expect(explanations.first.map { $0.t } == 0.5)
      #expect(Self.data(explanations.first, "gesture")["reason"] == .string("excluded"))
      #expect(Self.data(explanations.first, "gesture")["byClass"] == .string("UILongPressGestureRecognizer"))
    }
  }

  @Test("a TouchDown held by delaysTouchesBegan comes when the recognizer fails")
  func delaysTouchesBegan() {
    let scene = Self.scene(
      recognizers: Self.tap("tap", #", "delaysTouchesBegan": true"#),
      #"{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}"#)
    let explanations = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "ok")
    ).filter { $0.kind == .delayedEvent }

    #expect(
      explanations.map(\.message) == [
        "TouchDown came at 0.080, not at 0.000: the UITapGestureRecognizer `tap` on `root` holds touches' "
          + "beginnings back from their views while it is possible (`delaysTouchesBegan`), until it failed at 0.080"
      ])
    let data = Self.data(explanations.first, "delay")
    #expect(data["event"] == .string("touchDown"))
    #expect(data["expected"] == .number(0))
    #expect(data["came"] == .number(0.08))
    #expect(data["heldBy"] == .string("tap"))
    #expect(data["holder"] == .string("recognizer"))
    #expect(data["property"] == .string("delaysTouchesBegan"))
  }

  @Test("a long press with delaysTouchesBegan that recognizes drops the held touch: the button got nothing")
  func droppedByRecognizer() {
    let hold =
      #"{"id": "hold", "class": "UILongPressGestureRecognizer", "delaysTouchesBegan": true, "#
      + #""targets": [{"target": "vc", "action": "tap:"}]}"#
    let scene = Self.scene(
      recognizers: hold, #"{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}"#)
    let samples = [
      ExplainSupport.sample(0, 1, "began", 100, 125), ExplainSupport.sample(0.7, 1, "ended", 100, 125),
    ]
    let explanations = ExplainSupport.explain(scene: scene, samples, filter: ExplanationFilter(control: "ok"))

    #expect(
      explanations.map(\.message) == [
        "`ok` got no events: the UILongPressGestureRecognizer `hold` on `root` holds touches' beginnings back "
          + "from their views while it is possible (`delaysTouchesBegan`), and recognized at 0.500, which drops "
          + "the touches it holds (`cancelsTouchesInView`); the touch never reached `ok`"
      ])
    #expect(explanations.first?.t == 0.5)
    #expect(explanations.first?.events == ["touchDown"])
    let data = Self.data(explanations.first, "dropped")
    #expect(data["by"] == .string("hold"))
    #expect(data["byClass"] == .string("UILongPressGestureRecognizer"))
    #expect(data["holder"] == .string("recognizer"))
    #expect(data["property"] == .string("delaysTouchesBegan"))
    #expect(data["recognizerView"] == .string("root"))
    #expect(data["at"] == .number(0.5))
  }

  @Test("a TouchUpInside held by a double tap's delaysTouchesEnded comes when it fails")
  func delaysTouchesEnded() {
    let scene = Self.scene(
      recognizers: Self.tap("zoom", #", "numberOfTapsRequired": 2"#),
      #"{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}"#)
    let explanations = ExplainSupport.explain(
      scene: scene, ExplainSupport.tap(100, 125), filter: ExplanationFilter(control: "ok")
    ).filter { $0.kind == .delayedEvent }

    #expect(
      explanations.map(\.message) == [
        "TouchUpInside came at 0.430, not at 0.080: the UITapGestureRecognizer `zoom` on `root` holds touches' "
          + "ends back from their views while it is possible (`delaysTouchesEnded`), until it failed at 0.430"
      ])
    #expect(Self.data(explanations.first, "delay")["property"] == .string("delaysTouchesEnded"))
  }

  @Test(
    "hit-testing passes over an image view or a label: interaction is off by default, for its buttons and its recognizers",
    arguments: ["UIImageView", "UILabel"])
  func nonInteractive(className: String) {
    let views =
      #"{"id": "photo", "class": "\#(className)", "frame": [20, 100, 350, 100], "gestureRecognizers": ["#
      + Self.tap("tapPhoto")
      + #"], "subviews": [{"id": "buried", "class": "UIButton", "frame": [0, 0, 350, 100]}]}"#
    let explanations = ExplainSupport.explain(
      scene: ExplainSupport.scene(views), ExplainSupport.tap(100, 125))
    let note = "userInteractionEnabled = false; \(className) has isUserInteractionEnabled false by default"

    #expect(
      explanations.map(\.message) == [
        "no TouchDown on `buried`: it is inside `photo`, which does not take touches (\(note)), so hit-testing "
          + "passed over it and the touch went to `root`",
        "`tapPhoto` got no touch: `photo` does not take touches (\(note)), so hit-testing passed over it and the "
          + "touch went to `root`",
      ])
    #expect(explanations.map(\.kind) == [.missingEvent, .missingGesture])
    #expect(explanations.last?.control == "tapPhoto")
  }

  @Test("only explain asks for the failure records: a verbose run has none, and prints none")
  func failureRecordsOnlyForExplain() {
    let scene = Self.scene(
      recognizers: Self.tap("tapBackground"),
      #"{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}"#)
    func records(failures: Bool) -> [ReplayRecord] {
      let text = (["{\"tracereplay\": 1, \"scene\": \(scene)}"] + ExplainSupport.tap(100, 125)).joined(
        separator: "\n")
      var request = ReplayRequest(tracePath: "-")
      request.standardInput = Array((text + "\n").utf8)
      request.verbose = true
      request.replayOptions.recordsGestureFailures = failures
      var records: [ReplayRecord] = []
      ReplayRun.run(request, record: { records.append($0) }, diagnostics: { _ in }, sceneBuilt: { _ in })
      return records
    }
    let failures = records(failures: true).compactMap { record -> ReplayRecord.RecognizerFailure? in
      if case .recognizerFailure(let failure) = record.kind { return failure }
      return nil
    }

    #expect(failures.map(\.reason) == [.refusedByView])
    #expect(failures.map(\.by) == ["ok"])
    #expect(failures.map(\.isScrollView) == [false])
    #expect(
      !records(failures: false).contains { record in
        if case .recognizerFailure = record.kind { return true }
        return false
      })
  }
}
