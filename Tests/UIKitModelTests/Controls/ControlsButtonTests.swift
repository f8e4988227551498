import Foundation
import Testing

@testable import UIKitModel

@Suite("UIButton")
struct ControlsButtonTests {
  let harness = ControlsHarness()
  let button: UIButton

  init() {
    button = harness.add(UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50)), named: "ok")
  }

  @Test(
    "C1: UIKit's defaults: custom type from init(frame:), no selection change, TouchUpInside as primary trigger"
  )
  func defaults() {
    #expect(button.buttonType == .custom)
    #expect(UIButton(type: .system).buttonType == .system)
    #expect(button.changesSelectionAsPrimaryAction == false)
    #expect(button.primaryActionTriggerEvents == .touchUpInside)
    #expect(button.reportedValue == nil)
  }

  @Test("C1: A tap sends TouchDown, TouchUpInside, then primaryActionTriggered, and calls the target")
  func tap() {
    harness.target(button, "tap:", for: .touchUpInside)

    harness.tap(at: CGPoint(x: 100, y: 720))

    #expect(
      harness.recorder.lines == [
        "touchDown", "touchUpInside", "action vc.tap: via target", "primaryActionTriggered",
      ])
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test("U17, C1: A lift-off beyond the 70 pt margin sends TouchUpOutside and no primary action")
  func liftOutside() {
    harness.target(button, "tap:", for: .touchUpInside)
    let touch = harness.press(at: CGPoint(x: 100, y: 720))

    harness.move(touch, to: CGPoint(x: 100, y: 600))
    harness.lift(touch)

    #expect(
      harness.recorder.eventNames == [
        "touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside",
      ])
  }

  @Test("U17, C1: A lift-off inside the margin still counts as inside")
  func liftWithinMargin() {
    harness.tap(at: CGPoint(x: 100, y: 720), liftAt: CGPoint(x: 100, y: 690))

    #expect(
      harness.recorder.eventNames == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test("C1: init(frame:primaryAction:) registers the action for primaryActionTriggered only")
  func primaryActionInit() {
    let action = UIAction(title: "go") { _ in }
    let other = harness.add(
      UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44), primaryAction: action),
      named: "go")

    harness.tap(at: CGPoint(x: 50, y: 120))

    #expect(other.allControlEvents == .primaryActionTriggered)
    #expect(other.title(for: .normal) == "go")
    #expect(
      harness.recorder.lines == [
        "touchDown", "touchUpInside", "primaryActionTriggered", "uiAction go",
      ])
  }

  @Test("C1: changesSelectionAsPrimaryAction toggles isSelected before the primary action runs")
  func selectionToggle() {
    button.changesSelectionAsPrimaryAction = true
    var seenInTouchUp: [Bool] = []
    var seenInPrimary: [Bool] = []
    button.addAction(
      UIAction(title: "up") { _ in seenInTouchUp.append(self.button.isSelected) }, for: .touchUpInside)
    button.addAction(
      UIAction(title: "primary") { _ in seenInPrimary.append(self.button.isSelected) },
      for: .primaryActionTriggered)

    harness.tap(at: CGPoint(x: 100, y: 720))
    harness.tap(at: CGPoint(x: 100, y: 720))

    #expect(seenInTouchUp == [false, true])
    #expect(seenInPrimary == [true, false])
    #expect(button.isSelected == false)
  }

  @Test("C1: Without changesSelectionAsPrimaryAction a tap leaves isSelected alone")
  func noSelectionToggle() {
    harness.tap(at: CGPoint(x: 100, y: 720))

    #expect(button.isSelected == false)
  }

  @Test("U2, C1: A disabled button sends nothing: the touch falls through to the view behind")
  func disabled() {
    button.isEnabled = false
    harness.target(button, "tap:", for: .allEvents)

    harness.tap(at: CGPoint(x: 100, y: 720))

    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("C1: title(for:) falls back to the normal title")
  func titles() {
    button.setTitle("OK", for: .normal)
    button.setTitle("Pressed", for: .highlighted)

    #expect(button.title(for: .highlighted) == "Pressed")
    #expect(button.title(for: .selected) == "OK")
    #expect(button.currentTitle == "OK")
  }
}
