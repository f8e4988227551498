import Foundation
import Testing

@testable import UIKitModel

@Suite("UISlider")
struct ControlsSliderTests {
  let harness = ControlsHarness()
  let slider: UISlider
  // Frame x 20...370, y 600...640: the thumb centre runs from x 34 to 356 in the window
  // (322 pt of track), y 620.

  init() {
    slider = harness.add(UISlider(frame: CGRect(x: 20, y: 600, width: 350, height: 40)), named: "volume")
    harness.target(slider, "changed:", for: .valueChanged)
  }

  /// The thumb centre in window coordinates.
  var thumb: CGPoint { slider.convert(slider.thumbCenter, to: nil) }

  @Test("C3: UIKit's defaults: value 0 in 0...1, continuous")
  func defaults() {
    let fresh = UISlider(frame: .zero)

    #expect(fresh.value == 0)
    #expect(fresh.minimumValue == 0)
    #expect(fresh.maximumValue == 1)
    #expect(fresh.isContinuous)
  }

  @Test(
    "C3: The thumb centre maps the value over the bounds less half a thumb on each side",
    arguments: [
      (Float(0), 14.0), (Float(0.5), 175.0), (Float(1), 336.0),
    ])
  func thumbCenter(value: Float, x: Double) {
    slider.value = value

    #expect(slider.thumbCenter == CGPoint(x: x, y: 20))
  }

  @Test(
    "C3: Values outside the range are clamped",
    arguments: [(Float(-3), Float(0)), (Float(7), Float(1)), (Float(0.25), Float(0.25))])
  func clamping(set: Float, expected: Float) {
    slider.setValue(set, animated: false)

    #expect(slider.value == expected)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test(
    "C3: A touch off the thumb (beyond the 10 pt hit margin) is ignored: no TouchDown, no value change",
    arguments: [
      CGPoint(x: 300, y: 620), CGPoint(x: 34 + 14 + 10 + 1, y: 620),
    ])
  func offThumb(point: CGPoint) {
    slider.value = 0
    let touch = harness.press(at: point)
    harness.move(touch, to: CGPoint(x: point.x + 40, y: 620))
    harness.lift(touch)

    #expect(slider.value == 0)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("C3: A touch within the hit margin grabs the thumb")
  func hitMargin() {
    slider.value = 0

    harness.tap(at: CGPoint(x: 34 + 14 + 9, y: 620))

    #expect(harness.recorder.eventNames == ["touchDown", "touchUpInside"])
    #expect(slider.value == 0)
  }

  @Test("C3: A drag moves the value with the finger; ValueChanged comes before each move's drag event")
  func continuousDrag() {
    slider.value = 0.5
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 80.5, y: 620), CGPoint(x: start.x + 161, y: 620)])

    #expect(slider.value == 1)
    #expect(
      harness.recorder.controlEvents == [
        "touchDown value=0.5",
        "valueChanged value=0.75", "touchDragInside value=0.75",
        "valueChanged value=1.0", "touchDragInside value=1.0",
        "touchUpInside value=1.0",
      ])
    #expect(harness.recorder.lines.filter { $0.hasPrefix("action") }.count == 2)
  }

  @Test("C3: The grab offset is kept: grabbing right of the centre does not jump the value")
  func grabOffset() {
    slider.value = 0.5
    let grab = CGPoint(x: thumb.x + 8, y: 620)
    let touch = harness.press(at: grab)

    harness.move(touch, to: CGPoint(x: grab.x + 1e-9, y: 620))
    #expect(slider.value == 0.5)
    harness.move(touch, to: CGPoint(x: grab.x - 161, y: 620))
    harness.lift(touch)

    #expect(slider.value == 0)
  }

  @Test("C3: The value stops at the ends when the finger goes past them, sending nothing more")
  func clampedDrag() {
    slider.value = 0.9
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 60, y: 620), CGPoint(x: start.x + 100, y: 660)])

    #expect(slider.value == 1)
    #expect(
      harness.recorder.eventNames == [
        "touchDown", "valueChanged", "touchDragInside", "touchDragInside", "touchUpInside",
      ])
  }

  @Test("C3: The value follows the x even far outside the touch area, where drags are outside")
  func dragFarAway() {
    slider.value = 0.5
    let start = thumb

    harness.drag([start, CGPoint(x: start.x - 80.5, y: 800)])

    #expect(slider.value == 0.25)
    #expect(
      harness.recorder.eventNames == [
        "touchDown", "valueChanged", "touchDragExit", "touchDragOutside", "touchUpOutside",
      ])
  }

  @Test("C3: Not continuous: one ValueChanged at release, before TouchUpInside")
  func notContinuous() {
    slider.isContinuous = false
    slider.value = 0.5
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 40, y: 620), CGPoint(x: start.x + 80.5, y: 620)])

    #expect(
      harness.recorder.controlEvents
        == [
          "touchDown value=0.5", "touchDragInside value=0.62422360", "touchDragInside value=0.75",
          "valueChanged value=0.75", "touchUpInside value=0.75",
        ].map { $0.replacingOccurrences(of: "0.62422360", with: "\(Float(0.5) + Float(40.0 / 322.0))") })
  }

  @Test("C3: Not continuous: a drag that ends where it began sends no ValueChanged")
  func notContinuousUnchanged() {
    slider.isContinuous = false
    slider.value = 0.5
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 40, y: 620), start])

    #expect(!harness.recorder.eventNames.contains("valueChanged"))
    #expect(slider.value == 0.5)
  }

  @Test("C3: A disabled slider sends nothing and keeps its value")
  func disabled() {
    slider.value = 0.5
    slider.isEnabled = false
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 80, y: 620)])

    #expect(slider.value == 0.5)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("C3: A custom range maps onto the same track")
  func customRange() {
    slider.minimumValue = -10
    slider.maximumValue = 10
    slider.value = 0
    let start = thumb

    harness.drag([start, CGPoint(x: start.x + 80.5, y: 620)])

    #expect(slider.value == 5)
  }
}
