import Foundation
import Testing

@testable import UIKitModel

/// Records what the model reports, and renders it as short readable lines.
final class Recorder: UIModelObserver {
  let wantsDetails: Bool
  private(set) var events: [ModelEvent] = []

  init(details: Bool = false) {
    wantsDetails = details
  }

  func model(_ event: ModelEvent) {
    events.append(event)
  }

  func clear() {
    events.removeAll()
  }

  /// The control-event dispatches of `control`, as `touchDown`, `touchDown|touchUpInside`...
  func controlEvents(of control: UIControl) -> [String] {
    events.compactMap { event in
      guard case .controlEvents(let sender, let dispatched, _) = event, sender === control else {
        return nil
      }
      return dispatched.names.joined(separator: "|")
    }
  }

  /// The tracking calls, state changes and dispatches, as `beginTracking -> true`,
  /// `highlighted true`, `touchDown`...
  var trackingDetails: [String] {
    events.compactMap { event in
      switch event {
      case .tracking(_, let callback, let result, _):
        return "\(callback)\(result.map { " -> \($0)" } ?? "")"
      case .stateChanged(_, let property, let value):
        return "\(property) \(value)"
      case .controlEvents(_, let events, _):
        return events.names.joined(separator: "|")
      default:
        return nil
      }
    }
  }

  /// Every action message, as `select: -> target via responderChain`.
  var actions: [ActionMessage] {
    events.compactMap { event in
      guard case .action(let message) = event else { return nil }
      return message
    }
  }

  /// The readable log of dispatches, actions and first-responder changes.
  var lines: [String] {
    events.compactMap { event in
      switch event {
      case .controlEvents(let control, let dispatched, _):
        return "\(name(control)) \(dispatched.names.joined(separator: "|"))"
      case .action(let message):
        return "action \(message.action) -> \(name(message.target)) via \(message.via.rawValue)"
      case .uiAction(let action, let sender, _):
        return "uiAction \(action.title) from \(name(sender))"
      case .unrecognizedSelector(let target, let action, _):
        return "unrecognized \(action) on \(name(target))"
      case .firstResponderChanged(let from, let to):
        return "firstResponder \(name(from)) -> \(name(to))"
      default:
        return nil
      }
    }
  }
}

/// A readable name for a model object: its identifier, or its type.
func name(_ object: Any?) -> String {
  guard let object else { return "nil" }
  if let view = object as? UIView, let identifier = view.accessibilityIdentifier {
    return identifier
  }
  if let responder = object as? NamedResponder { return responder.label }
  return String(describing: type(of: object))
}

/// A shared, ordered log that test responders and actions write into.
final class Log {
  private(set) var lines: [String] = []

  func add(_ line: String) {
    lines.append(line)
  }
}

/// A plain responder with a label, for app delegates and explicit targets.
final class NamedResponder: UIResponder {
  let label: String

  init(_ label: String) {
    self.label = label
    super.init()
  }
}

/// A view that logs every touch callback it gets, with the touches' ids.
final class TouchLogView: UIView {
  var log: Log?
  var forwards = false

  private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    let ids = touches.map { touchName($0, event) }.sorted().joined(separator: ",")
    log?.add("\(accessibilityIdentifier ?? "view") \(phase) \(ids)")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("began", touches, event)
    if forwards { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("moved", touches, event)
    if forwards { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("ended", touches, event)
    if forwards { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record("cancelled", touches, event)
    if forwards { super.touchesCancelled(touches, with: event) }
  }
}

/// A touch's name in logs: `t` plus its index in the event.
func touchName(_ touch: UITouch, _ event: UIEvent?) -> String {
  let index = event?.orderedTouches.firstIndex { $0 === touch } ?? -1
  return "t\(index)"
}

/// An application with one 400 × 800 key window, a recorder, and a clock that touches advance.
final class Scene {
  let app: UIApplication
  let window: UIWindow
  let recorder: Recorder
  /// The time of the last event sent.
  private(set) var time: TimeInterval = 0
  /// Seconds between successive events unless a time is given.
  var step: TimeInterval = 0.01

  init(details: Bool = false, configuration: UIApplication.Configuration = .init()) {
    app = UIApplication(configuration: configuration)
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.accessibilityIdentifier = "window"
    recorder = Recorder(details: details)
    app.observer = recorder
    app.addWindow(window)
  }

  /// Adds `view` to `parent` (the window by default) with `id` as its identifier.
  @discardableResult
  func add<View: UIView>(_ view: View, id: String, to parent: UIView? = nil) -> View {
    view.accessibilityIdentifier = id
    (parent ?? window).addSubview(view)
    return view
  }

  private func nextTime(_ at: TimeInterval?) -> TimeInterval {
    time = at ?? time + step
    return time
  }

  /// Sends one event with these touches, each already in its phase.
  func send(_ touches: [UITouch], at: TimeInterval? = nil) {
    app.sendEvent(UIEvent(timestamp: nextTime(at), touches: touches))
  }

  /// Begins a touch at `point` (window coordinates) in an event of its own.
  @discardableResult
  func down(_ x: CGFloat, _ y: CGFloat, tapCount: Int = 1, at: TimeInterval? = nil) -> UITouch {
    let timestamp = nextTime(at)
    let touch = UITouch(location: CGPoint(x: x, y: y), timestamp: timestamp, tapCount: tapCount)
    app.sendEvent(UIEvent(timestamp: timestamp, touches: [touch]))
    return touch
  }

  /// Moves `touch` to `point` in an event of its own.
  func move(_ touch: UITouch, _ x: CGFloat, _ y: CGFloat, at: TimeInterval? = nil) {
    update(touch, .moved, x, y, at)
  }

  /// Lifts `touch` at `point` (where it is, by default) in an event of its own.
  func up(_ touch: UITouch, _ x: CGFloat? = nil, _ y: CGFloat? = nil, at: TimeInterval? = nil) {
    let location = touch.location(in: nil)
    update(touch, .ended, x ?? location.x, y ?? location.y, at)
  }

  /// Cancels `touch` where it is, in an event of its own.
  func cancel(_ touch: UITouch, at: TimeInterval? = nil) {
    let location = touch.location(in: nil)
    update(touch, .cancelled, location.x, location.y, at)
  }

  /// A touch down and up at the same point.
  @discardableResult
  func tap(_ x: CGFloat, _ y: CGFloat, tapCount: Int = 1) -> UITouch {
    let touch = down(x, y, tapCount: tapCount)
    up(touch)
    return touch
  }

  private func update(
    _ touch: UITouch, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, _ at: TimeInterval?
  ) {
    let timestamp = nextTime(at)
    touch.update(phase: phase, location: CGPoint(x: x, y: y), timestamp: timestamp)
    app.sendEvent(UIEvent(timestamp: timestamp, touches: [touch]))
  }
}

/// A control with a fixed frame; the usual subject of tracking tests.
func makeButton(_ scene: Scene, id: String = "button", frame: CGRect? = nil) -> UIControl {
  scene.add(UIControl(frame: frame ?? CGRect(x: 100, y: 100, width: 100, height: 50)), id: id)
}

/// A target that logs each action it implements as `label action`.
func makeTarget(_ label: String, implementing actions: [Selector], log: Log) -> NamedResponder {
  let target = NamedResponder(label)
  for action in actions {
    target.implement(action) { _, _ in log.add("\(label) \(action)") }
  }
  return target
}
