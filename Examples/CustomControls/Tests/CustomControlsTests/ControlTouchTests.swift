import CustomControls
import Foundation
import Testing
import TraceReplay
import TraceReplayTesting
import UIKitModel

/// A window with `control` at `frame` inside a root view, built in code for `replay`; records
/// call it `control`.
func scene(with control: UIControl, frame: CGRect = CGRect(x: 95, y: 100, width: 200, height: 200))
  -> SceneInput
{
  .views { scene in
    try scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), id: "root")
    control.frame = frame
    try scene.add(control, id: "control", to: "root")
  }
}

/// One finger's samples: `(phase, x, y, t)`.
func touch(_ samples: (SamplePhase, Double, Double, Double)...) -> TraceInput {
  .samples(samples.map { TouchSample(t: $0.3, id: .int(1), phase: $0.0, x: $0.1, y: $0.2) })
}

@Suite("KnobControl turns with the finger")
struct KnobControlTests {
  @Test("dragging a quarter turn clockwise from the top sends valueChanged at 90 then 180 degrees")
  func quarterTurns() throws {
    let knob = KnobControl(frame: .zero)
    var values: [Float] = []
    let observer = UIResponder()
    observer.implement("turned:") { sender, _ in values.append((sender as? KnobControl)?.value ?? -1) }
    knob.addTarget(observer, action: "turned:", for: .valueChanged)

    let result = try replay(
      touch(
        (.began, 195, 110, 0), (.moved, 285, 200, 0.05), (.moved, 195, 290, 0.1), (.ended, 195, 290, 0.15)),
      scene: scene(with: knob))

    #expect(values == [90, 180])
    #expect(result.actions.map(\.action) == ["turned:", "turned:"])
    #expect(knob.value == 180)
    #expect(knob.reportedValue == ReportedControlValue(name: "value", value: .float(180)))
  }

  @Test("a touch that starts at the centre is refused by beginTracking and changes nothing")
  func deadZone() throws {
    let knob = KnobControl(frame: .zero)
    knob.value = 45

    let result = try replay(
      touch((.began, 200, 205, 0), (.moved, 260, 205, 0.05)), scene: scene(with: knob), lenient: true)

    #expect(knob.isTracking == false)
    #expect(!result.controlEvents.contains { $0.events.contains(.valueChanged) })
    #expect(knob.value == 45)
  }
}

@Suite("CircularButton takes touches only inside its circle")
struct CircularButtonTests {
  @Test(
    "a touch hits the button only inside the inscribed circle",
    arguments: [
      (105.0, 410.0, "root"), (195.0, 500.0, "button"), (290.0, 500.0, "button"), (290.0, 595.0, "root"),
    ])
  func hitArea(x: Double, y: Double, expected: String) throws {
    let button = CircularButton(frame: .zero)

    let result = try replay(
      touch((.began, x, y, 0)),
      scene: scene(with: button, frame: CGRect(x: 95, y: 400, width: 200, height: 200)),
      lenient: true)

    #expect(result.touches.first?.view == (expected == "button" ? "control" : "root"))
  }

  @Test("a tap in the middle sends TouchUpInside")
  func tap() throws {
    let button = CircularButton(frame: .zero)
    var taps = 0
    let observer = UIResponder()
    observer.implement("tapped:") { _, _ in taps += 1 }
    button.addTarget(observer, action: "tapped:", for: .touchUpInside)

    _ = try replay(
      touch((.began, 195, 500, 0), (.ended, 196, 501, 0.08)),
      scene: scene(with: button, frame: CGRect(x: 95, y: 400, width: 200, height: 200)))

    #expect(taps == 1)
  }
}

@Suite("ImageControl routes every action to its own handleAction:")
struct ImageControlTests {
  @Test("a tap reaches handleAction: and never the target added with addTarget")
  func tapIsRerouted() throws {
    let image = ImageControl(frame: .zero)
    var targetCalls = 0
    let observer = UIResponder()
    observer.implement("imageTapped:") { _, _ in targetCalls += 1 }
    image.addTarget(observer, action: "imageTapped:", for: .touchUpInside)

    let result = try replay(
      touch((.began, 195, 720, 0), (.ended, 196, 721, 0.09)),
      scene: scene(with: image, frame: CGRect(x: 95, y: 650, width: 200, height: 150)))

    #expect(targetCalls == 0)
    #expect(result.actions.map(\.action) == ["handleAction:"])
    #expect(image.handledActions == 1)
  }

  @Test("a forced sendActions(for: .touchUpInside) still reaches handleAction:")
  func forcedActions() throws {
    let image = ImageControl(frame: .zero)
    let observer = UIResponder()
    observer.implement("imageTapped:") { _, _ in Issue.record("the target was called") }
    image.addTarget(observer, action: "imageTapped:", for: .touchUpInside)

    let built = try scene(with: image, frame: CGRect(x: 95, y: 650, width: 200, height: 150)).build()

    withExtendedLifetime(built) { image.sendActions(for: .touchUpInside) }

    #expect(image.handledActions == 1)
  }
}
