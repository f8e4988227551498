import Foundation
import Testing

@testable import UIKitModel

/// Seeded random scenes (views that are or are not multiple-touch, a scroll view, taps, double
/// taps, two-finger taps, pans, long presses and swipes, some requiring another's failure) driven
/// by random fingers (up to three, moving, lifting, cancelled), checked against rules that hold
/// in every UIKit scene (G3): each recognizer's reported states follow its state machine
/// (discrete: possible -> ended | failed; continuous: possible -> began -> changed* -> ended |
/// cancelled, or possible -> failed), an action goes with each began, changed, ended and
/// cancelled (and with nothing else but a continuous gesture under way), never with failed, and a
/// view is sent a touch's terminal phase at most once.
@Suite("Random recognizer scenes")
struct RecognizerScenarioTests {
  /// A tiny seeded generator, so every run makes the same scenes.
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Writes down, per recognizer, its reported states and actions in order, and every terminal
  /// phase a view is sent.
  final class Checker: UIModelObserver {
    let wantsDetails = false
    var clock: (() -> TimeInterval)?
    /// The recognizers' records: `began`, `changed`, ..., `action`, each with its time.
    var records: [ObjectIdentifier: [(String, TimeInterval)]] = [:]
    var problems: [String] = []

    func model(_ event: ModelEvent) {
      let time = clock?() ?? 0
      switch event {
      case .gestureStateChanged(let recognizer, let state):
        records[ObjectIdentifier(recognizer), default: []].append(("\(state)", time))
      case .gestureAction(let recognizer, _, _):
        records[ObjectIdentifier(recognizer), default: []].append(("action", time))
      default:
        break
      }
    }

    /// Checks one recognizer's records against its state machine.
    func check(_ recognizer: UIGestureRecognizer, name: String) {
      let continuous = recognizer is UIPanGestureRecognizer || recognizer is UILongPressGestureRecognizer
      var state = "possible"
      var pendingAction: (String, TimeInterval)?
      for (record, time) in records[ObjectIdentifier(recognizer)] ?? [] {
        if record == "action" {
          // A continuous recognizer under way also acts, in its current state, on an event
          // that gives it touches without changing that state (a finger coming down).
          if pendingAction == nil && (state == "began" || state == "changed") { continue }
          guard let pending = pendingAction, pending.1 == time else {
            problems.append("\(name): an action at \(time) with no state change before it (state \(state))")
            continue
          }
          pendingAction = nil
          continue
        }
        // A change an exclusion cancels in the same update acts only as cancelled.
        if let pending = pendingAction,
          !(pending.0 == "changed" && record == "cancelled" && pending.1 == time)
        {
          problems.append("\(name): \(pending.0) at \(pending.1) sent no action before \(record)")
        }
        pendingAction = nil
        let legal: Set<String> =
          switch (state, continuous) {
          case ("possible", false): ["ended", "failed"]
          case ("possible", true): ["began", "failed"]
          case ("began", true), ("changed", true): ["changed", "ended", "cancelled"]
          default: []
          }
        if !legal.contains(record) {
          problems.append("\(name): \(state) -> \(record) at \(time)")
        }
        if record != "failed" { pendingAction = (record, time) }
        // A terminal state ends the sequence; the recognizer is reset before its next.
        state = ["ended", "cancelled", "failed"].contains(record) ? "possible" : record
      }
      if let pending = pendingAction {
        problems.append("\(name): \(pending.0) at \(pending.1) sent no action")
      }
    }
  }

  /// A view that checks that each touch is sent ended or cancelled at most once.
  final class TerminalCheckView: UIView {
    var checker: Checker?
    /// The touches sent a terminal phase, kept (so that none is freed and its address reused).
    var ended: Set<UITouch> = []

    private func terminal(_ touches: Set<UITouch>) {
      for touch in touches where !ended.insert(touch).inserted {
        checker?.problems.append("\(accessibilityIdentifier ?? "?") got a second terminal phase")
      }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { terminal(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { terminal(touches) }
  }

  /// Builds a random scene; returns the recognizers with names.
  static func makeScene(
    _ random: inout Generator, window: UIWindow, checker: Checker, target: NamedResponder
  ) -> [(UIGestureRecognizer, String)] {
    var views: [UIView] = []
    let root = TerminalCheckView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.checker = checker
    root.accessibilityIdentifier = "root"
    root.isMultipleTouchEnabled = Bool.random(using: &random)
    window.addSubview(root)
    views.append(root)
    if Bool.random(using: &random) {
      let feed = UIScrollView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
      feed.accessibilityIdentifier = "feed"
      feed.contentSize = CGSize(width: Bool.random(using: &random) ? 800 : 400, height: 1200)
      feed.isMultipleTouchEnabled = Bool.random(using: &random)
      root.addSubview(feed)
      views.append(feed)
      let cell = TerminalCheckView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
      cell.checker = checker
      cell.accessibilityIdentifier = "cell"
      feed.addSubview(cell)
      views.append(cell)
    }
    let pane = TerminalCheckView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    pane.checker = checker
    pane.accessibilityIdentifier = "pane"
    pane.isMultipleTouchEnabled = Bool.random(using: &random)
    root.addSubview(pane)
    views.append(pane)
    if Bool.random(using: &random) {
      pane.addSubview(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 100)))
    }

    var recognizers: [(UIGestureRecognizer, String)] = []
    for index in 0..<Int.random(in: 1...4, using: &random) {
      let recognizer: UIGestureRecognizer
      switch Int.random(in: 0..<6, using: &random) {
      case 0: recognizer = UITapGestureRecognizer()
      case 1:
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        recognizer = tap
      case 2:
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        recognizer = tap
      case 3: recognizer = UIPanGestureRecognizer()
      case 4: recognizer = UILongPressGestureRecognizer()
      default: recognizer = UISwipeGestureRecognizer()
      }
      recognizer.cancelsTouchesInView = Int.random(in: 0..<4, using: &random) != 0
      recognizer.addTarget(target, action: "fired:")
      views.randomElement(using: &random)?.addGestureRecognizer(recognizer)
      if let other = recognizers.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
        recognizer.require(toFail: other.0)
      }
      recognizers.append((recognizer, "r\(index) \(type(of: recognizer))"))
    }
    return recognizers
  }

  /// Random fingers for about a second and a half: each step one finger begins, moves, lifts or
  /// is cancelled; every finger down is in every event, as a replay sends them.
  static func play(_ random: inout Generator, app: UIApplication) {
    var down: [UITouch] = []
    var time: TimeInterval = 0
    for _ in 0..<Int.random(in: 4...30, using: &random) {
      time += [0.01, 0.02, 0.05, 0.1, 0.2, 0.4].randomElement(using: &random) ?? 0.01
      app.advanceTime(to: time)
      for touch in down { touch.markStationary() }
      var changed: [UITouch] = []
      let choice = Int.random(in: 0..<10, using: &random)
      if down.isEmpty || (choice < 2 && down.count < 3) {
        let point = CGPoint(
          x: CGFloat(Int.random(in: 0..<40, using: &random) * 10),
          y: CGFloat(Int.random(in: 0..<80, using: &random) * 10))
        changed.append(UITouch(location: point, timestamp: time))
      } else if let touch = down.randomElement(using: &random) {
        let point = touch.location(in: nil)
        if choice < 7 {
          let moved = CGPoint(
            x: point.x + CGFloat(Int.random(in: -30...30, using: &random)),
            y: point.y + CGFloat(Int.random(in: -30...30, using: &random)))
          touch.update(phase: .moved, location: moved, timestamp: time)
        } else {
          touch.update(phase: choice < 9 ? .ended : .cancelled, location: point, timestamp: time)
        }
        changed.append(touch)
      }
      let event = UIEvent(
        timestamp: time, touches: down + changed.filter { new in !down.contains { $0 === new } })
      app.sendEvent(event)
      down = event.orderedTouches.filter { $0.isActive }
    }
    time += 0.01
    for touch in down { touch.update(phase: .ended, location: touch.location(in: nil), timestamp: time) }
    if !down.isEmpty { app.sendEvent(UIEvent(timestamp: time, touches: down)) }
    app.advanceTime(to: time + 2)
  }

  @Test(
    "R2, R6, R8: 300 random scenes: legal state transitions, an action with each recognition step, one terminal phase a touch"
  )
  func randomScenes() {
    var problems: [String] = []
    for seed in UInt64(1)...300 {
      var random = Generator(state: seed)
      let app = UIApplication()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      app.addWindow(window)
      let checker = Checker()
      checker.clock = { [unowned app] in app.currentTime }
      app.observer = checker
      let target = NamedResponder("vc")
      target.implement("fired:") { _, _ in }
      let recognizers = Self.makeScene(&random, window: window, checker: checker, target: target)

      Self.play(&random, app: app)

      for (recognizer, name) in recognizers { checker.check(recognizer, name: name) }
      problems += checker.problems.map { "seed \(seed): \($0)" }
    }

    #expect(problems.isEmpty, "\(problems.prefix(10))")
  }
}
