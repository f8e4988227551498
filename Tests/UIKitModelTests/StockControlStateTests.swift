import Foundation
import Testing

@testable import UIKitModel

/// Subclasses that override nothing: not stock classes, so tracking reads and sets their state
/// through the open properties (the general path).
final class PlainSubclassButton: UIButton {}
final class PlainSubclassSlider: UISlider {}
final class PlainSubclassSwitch: UISwitch {}
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

@Suite("Tracking state of stock controls")
struct StockControlStateTests {
  /// Drags across and out of the control and back, disables it mid-drag, lifts off, and
  /// returns the tracking details and every dispatch with the control's state after it.
  private func replayDrag(_ control: UIControl) -> [String] {
    let scene = Scene(details: true)
    scene.add(control, id: "control")
    var lines: [String] = []
    control.addAction(
      UIAction(title: "log") { action in
        guard let sender = action.sender as? UIControl else { return }
        lines.append(
          "state \(sender.state.rawValue) tracking \(sender.isTracking) inside \(sender.isTouchInside)")
      }, for: .allEvents)
    let frame = control.frame
    let start = CGPoint(x: frame.midX, y: frame.midY)

    let touch = scene.down(start.x, start.y)
    scene.move(touch, start.x + 10, start.y)
    scene.move(touch, start.x, frame.maxY + 80)
    scene.move(touch, start.x, frame.maxY + 69)
    scene.move(touch, start.x - 5, start.y)
    control.isEnabled = false
    scene.move(touch, start.x, frame.maxY + 100)
    scene.move(touch, start.x + 3, start.y)
    control.isEnabled = true
    scene.move(touch, start.x + 4, start.y)
    scene.up(touch)

    return scene.recorder.trackingDetails + lines
  }

  @Test(
    "A stock control tracks as a subclass that overrides nothing does",
    arguments: [
      "UIControl", "UIButton", "UISlider", "UISwitch", "UITextField",
    ])
  func stockMatchesSubclass(kind: String) {
    let frame = CGRect(x: 100, y: 300, width: 200, height: 40)
    let (stock, plain): (UIControl, UIControl) =
      switch kind {
      case "UIButton": (UIButton(frame: frame), PlainSubclassButton(frame: frame))
      case "UISlider": (UISlider(frame: frame), PlainSubclassSlider(frame: frame))
      case "UISwitch": (UISwitch(frame: frame), PlainSubclassSwitch(frame: frame))
      case "UITextField": (UITextField(frame: frame), PlainSubclassTextField(frame: frame))
      default: (UIControl(frame: frame), PlainSubclassControl(frame: frame))
      }
    if let slider = stock as? UISlider, let other = plain as? UISlider {
      slider.value = 0.5
      other.value = 0.5
    }

    let stockLines = replayDrag(stock)
    let plainLines = replayDrag(plain)

    #expect(stock.hitTestsAsStock && !plain.hitTestsAsStock)
    #expect(stockLines == plainLines)
    #expect(!stockLines.isEmpty)
  }

  @Test("A text field dispatches no touch events, made directly or through a subclass")
  func textFieldTracksWithoutTouchEvents() {
    let frame = CGRect(x: 100, y: 300, width: 200, height: 40)

    #expect(!UITextField(frame: frame).tracksWithTouchEvents)
    #expect(!PlainSubclassTextField(frame: frame).tracksWithTouchEvents)
    #expect(UIControl(frame: frame).tracksWithTouchEvents)
    #expect(PlainSubclassButton(frame: frame).tracksWithTouchEvents)
  }

  @Test("A subclass's overridden state properties are used on every move")
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

  @Test("A switch's drag test gives hypot's answer near the threshold and far from it")
  func switchDragMatchesHypot() {
    let threshold = UISwitch.dragThreshold
    var moves: [(CGFloat, CGFloat)] = [
      (0, 0), (6, 8), (-6, 8), (10, 0), (0, -10), (7.0710678118654755, 7.0710678118654755),
      (.nan, 1), (1, .nan), (.infinity, 0), (-.infinity, .nan), (1e200, 1e200), (1e-200, 0),
      (.greatestFiniteMagnitude, 1), (-9.9999999, 0.001),
    ]
    for step in -400...400 {
      let distance = threshold * (1 + CGFloat(step) / 10_000)
      for angle in stride(from: 0.0, to: 6.3, by: 0.37) {
        moves.append((distance * CGFloat(cos(angle)), distance * CGFloat(sin(angle))))
      }
    }

    for (dx, dy) in moves {
      #expect(UISwitch.isDrag(dx: dx, dy: dy) == (hypot(dx, dy) >= threshold), "\(dx), \(dy)")
    }
  }

  /// A button whose primary action follows ValueChanged instead of TouchUpInside.
  final class ValuePrimaryButton: UIButton {
    override var primaryActionTriggerEvents: Event { .valueChanged }
  }

  @Test("A stock control's primary-action events are its class's; a subclass's are asked for")
  func primaryActionEvents() {
    let scene = Scene()
    let stock = scene.add(UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "stock")
    let custom = scene.add(
      ValuePrimaryButton(frame: CGRect(x: 0, y: 100, width: 50, height: 50)), id: "custom")

    for control in [stock, custom] {
      control.sendActions(for: .touchUpInside)
      control.sendActions(for: .valueChanged)
    }

    #expect(stock.stockPrimaryActionTriggerEvents == .touchUpInside)
    #expect(custom.stockPrimaryActionTriggerEvents == nil)
    #expect(UISlider().stockPrimaryActionTriggerEvents == [])
    #expect(UIPageControl().stockPrimaryActionTriggerEvents == nil)
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
