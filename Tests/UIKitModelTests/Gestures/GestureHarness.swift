import Foundation
import Testing

@testable import UIKitModel

/// Writes what the model reports as timed lines: `0.150 ok touchDown`, `0.300 tap ended`,
/// `0.300 tap action tapped: -> vc`, `0.300 cancel ok by tap`, `0.400 scroll feed (0, 20)`.
final class GestureLog: UIModelObserver {
  let wantsDetails = false
  private(set) var lines: [String] = []
  /// The application whose clock stamps the lines; set after it is made.
  var clock: (() -> TimeInterval)?

  func model(_ event: ModelEvent) {
    let time = String(format: "%.3f", clock?() ?? 0)
    switch event {
    case .controlEvents(let control, let events, _):
      lines.append("\(time) \(name(control)) \(events.names.joined(separator: "|"))")
    case .gestureStateChanged(let recognizer, let state):
      lines.append("\(time) \(recognizer.name ?? "?") \(state)")
    case .gestureAction(let recognizer, let target, let action):
      lines.append("\(time) \(recognizer.name ?? "?") action \(action.name) -> \(name(target))")
    case .touchCancelled(_, let view, let by):
      let owner = (by as? UIGestureRecognizer)?.name ?? name(by)
      lines.append("\(time) cancel \(name(view)) by \(owner)")
    case .scrolled(let scrollView, let offset):
      lines.append("\(time) scroll \(name(scrollView)) (\(Int(offset.x)), \(Int(offset.y)))")
    default:
      break
    }
  }

  /// The lines that mention `word`.
  func lines(mentioning word: String) -> [String] {
    lines.filter { $0.split(separator: " ").contains { $0 == word } }
  }
}

/// A window of 400 × 800 with a log, and a finger API on the trace clock.
final class GestureScene {
  let app: UIApplication
  let window: UIWindow
  let log = GestureLog()
  let target = NamedResponder("vc")

  init(configuration: UIApplication.Configuration = .init()) {
    app = UIApplication(configuration: configuration)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.accessibilityIdentifier = "window"
    app.observer = log
    app.addWindow(window)
    let app = self.app
    log.clock = { [unowned app] in app.currentTime }
    target.implement("fired:") { _, _ in }
  }

  @discardableResult
  func add<View: UIView>(_ view: View, id: String, to parent: UIView? = nil) -> View {
    view.accessibilityIdentifier = id
    (parent ?? window).addSubview(view)
    return view
  }

  /// Attaches `recognizer`, named `name`, to `view`, sending `fired:` to the scene's target.
  @discardableResult
  func attach<Recognizer: UIGestureRecognizer>(_ recognizer: Recognizer, _ name: String, to view: UIView)
    -> Recognizer
  {
    recognizer.name = name
    recognizer.addTarget(target, action: "fired:")
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  func down(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval) -> UITouch {
    let touch = UITouch(location: CGPoint(x: x, y: y), timestamp: time)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
    return touch
  }

  func move(_ touch: UITouch, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
    touch.update(phase: .moved, location: CGPoint(x: x, y: y), timestamp: time)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
  }

  func up(_ touch: UITouch, at time: TimeInterval) {
    touch.update(phase: .ended, location: touch.location(in: nil), timestamp: time)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
  }

  /// The system takes the finger away: `touch` is cancelled where it is.
  func cancel(_ touch: UITouch, at time: TimeInterval) {
    touch.update(phase: .cancelled, location: touch.location(in: nil), timestamp: time)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
  }

  /// A drag from (x, y) by (dx, dy) in `steps` moves, one every 0.01 s from `start`; lifts after.
  func drag(from x: CGFloat, _ y: CGFloat, by dx: CGFloat, _ dy: CGFloat, steps: Int, start: TimeInterval = 0)
  {
    let touch = down(x, y, at: start)
    for step in 1...steps {
      let f = CGFloat(step) / CGFloat(steps)
      move(touch, x + dx * f, y + dy * f, at: start + 0.01 * Double(step))
    }
    up(touch, at: start + 0.01 * Double(steps + 1))
  }

  /// Lets the clock run to `time`, firing timers.
  func wait(until time: TimeInterval) {
    app.advanceTime(to: time)
  }
}
