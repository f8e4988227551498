import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// Synthesised gestures replayed through scenes with recognizers: the samples a script makes
/// must drive the recognizers the way the script says (timers firing during a held press and
/// after the last sample, speeds that the swipe and pan recognizers measure).
@Suite("Synth gestures replayed through recognizers")
struct SynthReplayTests {
  /// A window with `ok` (a plain view at 20, 700, 350 × 50) carrying `recognizers`.
  static func scene(recognizers: String) throws -> BuiltScene {
    try synthScene(
      """
      {"window": {"width": 390, "height": 844},
       "controllers": [{"id": "vc", "view": "root", "actions": ["single:", "double:", "press:", "swipe:", "pan:"]}],
       "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "ok", "frame": [20, 400, 350, 350], "gestureRecognizers": [\(recognizers)]}]}]}
      """)
  }

  static func synthesize(_ script: String, over scene: BuiltScene) throws -> [TouchSample] {
    try Synthesizer(file: "test.synth", resolver: scene).synthesize(script)
  }

  @Test(
    "a single tap that requires a double tap to fail acts at the lift plus the double tap's 0.35 s, after the last sample"
  )
  func singleTapWaitsForDoubleTap() throws {
    let scene = try Self.scene(
      recognizers: """
        {"id": "singleTap", "class": "UITapGestureRecognizer", "requiresFailureOf": ["doubleTap"],
         "targets": [{"target": "vc", "action": "single:"}]},
        {"id": "doubleTap", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 2,
         "targets": [{"target": "vc", "action": "double:"}]}
        """)
    let samples = try Self.synthesize("tap ok", over: scene)

    let lines = gestureLines(replaySynth(samples, through: scene))

    #expect(samples.last?.t == 0.08)
    // The single tap stays possible at the lift (R12: it waits, sending nothing); its ended and
    // its action come when the double tap fails, after the trace's last sample.
    #expect(lines == ["0.43 doubleTap failed", "0.43 singleTap ended", "0.43 action singleTap single:"])
  }

  @Test("a wait at the end of a script adds no sample: the replay runs the pending work at its own time")
  func trailingWait() throws {
    let scene = try Self.scene(
      recognizers: """
        {"id": "singleTap", "class": "UITapGestureRecognizer", "requiresFailureOf": ["doubleTap"],
         "targets": [{"target": "vc", "action": "single:"}]},
        {"id": "doubleTap", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 2}
        """)
    let short = try Self.synthesize("tap ok; wait 0.1", over: scene)
    let long = try Self.synthesize("tap ok; wait 2", over: scene)

    #expect(short == long)
    #expect(gestureLines(replaySynth(long, through: scene)).last == "0.43 action singleTap single:")
  }

  @Test(
    "press holds the finger still: a long press begins at its minimum duration, not at the lift",
    arguments: ["press ok 0.6", "press ok 600ms", "long-press ok for 0.6"])
  func pressBeginsLongPress(script: String) throws {
    let scene = try Self.scene(
      recognizers: """
        {"id": "hold", "class": "UILongPressGestureRecognizer", "minimumPressDuration": 0.5,
         "targets": [{"target": "vc", "action": "press:"}]}
        """)
    let samples = try Self.synthesize(script, over: scene)

    let lines = gestureLines(replaySynth(samples, through: scene))

    #expect(compact(samples) == ["0.0 1 began 195.0 575.0", "0.6 1 ended 195.0 575.0"])
    #expect(
      lines == [
        "0.5 hold began", "0.5 action hold press:", "0.6 hold ended", "0.6 action hold press:",
      ])
  }

  @Test("a press shorter than the minimum duration fails the long press at the lift")
  func shortPress() throws {
    let scene = try Self.scene(
      recognizers: #"{"id": "hold", "class": "UILongPressGestureRecognizer", "minimumPressDuration": 0.5}"#)

    let lines = gestureLines(replaySynth(try Self.synthesize("press ok 0.4", over: scene), through: scene))

    #expect(lines == ["0.4 hold failed"])
  }

  @Test(
    "a press on a button in a scroll view sends TouchDown when the 0.15 s content-touch delay ends, while the finger is held"
  )
  func pressInScrollView() throws {
    let scene = try synthScene(
      """
      {"window": {"width": 390, "height": 844},
       "views": [{"id": "list", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000],
         "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}
      """)
    let samples = try Self.synthesize("press ok 0.4", over: scene)

    let records = replaySynth(samples, through: scene)
    let events = records.compactMap { record -> String? in
      guard case .controlEvent(let event) = record.kind else { return nil }
      return "\(TraceWriter.format(record.t, decimals: 6)) \(event.events.names.joined(separator: ","))"
    }

    #expect(events == ["0.15 touchDown", "0.4 touchUpInside", "0.4 primaryActionTriggered"])
  }

  @Test(
    "a swipe at a speed is recognized when it covers the swipe's 50 pt within its 0.5 s",
    arguments: [
      (1500.0, true), (300.0, true), (110.0, true), (95.0, false), (50.0, false),
    ])
  func swipeSpeed(speed: Double, recognized: Bool) throws {
    let scene = try Self.scene(
      recognizers: """
        {"id": "flick", "class": "UISwipeGestureRecognizer", "direction": "up",
         "targets": [{"target": "vc", "action": "swipe:"}]}
        """)
    let samples = try Self.synthesize("swipe ok up by 200 at \(speed)pt/s", over: scene)

    let lines = gestureLines(replaySynth(samples, through: scene))

    #expect(lines.first?.hasSuffix(recognized ? "flick ended" : "flick failed") == true, "\(lines)")
    #expect(lines.contains { $0.hasSuffix("action flick swipe:") } == recognized)
  }

  @Test(
    "a pan at a speed reports a velocity near that speed",
    arguments: [(300.0, 60), (1500.0, 120), (800.0, 60)])
  func panVelocity(speed: Double, rate: Int) throws {
    let scene = try Self.scene(
      recognizers:
        #"{"id": "drag", "class": "UIPanGestureRecognizer", "targets": [{"target": "vc", "action": "pan:"}]}"#
    )
    let pan = try #require(scene.recognizers["drag"] as? UIPanGestureRecognizer)
    let samples = try Self.synthesize("rate \(rate); pan ok.left -> ok.right at \(speed)pt/s", over: scene)
    var velocity = CGPoint.zero

    // The velocity as the last move left it: read just before the lift is delivered.
    let lines = gestureLines(
      replaySynth(samples, through: scene) { group in
        if group.contains(where: { $0.phase == .ended }) { velocity = pan.velocity(in: nil) }
      })

    #expect(lines.first?.hasSuffix("drag began") == true)
    #expect(abs(Double(velocity.x) - speed) <= speed * 0.02, "velocity \(velocity.x) for \(speed) pt/s")
    #expect(abs(Double(velocity.y)) < 1e-6)
  }
}
