import Foundation
import Testing
import TraceReplay

/// Every kind of explanation and every kind of fact, rendered from real scenes: no sentence holds
/// a placeholder (`?`), a `nil`, an `Optional(…)` or an empty name.
@Suite("Explain wording")
struct ExplainWordingTests {
  /// The traces of `traces/`, and the situations they do not show, each from a scene.
  static func everyExplanation() throws -> [Explanation] {
    let names = try FileManager.default.contentsOfDirectory(atPath: ExplainSupport.traces)
      .filter { $0.hasSuffix(".jsonl") && !$0.contains(".golden.") }.sorted()
    var all = names.flatMap { ExplainSupport.explain(trace: $0) }
    // A sendAction(_:to:for:) override that reroutes the action (missingAction).
    all += ExplainSupport.explain(
      scene: ExplainSupport.scene(
        #"{"id": "pic", "class": "ReroutingControl", "frame": [20, 700, 350, 50], "targets": ["#
          + #"{"target": "vc", "action": "tap:", "events": ["touchUpInside"]}]}"#),
      ExplainSupport.tap(100, 720))
    // A second touch on a view that is not multipleTouchEnabled (notDelivered).
    all += ExplainSupport.explain(
      scene: ExplainSupport.scene(#"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}"#),
      [ExplainSupport.sample(0, 1, "began", 100, 720), ExplainSupport.sample(0.05, 2, "began", 200, 720)])
    // A touch on an interactive subview of a button (touchOwnership).
    all += ExplainSupport.explain(
      scene: ExplainSupport.scene(
        #"{"id": "card", "class": "UIButton", "frame": [200, 620, 170, 50], "subviews": ["#
          + #"{"id": "icon", "frame": [0, 0, 170, 50], "userInteractionEnabled": true}]}"#),
      ExplainSupport.tap(280, 640))
    // A control whose beginTracking refuses the touch, and one that stops tracking.
    all += ExplainSupport.explain(
      scene: ExplainSupport.scene(
        #"{"id": "knob", "class": "RefusingControl", "frame": [20, 100, 350, 50]}, "#
          + #"{"id": "dial", "class": "StoppingControl", "frame": [20, 300, 350, 50]}"#),
      ExplainSupport.tap(100, 120)
        + [
          ExplainSupport.sample(1, 1, "began", 100, 320), ExplainSupport.sample(1.1, 1, "moved", 110, 320),
          ExplainSupport.sample(1.2, 1, "ended", 110, 320),
        ])
    return all
  }

  @Test("every kind of explanation and of fact is rendered from a real scene without a placeholder")
  func noPlaceholders() throws {
    let all = try Self.everyExplanation()
    let kinds = Set(all.map(\.kind.rawValue))
    let topics = Set(all.flatMap { $0.reasons.map(\.topic) })

    #expect(
      kinds.isSuperset(of: [
        "dispatch", "missingEvent", "missingAction", "notDelivered", "missingGesture", "delayedEvent",
      ]))
    #expect(
      topics.isSuperset(of: [
        "hitTest", "touchArea", "tracking", "entries", "actions", "responderChain", "value", "gesture",
        "cancel", "dropped", "delay", "touchOwnership", "near",
      ]))
    for explanation in all {
      for sentence in [explanation.message] + explanation.reasons.map(\.text) {
        #expect(Self.placeholder(in: sentence) == nil, "\(sentence)")
      }
      #expect(explanation.control?.isEmpty != true)
    }
  }

  @Test(
    "a scroll view's own pan that excludes a recognizer is named by its scroll view, nested the right way")
  func scrollViewExcludes() throws {
    let explanations = ExplainSupport.explain(trace: "scroll-dismiss-tap.jsonl")
    let excluded = try #require(
      explanations.first { $0.control == "dismissTap" && $0.kind == .missingGesture })

    #expect(
      excluded.message
        == "`dismissTap` failed: the pan gesture recognizer of `scroll` (a UIScrollView), which began "
        + "scrolling, recognized first and excludes it: `scroll` is inside `root`, and neither allows "
        + "simultaneous recognition (`shouldRecognizeSimultaneouslyWith`)")
    let data = try #require(excluded.reasons.first?.data)
    #expect(data.contains(ExplanationField("by", .string("scroll"))))
    #expect(data.contains(ExplanationField("byClass", .string("UIScrollViewPanGestureRecognizer"))))
    #expect(data.contains(ExplanationField("byScrollView", .bool(true))))
  }

  /// The first placeholder-like text in `sentence`, or nil.
  static func placeholder(in text: String) -> String? {
    // "a nil target" is UIKit's own term for a target-action entry without a target.
    let sentence = text.replacingOccurrences(of: "nil target", with: "no-target")
    for bad in ["`?`", " ? ", "?`", "`nil`", " nil ", "(nil)", "Optional(", "``", "` `"] {
      if sentence.contains(bad) { return bad }
    }
    if sentence.hasSuffix(" nil") || sentence.contains(" nil,") || sentence.contains(" nil;") { return "nil" }
    return nil
  }
}

/// `explain --control X` on a scroll view of buttons under a tap recognizer (issue 29): a touch
/// near X is explained by the rule that decided it, and a control no touch came near says so.
@Suite("Explain touches near a control")
struct ExplainNearTests {
  /// traces/shop-scroll.scene.json on one line, for a trace header.
  static func scene() throws -> String {
    let text = try String(contentsOfFile: ExplainSupport.traces + "/shop-scroll.scene.json", encoding: .utf8)
    return text.split(separator: "\n").joined(separator: " ")
  }

  @Test("a touch inside share's touch area that dismissTap took names dismissTap and cancelsTouchesInView")
  func takenByRecognizer() throws {
    let share = ExplainSupport.explain(trace: "scroll-dismiss-tap.jsonl").filter { $0.control == "share" }
    let near = try #require(share.first { $0.reasons.first?.topic == "near" })

    #expect(near.kind == .missingEvent)
    #expect(near.events == ["touchUpInside"])
    #expect(
      near.message
        == "no TouchUpInside from `share`: touch 1 began at (195.0, 470.0), 30.0 pt outside the bounds "
        + "of `share` but inside its touch area, and hit-testing gave touch 1 to `scroll`, the view under "
        + "the finger; a touch area counts only for a touch the control already tracks; then the "
        + "UITapGestureRecognizer `dismissTap` on `root` recognized, sent dismissKeyboard: to `vc` and "
        + "cancelled the touch at 1.417 (`cancelsTouchesInView`)")
    let cancel = try #require(near.reasons.first { $0.topic == "cancel" })
    #expect(cancel.data.contains(ExplanationField("cancelsTouchesInView", .bool(true))))
    #expect(near.reasons.map(\.topic) == ["near", "hitTest", "touchArea", "cancel"])
    // The press on share itself, after the scroll, is its TouchUpInside.
    #expect(share.contains { $0.kind == .dispatch && $0.events == ["touchUpInside"] })
  }

  @Test(
    "a touch beside a control is put down to it only inside its touch area (share's bottom is at 550)",
    arguments: [(615.0, true), (625.0, false)])
  func touchAreaEdge(y: Double, near: Bool) throws {
    let all = ExplainSupport.explain(scene: try Self.scene(), ExplainSupport.tap(195, y))

    #expect(all.contains { $0.control == "share" && $0.reasons.first?.topic == "near" } == near)
  }

  @Test("--control share with no touch near it gives its frame after the scroll and the closest touch")
  func noTouchNear() throws {
    let scene = try Self.scene()
    // synth's old output: the press where share was before the drag scrolled by 110 pt.
    var samples = [ExplainSupport.sample(0, 1, "began", 195, 165)]
    for step in 1...6 {
      samples.append(ExplainSupport.sample(Double(step) / 60, 1, "moved", 195, 165 - 20 * Double(step)))
    }
    // The finger rests before it lifts, so the list does not decelerate after the lift (M3).
    samples += [
      ExplainSupport.sample(0.105, 1, "moved", 195, 45), ExplainSupport.sample(0.110, 1, "moved", 195, 45),
      ExplainSupport.sample(0.117, 1, "ended", 195, 45), ExplainSupport.sample(1.117, 1, "began", 195, 525),
      ExplainSupport.sample(1.517, 1, "ended", 195, 525),
    ]
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(
      (["{\"tracereplay\": 1, \"scene\": \(scene)}"] + samples).joined(separator: "\n").utf8)
    request.verbose = true
    request.replayOptions.recordsGestureFailures = true
    let filter = ExplanationFilter(control: "share")
    var stream: ExplanationStream?
    var about: [Explanation] = []
    ReplayRun.run(
      request, record: { stream?.consume($0) }, diagnostics: { _ in },
      sceneBuilt: { built in
        stream = Explainer(scene: built).stream(focus: filter) { if filter.matches($0) { about.append($0) } }
      })
    stream?.finish()
    let answer = try #require(stream?.noTouchNear)

    #expect(about.isEmpty)
    #expect(answer.kind == .noTouch)
    #expect(
      answer.message
        == "no touch came near `share`: `share`'s frame in the window at 1.117 was (20.0, 390.0, 350.0, 50.0) "
        + "(after `scroll` scrolled to (0.0, 110.0)); the closest, touch 1, began there at (195.0, 525.0), "
        + "85.0 pt from it (15.0 pt outside its touch area, bounds grown by 70.0 pt), and hit `scroll`")
  }
}
