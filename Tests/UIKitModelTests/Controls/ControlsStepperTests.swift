import Foundation
import Testing

@testable import UIKitModel

@Suite("UIStepper")
struct ControlsStepperTests {
  let harness = ControlsHarness()
  let stepper: UIStepper
  // Frame x 100...194, y 300...332: minus half left of x 147, plus half from 147.
  let minus = CGPoint(x: 120, y: 316)
  let plus = CGPoint(x: 170, y: 316)

  init() {
    stepper = harness.add(UIStepper(frame: CGRect(x: 100, y: 300, width: 94, height: 32)), named: "step")
    harness.target(stepper, "changed:", for: .valueChanged)
  }

  @Test("C5: UIKit's defaults")
  func defaults() {
    let fresh = UIStepper(frame: .zero)

    #expect(fresh.value == 0)
    #expect(fresh.minimumValue == 0)
    #expect(fresh.maximumValue == 100)
    #expect(fresh.stepValue == 1)
    #expect(fresh.wraps == false)
    #expect(fresh.autorepeat == true)
    #expect(fresh.isContinuous == true)
  }

  @Test(
    "C5: A tap on the right half increments, on the left half decrements, at touch-down",
    arguments: [
      (true, 6.0), (false, 4.0),
    ])
  func tap(onPlus: Bool, expected: Double) {
    stepper.value = 5

    harness.tap(at: onPlus ? plus : minus)

    #expect(stepper.value == expected)
    #expect(
      harness.recorder.lines == [
        "touchDown value=5.0", "valueChanged value=\(expected)", "action vc.changed: via target",
        "touchUpInside value=\(expected)",
      ])
  }

  @Test(
    "C5: At a limit without wraps: no change and no ValueChanged", arguments: [(100.0, true), (0.0, false)])
  func limit(value: Double, onPlus: Bool) {
    stepper.value = value

    harness.tap(at: onPlus ? plus : minus)

    #expect(stepper.value == value)
    #expect(harness.recorder.eventNames == ["touchDown", "touchUpInside"])
  }

  @Test(
    "C5: A step that would pass a limit stops at the limit",
    arguments: [(99.5, true, 100.0), (0.5, false, 0.0)])
  func stopsAtLimit(value: Double, onPlus: Bool, expected: Double) {
    stepper.stepValue = 1
    stepper.value = value

    harness.tap(at: onPlus ? plus : minus)

    #expect(stepper.value == expected)
  }

  @Test(
    "C5: With wraps, a step from a limit goes to the other limit",
    arguments: [(100.0, true, 0.0), (0.0, false, 100.0)])
  func wraps(value: Double, onPlus: Bool, expected: Double) {
    stepper.wraps = true
    stepper.value = value

    harness.tap(at: onPlus ? plus : minus)

    #expect(stepper.value == expected)
    #expect(harness.recorder.eventNames == ["touchDown", "valueChanged", "touchUpInside"])
  }

  @Test("C5: Steps are rounded to the step's precision")
  func rounding() {
    stepper.stepValue = 0.1

    for _ in 0..<3 { harness.tap(at: plus) }

    #expect(stepper.value == 0.3)
    #expect(harness.recorder.controlEvents.contains("valueChanged value=0.3"))
  }

  @Test("C5: Holding repeats after 0.5 s, then every 0.1 s, on the trace's clock")
  func holdRepeats() {
    let touch = harness.press(at: plus)

    harness.hold(touch, for: 0.45)
    #expect(stepper.value == 1)
    harness.hold(touch, for: 0.1)
    #expect(stepper.value == 2)
    harness.hold(touch, for: 0.3)
    #expect(stepper.value == 5)
    harness.lift(touch, after: 0.01)
    harness.advance(by: 2)

    #expect(stepper.value == 5)
    #expect(harness.recorder.eventNames.filter { $0 == "valueChanged" }.count == 5)
    #expect(harness.recorder.eventNames.last == "touchUpInside")
  }

  @Test("C5: Repeats also fire from the clock alone, without touch samples")
  func repeatsFromClock() {
    let touch = harness.press(at: plus)

    harness.advance(by: 0.75)
    #expect(stepper.value == 4)
    harness.lift(touch)
  }

  @Test("C5: The repeat stops at a limit and when the finger leaves the pressed half")
  func repeatStops() {
    stepper.value = 97
    var touch = harness.press(at: plus)
    harness.advance(by: 2)
    #expect(stepper.value == 100)
    #expect(!harness.app.hasPendingWork)
    harness.lift(touch)

    stepper.value = 50
    touch = harness.press(at: plus)
    harness.move(touch, to: minus)
    harness.advance(by: 2)
    harness.move(touch, to: plus)
    harness.advance(by: 2)
    harness.lift(touch)

    #expect(stepper.value == 51)
  }

  @Test("C5: Without autorepeat, holding steps once")
  func noAutorepeat() {
    stepper.autorepeat = false
    let touch = harness.press(at: plus)

    harness.hold(touch, for: 2)
    harness.lift(touch)

    #expect(stepper.value == 1)
  }

  @Test("C5: Not continuous: one ValueChanged when the interaction ends, after the repeats")
  func notContinuous() {
    stepper.isContinuous = false
    let touch = harness.press(at: plus)

    harness.advance(by: 0.75)
    harness.lift(touch)

    #expect(stepper.value == 4)
    #expect(
      harness.recorder.controlEvents == [
        "touchDown value=0.0", "valueChanged value=4.0", "touchUpInside value=4.0",
      ])
  }

  @Test("C5: A cancelled hold stops repeating and sends TouchCancel")
  func cancelled() {
    let touch = harness.press(at: plus)

    harness.cancel(touch)
    harness.advance(by: 2)

    #expect(stepper.value == 1)
    #expect(harness.recorder.eventNames == ["touchDown", "valueChanged", "touchCancel"])
  }

  @Test("C5: A disabled stepper sends nothing")
  func disabled() {
    stepper.isEnabled = false

    harness.tap(at: plus)

    #expect(stepper.value == 0)
    #expect(harness.recorder.lines.isEmpty)
  }
}
