import Foundation
import Testing

@testable import UIKitModel

@Suite("UISegmentedControl")
struct ControlsSegmentedControlTests {
  // Frame x 20...320 (three 100 pt segments), y 100...132.
  static let frame = CGRect(x: 20, y: 100, width: 300, height: 32)

  func makeHarness(selectsOnTouchUp: Bool = true) -> (ControlsHarness, UISegmentedControl) {
    var configuration = UIApplication.Configuration()
    configuration.segmentedControlSelectsOnTouchUp = selectsOnTouchUp
    let harness = ControlsHarness(configuration: configuration)
    let control = harness.add(
      UISegmentedControl(frame: Self.frame, titles: ["A", "B", "C"]), named: "seg")
    harness.target(control, "changed:", for: .valueChanged)
    return (harness, control)
  }

  /// The centre of segment `index` in window coordinates.
  func point(_ index: Int) -> CGPoint {
    CGPoint(x: 20 + 100 * Double(index) + 50, y: 116)
  }

  @Test("C4: Defaults and segments: noSegment is -1 and selected by default; init(items:), insert, titles")
  func defaults() {
    let control = UISegmentedControl(items: ["One", "Two"])

    control.insertSegment(withTitle: "Zero", at: 0, animated: false)

    #expect(UISegmentedControl.noSegment == -1)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.isMomentary == false)
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 0) == "Zero")
    #expect(control.titleForSegment(at: 2) == "Two")
    #expect(control.titleForSegment(at: 3) == nil)
    #expect(UISegmentedControl(frame: .zero, numberOfSegments: 4).numberOfSegments == 4)
  }

  @Test(
    "C4: A tap on a segment selects it at touch-up: ValueChanged before TouchUpInside", arguments: [0, 1, 2])
  func tapSelects(index: Int) {
    let (harness, control) = makeHarness()

    harness.tap(at: point(index))

    #expect(control.selectedSegmentIndex == index)
    #expect(
      harness.recorder.lines == [
        "touchDown selectedSegmentIndex=-1", "valueChanged selectedSegmentIndex=\(index)",
        "action vc.changed: via target", "touchUpInside selectedSegmentIndex=\(index)",
      ])
  }

  @Test("C4: Touch-down highlights the segment under the finger; the highlight follows a drag")
  func highlight() {
    let (harness, control) = makeHarness()
    let touch = harness.press(at: point(0))
    #expect(control.highlightedSegmentIndex == 0)

    harness.move(touch, to: point(2))
    #expect(control.highlightedSegmentIndex == 2)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)

    harness.lift(touch)
    #expect(control.highlightedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("C4: Tapping the selected segment sends no ValueChanged")
  func tapSelected() {
    let (harness, control) = makeHarness()
    control.selectedSegmentIndex = 1

    harness.tap(at: point(1))

    #expect(harness.recorder.eventNames == ["touchDown", "touchUpInside"])
  }

  @Test("C4: A lift-off outside the touch area selects nothing")
  func liftOutside() {
    let (harness, control) = makeHarness()
    let touch = harness.press(at: point(0))
    harness.move(touch, to: CGPoint(x: 170, y: 400))
    harness.lift(touch)

    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(!harness.recorder.eventNames.contains("valueChanged"))
  }

  @Test("C4: A lift-off in the margin beyond the last segment selects the last segment")
  func liftInMargin() {
    let (harness, control) = makeHarness()

    harness.tap(at: point(1), liftAt: CGPoint(x: 340, y: 116))

    #expect(control.selectedSegmentIndex == 2)
  }

  @Test(
    "C4: With selection at touch-down, ValueChanged follows TouchDown and the lift-off commits nothing more")
  func touchDownSelection() {
    let (harness, control) = makeHarness(selectsOnTouchUp: false)

    harness.tap(at: point(2), liftAt: point(0))

    #expect(control.selectedSegmentIndex == 2)
    #expect(harness.recorder.eventNames == ["touchDown", "valueChanged", "touchUpInside"])
  }

  @Test("C4: Momentary: ValueChanged fires for the selection, then it returns to noSegment")
  func momentary() {
    let (harness, control) = makeHarness()
    control.isMomentary = true

    harness.tap(at: point(1))
    harness.tap(at: point(1))

    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(
      harness.recorder.controlEvents == [
        "touchDown selectedSegmentIndex=-1", "valueChanged selectedSegmentIndex=1",
        "touchUpInside selectedSegmentIndex=1",
        "touchDown selectedSegmentIndex=-1", "valueChanged selectedSegmentIndex=1",
        "touchUpInside selectedSegmentIndex=1",
      ])
  }

  @Test("C4: A disabled segmented control sends nothing")
  func disabled() {
    let (harness, control) = makeHarness()
    control.isEnabled = false

    harness.tap(at: point(1))

    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("C4: A control without segments does not track")
  func empty() {
    let harness = ControlsHarness()
    harness.add(UISegmentedControl(frame: Self.frame), named: "seg")

    harness.tap(at: point(1))

    #expect(harness.recorder.lines.isEmpty)
  }
}
