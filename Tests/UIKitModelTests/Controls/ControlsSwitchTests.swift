import Foundation
import Testing

@testable import UIKitModel

@Suite("UISwitch")
struct ControlsSwitchTests {
  let harness = ControlsHarness()
  let toggle: UISwitch
  // Frame 100...151 × 200...231: midX in window coordinates is 125.5.
  let center = CGPoint(x: 125, y: 215)

  init() {
    toggle = harness.add(UISwitch(frame: CGRect(x: 100, y: 200, width: 51, height: 31)), named: "sw")
    harness.target(toggle, "changed:", for: .valueChanged)
  }

  @Test("C2: Defaults: off, no events from setOn(_:animated:)")
  func defaults() {
    #expect(toggle.isOn == false)

    toggle.setOn(true, animated: true)

    #expect(toggle.isOn)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test(
    "C2: A tap toggles: TouchDown, then ValueChanged and TouchUpInside with a nil event",
    arguments: [false, true])
  func tapToggles(startingOn: Bool) {
    toggle.isOn = startingOn

    harness.tap(at: center)

    #expect(toggle.isOn == !startingOn)
    #expect(
      harness.recorder.lines == [
        "touchDown isOn=\(startingOn)", "valueChanged isOn=\(!startingOn)",
        "action vc.changed: via target", "touchUpInside isOn=\(!startingOn)",
      ])
    #expect(harness.recorder.eventlessDispatches == ["valueChanged", "touchUpInside"])
  }

  @Test("C2: A small jitter below the drag threshold is still a tap")
  func jitterIsTap() {
    let touch = harness.press(at: CGPoint(x: 105, y: 215))
    harness.move(touch, to: CGPoint(x: 108, y: 216))
    harness.lift(touch)

    #expect(toggle.isOn)
  }

  @Test(
    "C2: A drag picks the side of the middle where the finger lifts",
    arguments: [
      (false, 105.0, 145.0, true),
      (true, 145.0, 105.0, false),
      (false, 145.0, 110.0, false),
      (true, 105.0, 140.0, true),
    ])
  func dragPicksSide(startingOn: Bool, fromX: Double, toX: Double, expected: Bool) {
    toggle.isOn = startingOn

    harness.drag([CGPoint(x: fromX, y: 215), CGPoint(x: (fromX + toX) / 2, y: 215), CGPoint(x: toX, y: 215)])

    #expect(toggle.isOn == expected)
    let sentValueChanged = harness.recorder.eventNames.contains("valueChanged")
    #expect(sentValueChanged == (startingOn != expected))
    #expect(harness.recorder.eventNames.last == "touchUpInside")
  }

  @Test("C2: A drag sends the base control's drag events before the lift-off events")
  func dragEvents() {
    harness.drag([CGPoint(x: 105, y: 215), CGPoint(x: 145, y: 215)])

    #expect(harness.recorder.eventNames == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
  }

  @Test("C2: A lift-off within the touch margin still commits")
  func liftInMargin() {
    harness.tap(at: center, liftAt: CGPoint(x: 125, y: 280))

    #expect(toggle.isOn)
    #expect(harness.recorder.eventNames.suffix(2) == ["valueChanged", "touchUpInside"])
  }

  @Test("C2: A lift-off outside the touch area changes nothing and sends TouchUpOutside")
  func liftOutside() {
    let touch = harness.press(at: center)
    harness.move(touch, to: CGPoint(x: 125, y: 400))
    harness.lift(touch)

    #expect(toggle.isOn == false)
    #expect(
      harness.recorder.eventNames == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    #expect(harness.recorder.eventlessDispatches.isEmpty)
  }

  @Test("C2: A touch that comes back inside only at lift-off commits without highlighting again")
  func returnAtLiftOff() {
    var highlightedAtTouchUp: [Bool] = []
    toggle.addAction(
      UIAction { [toggle] _ in highlightedAtTouchUp.append(toggle.isHighlighted) }, for: .touchUpInside)

    let touch = harness.press(at: center)
    harness.move(touch, to: CGPoint(x: 125, y: 400))
    harness.lift(touch, at: CGPoint(x: 140, y: 215))

    #expect(toggle.isOn)
    #expect(highlightedAtTouchUp == [false])
    #expect(!toggle.isHighlighted)
    #expect(
      harness.recorder.eventNames == [
        "touchDown", "touchDragExit", "touchDragOutside", "touchDragEnter", "valueChanged", "touchUpInside",
      ])
  }

  @Test("C2: A cancelled touch changes nothing and sends TouchCancel")
  func cancelled() {
    let touch = harness.press(at: center)
    harness.cancel(touch)

    #expect(toggle.isOn == false)
    #expect(harness.recorder.eventNames == ["touchDown", "touchCancel"])
  }

  @Test("C2: A disabled switch sends nothing and keeps its value")
  func disabled() {
    toggle.isEnabled = false

    harness.tap(at: center)

    #expect(toggle.isOn == false)
    #expect(harness.recorder.lines.isEmpty)
  }
}
