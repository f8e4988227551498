import Foundation
import Testing

@testable import UIKitModel

/// A control whose tracking methods answer as configured and log their calls.
final class ScriptedControl: UIControl {
  var log: Log?
  var beginResult = true
  var continueResults: [Bool] = []
  var callsSuperOnCancel = true
  /// Extra points around the bounds that `point(inside:with:)` accepts.
  var hitOutset: CGFloat = 0

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log?.add("begin tracking=\(isTracking)")
    return beginResult
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let result = continueResults.isEmpty ? true : continueResults.removeFirst()
    log?.add("continue -> \(result)")
    return result
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log?.add("end tracking=\(isTracking) touchInside=\(isTouchInside)")
  }

  override func cancelTracking(with event: UIEvent?) {
    log?.add("cancel")
    if callsSuperOnCancel { super.cancelTracking(with: event) }
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -hitOutset, dy: -hitOutset).containsHalfOpen(point)
  }
}

/// The ImageControl example as written for iOS: every action is rerouted to its own
/// `handleAction:`, whatever target was registered.
final class ImageControl: UIControl {
  var handled: [String] = []

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    super.sendAction(Selector("handleAction:"), to: self, for: event)
  }

  override func responds(to aSelector: Selector) -> Bool {
    aSelector == Selector("handleAction:") || super.responds(to: aSelector)
  }

  override func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    if action == Selector("handleAction:") {
      handled.append(event == nil ? "handleAction: without event" : "handleAction: with event")
    } else {
      super.perform(action, with: sender, with: event)
    }
  }
}

@Suite("Custom UIControl subclasses")
struct CustomControlTests {
  func scripted(_ scene: Scene, log: Log) -> ScriptedControl {
    let control = scene.add(
      ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "control")
    control.log = log
    return control
  }

  @Test("U14: beginTracking returning false: no highlight, no events, touches not forwarded on began")
  func beginTrackingFalse() {
    let scene = Scene()
    let log = Log()
    let parent = scene.add(
      TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "parent")
    parent.log = log
    let control = scene.add(
      ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "control",
      to: parent)
    control.log = log
    control.beginResult = false
    var highlighted: [Bool] = []

    let touch = scene.down(150, 125)
    highlighted.append(control.isHighlighted)
    scene.move(touch, 160, 125)
    scene.up(touch)

    #expect(highlighted == [false])
    #expect(scene.recorder.controlEvents(of: control).isEmpty)
    #expect(log.lines == ["begin tracking=false", "parent moved t0", "parent ended t0"])
  }

  @Test("U20: A control that is not tracking swallows touchesCancelled instead of forwarding it")
  func cancelNotForwarded() {
    let scene = Scene()
    let log = Log()
    let parent = scene.add(
      TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "parent")
    parent.log = log
    let control = scene.add(
      ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "control",
      to: parent)
    control.beginResult = false

    scene.play([.down(150, 125), .cancel])

    #expect(log.lines.isEmpty)
    #expect(scene.recorder.controlEvents(of: control).isEmpty)
  }

  @Test(
    "U12: A control that is disabled or not interactive passes touchesBegan up the chain",
    arguments: ["disabled", "interactionDisabled"])
  func untrackableForwards(reason: String) {
    let scene = Scene()
    let log = Log()
    let parent = scene.add(
      TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "parent")
    parent.log = log
    let control = scene.add(
      ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "control",
      to: parent)
    control.log = log
    if reason == "disabled" { control.isEnabled = false } else { control.isUserInteractionEnabled = false }
    let touch = UITouch(location: CGPoint(x: 150, y: 125), timestamp: 1)
    let event = UIEvent(timestamp: 1, touches: [touch])

    control.touchesBegan([touch], with: event)

    #expect(log.lines == ["parent began t0"])
    #expect(!control.isTracking)
  }

  @Test("U13, U18: beginTracking is called before tracking starts; endTracking before TouchUpInside")
  func callbackOrder() {
    let scene = Scene()
    let log = Log()
    let control = scripted(scene, log: log)
    let target = makeTarget("t", implementing: ["up:"], log: log)
    control.addTarget(target, action: "up:", for: .touchUpInside)

    let touch = scene.down(150, 125)
    scene.move(touch, 155, 125)
    scene.up(touch)

    #expect(
      log.lines == [
        "begin tracking=false", "continue -> true", "end tracking=true touchInside=true",
        "t up:",
      ])
  }

  @Test("U19: A highlight linger still ends when the next touch is refused by beginTracking")
  func lingerSurvivesRefusedTouch() {
    let scene = Scene()
    let control = scripted(scene, log: Log())
    scene.play([.down(150, 125), .move(300, 125), .up(150, 125)])
    let liftTime = scene.time
    control.beginResult = false

    let touch = scene.down(150, 125, at: liftTime + 0.05)
    scene.up(touch, at: liftTime + 0.06)
    scene.app.advanceTime(to: liftTime + 0.2)

    #expect(!control.isHighlighted)
  }

  @Test("U16: continueTracking returning false ends tracking silently, and later touches go up")
  func continueTrackingFalse() {
    let scene = Scene()
    let log = Log()
    let parent = scene.add(
      TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "parent")
    parent.log = log
    let control = scene.add(
      ScriptedControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "control",
      to: parent)
    control.log = log
    control.continueResults = [true, false]

    let touch = scene.down(150, 125)
    scene.move(touch, 155, 125)
    scene.move(touch, 300, 125)
    let trackingAfterRefusal = control.isTracking
    scene.move(touch, 310, 125)
    scene.up(touch)

    #expect(!trackingAfterRefusal)
    #expect(control.isHighlighted)
    #expect(scene.recorder.controlEvents(of: control) == ["touchDown", "touchDragInside"])
    #expect(
      log.lines == [
        "begin tracking=false", "continue -> true", "continue -> false", "parent moved t0",
        "parent ended t0",
      ])
  }

  @Test("U20: cancelTracking overridden without super sends no TouchCancel")
  func cancelWithoutSuper() {
    let scene = Scene()
    let log = Log()
    let control = scripted(scene, log: log)
    control.callsSuperOnCancel = false

    scene.play([.down(150, 125), .cancel])

    #expect(scene.recorder.controlEvents(of: control) == ["touchDown"])
    #expect(log.lines == ["begin tracking=false", "cancel"])
    #expect(!control.isTracking)
  }

  @Test("U20: cancelTracking calling super sends TouchCancel and clears the highlight")
  func cancelWithSuper() {
    let scene = Scene()
    let log = Log()
    let control = scripted(scene, log: log)

    scene.play([.down(150, 125), .cancel])

    #expect(scene.recorder.controlEvents(of: control) == ["touchDown", "touchCancel"])
    #expect(!control.isHighlighted)
  }

  @Test(
    "U17: An enlarged point(inside:) enlarges the touch-inside test beyond the margin",
    arguments: [(CGFloat(0), "touchUpOutside"), (100, "touchUpInside")])
  func enlargedPointInside(outset: CGFloat, expected: String) {
    let scene = Scene()
    let control = scripted(scene, log: Log())
    control.hitOutset = outset

    scene.play([.down(150, 125), .move(290, 125), .up(290, 125)])

    #expect(scene.recorder.controlEvents(of: control).last == expected)
  }

  @Test("U3, U17: An enlarged point(inside:) also enlarges the area where a touch begins")
  func enlargedHitArea() {
    let scene = Scene()
    let control = scripted(scene, log: Log())
    control.hitOutset = 20

    let touch = scene.down(90, 95)
    scene.up(touch)

    #expect(touch.view === control)
    #expect(scene.recorder.controlEvents(of: control) == ["touchDown", "touchUpInside"])
  }

  @Test("U26: ImageControl: a target added with addTarget is never called; handleAction: is")
  func imageControlReroutes() {
    let scene = Scene()
    let log = Log()
    let control = scene.add(
      ImageControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "image")
    let target = makeTarget("target", implementing: ["tapped:"], log: log)
    control.addTarget(target, action: "tapped:", for: .touchUpInside)

    scene.tap(150, 125)
    control.sendActions(for: .touchUpInside)

    #expect(log.lines.isEmpty)
    #expect(control.handled == ["handleAction: with event", "handleAction: without event"])
    #expect(
      scene.recorder.actions.map { "\($0.action) -> \(name($0.target)) via \($0.via)" } == [
        "handleAction: -> image via target", "handleAction: -> image via target",
      ])
  }

  @Test("U26: ImageControl with implement(_:_:) instead of overriding perform")
  func imageControlWithImplement() {
    let scene = Scene()
    let control = scene.add(
      RerouteControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "reroute")
    var calls: [String] = []
    control.implement("handleAction:") { sender, event in
      calls.append("\(name(sender)) \(event == nil ? "nil" : "event")")
    }
    let target = NamedResponder("ignored")
    control.addTarget(target, action: "other:", for: .touchUpInside)

    control.sendActions(for: .touchUpInside)

    #expect(calls == ["reroute nil"])
    #expect(!scene.recorder.events.contains { if case .unrecognizedSelector = $0 { true } else { false } })
  }

  @Test("U13, U15: A control overriding all four tracking methods drives its own value")
  func fullOverride() {
    let scene = Scene()
    let knob = scene.add(KnobControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40)), id: "knob")

    let touch = scene.down(20, 20)
    scene.move(touch, 80, 20)
    scene.move(touch, 150, 20)
    scene.up(touch, 150, 20)
    let second = scene.down(150, 20)
    scene.cancel(second)

    #expect(
      knob.trace == ["begin 20.0", "continue 80.0", "continue 150.0", "end 150.0", "begin 150.0", "cancel"])
    #expect(
      scene.recorder.controlEvents(of: knob) == [
        "touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside",
        "touchUpInside", "touchDown", "touchCancel",
      ])
    #expect(knob.value == 150)
  }
}

/// Reroutes every action to its own `handleAction:`, implemented with `implement(_:_:)`.
final class RerouteControl: UIControl {
  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    super.sendAction(Selector("handleAction:"), to: self, for: event)
  }
}

/// A control that overrides all four tracking methods, as a custom slider would.
final class KnobControl: UIControl {
  var value: CGFloat = 0
  var trace: [String] = []

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    trace.append("begin \(x)")
    return super.beginTracking(touch, with: event)
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    trace.append("continue \(x)")
    value = x
    sendActions(for: .valueChanged)
    return super.continueTracking(touch, with: event)
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    trace.append("end \(touch.map { $0.location(in: self).x } ?? -1)")
    super.endTracking(touch, with: event)
  }

  override func cancelTracking(with event: UIEvent?) {
    trace.append("cancel")
    super.cancelTracking(with: event)
  }
}
