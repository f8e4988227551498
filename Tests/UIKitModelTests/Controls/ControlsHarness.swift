import Foundation
import Testing

@testable import UIKitModel

/// Records what the model reports as short strings: `"touchDown"`,
/// `"valueChanged value=0.5"`, `"action vc.tap: via target"`.
final class ControlsRecorder: UIModelObserver {
  var wantsDetails: Bool { false }
  /// Everything reported, in order.
  private(set) var lines: [String] = []
  /// The control-event dispatches that carried a nil UIEvent, by their event names.
  private(set) var eventlessDispatches: [String] = []
  private var names: [ObjectIdentifier: String] = [:]

  /// Names `object` in the recorded strings.
  func name(_ object: AnyObject, _ name: String) {
    names[ObjectIdentifier(object)] = name
  }

  private func describe(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return names[ObjectIdentifier(object)] ?? String(describing: type(of: object))
  }

  func model(_ event: ModelEvent) {
    switch event {
    case .controlEvents(let control, let events, let uiEvent):
      let names = events.names.joined(separator: "+")
      var line = names
      if let reported = control.reportedValue {
        line += " \(reported.name)=\(Self.format(reported.value))"
      }
      lines.append(line)
      if uiEvent == nil { eventlessDispatches.append(names) }
    case .action(let message):
      lines.append("action \(describe(message.target)).\(message.action.name) via \(message.via)")
    case .uiAction(let action, _, _):
      lines.append("uiAction \(action.title)")
    case .unrecognizedSelector(let target, let action, _):
      lines.append("unrecognized \(describe(target)).\(action.name)")
    case .firstResponderChanged(let from, let to):
      lines.append("firstResponder \(describe(from)) -> \(describe(to))")
    default:
      break
    }
  }

  /// Only the control-event dispatches.
  var controlEvents: [String] {
    lines.filter {
      !$0.hasPrefix("action ") && !$0.hasPrefix("uiAction ") && !$0.hasPrefix("firstResponder ")
        && !$0.hasPrefix("unrecognized ")
    }
  }

  /// Only the names of the events dispatched, without values.
  var eventNames: [String] {
    controlEvents.map { String($0.split(separator: " ")[0]) }
  }

  func clear() {
    lines.removeAll()
    eventlessDispatches.removeAll()
  }

  static func format(_ value: ReportedControlValue.Value) -> String {
    switch value {
    case .float(let x): return "\(x)"
    case .double(let x): return "\(x)"
    case .bool(let x): return "\(x)"
    case .int(let x): return "\(x)"
    }
  }
}

/// An application with one 390 × 844 window, a controller `vc` that implements a few actions,
/// and a recorder; drives touches on the trace's clock.
final class ControlsHarness {
  let app: UIApplication
  let window: UIWindow
  let controller: UIViewController
  let recorder = ControlsRecorder()
  /// The clock of the next sample.
  private(set) var time: TimeInterval = 0
  /// The actions `vc` implements.
  static let actions: [Selector] = ["tap:", "changed:", "primary:", "began:", "ended:", "down:"]

  init(configuration: UIApplication.Configuration = UIApplication.Configuration()) {
    app = UIApplication(configuration: configuration)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    controller = UIViewController()
    controller.view = UIView(frame: window.bounds)
    app.addWindow(window)
    window.rootViewController = controller
    app.observer = recorder
    recorder.name(controller, "vc")
    recorder.name(window, "window")
    for action in Self.actions {
      controller.implement(action) { _, _ in }
    }
  }

  /// Adds `control` to the controller's view, named `name` in the recorded strings.
  @discardableResult
  func add<Control: UIView>(_ control: Control, named name: String) -> Control {
    controller.view.addSubview(control)
    recorder.name(control, name)
    return control
  }

  /// Registers `vc` for `action` on `events` of `control`.
  func target(_ control: UIControl, _ action: Selector, for events: UIControl.Event) {
    control.addTarget(controller, action: action, for: events)
  }

  // MARK: Touches

  private func send(_ touch: UITouch) {
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
  }

  /// Puts a finger down at `point` (window coordinates).
  @discardableResult
  func press(at point: CGPoint, tapCount: Int = 1) -> UITouch {
    let touch = UITouch(location: point, timestamp: time, tapCount: tapCount)
    send(touch)
    return touch
  }

  /// Moves the finger to `point`, `step` seconds later.
  func move(_ touch: UITouch, to point: CGPoint, after step: TimeInterval = 0.02) {
    time += step
    touch.update(phase: .moved, location: point, timestamp: time)
    send(touch)
  }

  /// Keeps the finger still for `duration`, with a stationary sample every `every` seconds.
  func hold(_ touch: UITouch, for duration: TimeInterval, every: TimeInterval = 0.05) {
    let end = time + duration
    let location = touch.location(in: nil)
    while time + every <= end + 1e-9 {
      time += every
      touch.update(phase: .stationary, location: location, timestamp: time)
      send(touch)
    }
    time = end
  }

  /// Lifts the finger at `point` (default: where it is), `step` seconds later.
  func lift(_ touch: UITouch, at point: CGPoint? = nil, after step: TimeInterval = 0.02) {
    time += step
    touch.update(phase: .ended, location: point ?? touch.location(in: nil), timestamp: time)
    send(touch)
  }

  /// Cancels the touch, `step` seconds later.
  func cancel(_ touch: UITouch, after step: TimeInterval = 0.02) {
    time += step
    touch.update(phase: .cancelled, location: touch.location(in: nil), timestamp: time)
    send(touch)
  }

  /// A tap: down at `point`, up at `liftPoint` (default: the same place) 0.08 s later.
  func tap(at point: CGPoint, liftAt liftPoint: CGPoint? = nil, tapCount: Int = 1) {
    let touch = press(at: point, tapCount: tapCount)
    lift(touch, at: liftPoint ?? point, after: 0.08)
    time += 0.5
  }

  /// A drag through `points`: down at the first, moved through the rest, up at the last.
  func drag(_ points: [CGPoint], step: TimeInterval = 0.02) {
    guard let first = points.first else { return }
    let touch = press(at: first)
    for point in points.dropFirst() { move(touch, to: point, after: step) }
    lift(touch, after: step)
    time += 0.5
  }

  /// Moves the clock without touches, firing scheduled work.
  func advance(by seconds: TimeInterval) {
    time += seconds
    app.advanceTime(to: time)
  }
}
