import Foundation
import Testing

@testable import UIKitModel

/// Subclasses that override nothing.
final class PlainSubclassButton: UIButton {}
final class PlainSubclassTextField: UITextField {}

/// A control that logs every use of the state properties tracking may read or set, and
/// answers `isEnabled` and `point(inside:with:)` its own way.
final class StateLoggingControl: UIControl {
  var log: [String] = []
  var enabledAnswer = true

  override var isEnabled: Bool {
    get {
      log.append("get isEnabled")
      return enabledAnswer && super.isEnabled
    }
    set { super.isEnabled = newValue }
  }

  override var isHighlighted: Bool {
    get { super.isHighlighted }
    set {
      log.append("set isHighlighted \(newValue)")
      super.isHighlighted = newValue
    }
  }

  override var isTracking: Bool {
    log.append("get isTracking")
    return super.isTracking
  }

  override var isTouchInside: Bool {
    log.append("get isTouchInside")
    return super.isTouchInside
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    log.append("point(inside:)")
    return super.point(inside: point, with: event)
  }
}

@Suite("Control state through the open properties")
struct StockControlStateTests {
  @Test(
    "M17: A text field sends touchDown and no touch-up, made directly or through a subclass",
    arguments: [false, true])
  func textFieldTouchEvents(subclass: Bool) {
    let frame = CGRect(x: 100, y: 300, width: 200, height: 40)
    let scene = GestureScene()
    let field = scene.add(
      subclass ? PlainSubclassTextField(frame: frame) : UITextField(frame: frame), id: "field")
    field.addTarget(scene.target, action: "fired:", for: .allEvents)

    let touch = scene.down(150, 310, at: 0)
    scene.up(touch, at: 0.05)

    #expect(scene.log.lines(mentioning: "field") == ["0.000 field touchDown", "0.050 field editingDidBegin"])
  }

  @Test("U15: A subclass's overridden state properties are used on every move")
  func overridesAreCalled() {
    let scene = Scene()
    let control = scene.add(
      StateLoggingControl(frame: CGRect(x: 100, y: 300, width: 100, height: 40)), id: "control")
    let touch = scene.down(150, 320)
    control.log.removeAll()

    scene.move(touch, 150, 500)
    let outside = control.log
    control.log.removeAll()
    control.enabledAnswer = false
    scene.move(touch, 150, 320)

    #expect(
      outside == [
        "get isTracking", "point(inside:)", "get isTouchInside", "set isHighlighted false",
      ])
    #expect(control.log.contains("get isEnabled"))
    #expect(!control.isHighlighted)
    #expect(scene.recorder.controlEvents(of: control).last == "touchDragInside")
  }

  /// A button whose primary action follows ValueChanged instead of TouchUpInside.
  final class ValuePrimaryButton: UIButton {
    override var primaryActionTriggerEvents: Event { .valueChanged }
  }

  @Test("U25: A stock control's primary-action events are its class's; a subclass's are asked for")
  func primaryActionEvents() {
    let scene = Scene()
    let stock = scene.add(UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "stock")
    let custom = scene.add(
      ValuePrimaryButton(frame: CGRect(x: 0, y: 100, width: 50, height: 50)), id: "custom")

    for control in [stock, custom] {
      control.sendActions(for: .touchUpInside)
      control.sendActions(for: .valueChanged)
    }

    #expect(stock.primaryActionTriggerEvents == .touchUpInside)
    #expect(custom.primaryActionTriggerEvents == .valueChanged)
    #expect(UISlider().primaryActionTriggerEvents == [])
    #expect(UIPageControl().primaryActionTriggerEvents == .valueChanged)
    #expect(
      scene.recorder.controlEvents(of: stock) == [
        "touchUpInside", "primaryActionTriggered", "valueChanged",
      ])
    #expect(
      scene.recorder.controlEvents(of: custom) == [
        "touchUpInside", "valueChanged", "primaryActionTriggered",
      ])
  }
}
