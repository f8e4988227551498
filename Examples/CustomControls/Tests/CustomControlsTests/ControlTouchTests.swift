import CustomControls
import Foundation
import Testing
import TraceReplay
import UIKitModel

/// Drives one control through real touch sequences: a scene with the control in a window, a
/// replayer, and samples as a trace would give them.
struct Harness {
  let scene: BuiltScene
  let replayer: Replayer
  let control: UIControl

  init(_ view: UIControl, frame: CGRect = CGRect(x: 95, y: 100, width: 200, height: 200)) throws {
    let json = """
      {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844]}]}
      """
    let reader = SceneReader(file: "test.scene.json", source: json)
    let node = try JSONParser().parse(json, file: "test.scene.json")
    scene = try SceneBuilder(registry: .customControls).build(try reader.read(node), reader: reader)
    view.frame = frame
    (scene.responder(named: "root") as? UIView)?.addSubview(view)
    control = view
    replayer = Replayer(scene: scene) { _ in }
  }

  func touch(_ phase: SamplePhase, _ x: Double, _ y: Double, at time: Double) {
    replayer.deliver(time: time, samples: [TouchSample(t: time, id: .int(1), phase: phase, x: x, y: y)])
  }
}

@Suite("KnobControl turns with the finger")
struct KnobControlTests {
  @Test("dragging a quarter turn clockwise from the top sends valueChanged at 90 then 180 degrees")
  func quarterTurns() throws {
    let knob = KnobControl(frame: .zero)
    let harness = try Harness(knob)
    var values: [Float] = []
    let observer = UIResponder()
    observer.implement("turned:") { sender, _ in values.append((sender as? KnobControl)?.value ?? -1) }
    knob.addTarget(observer, action: "turned:", for: .valueChanged)

    harness.touch(.began, 195, 110, at: 0)
    harness.touch(.moved, 285, 200, at: 0.05)
    harness.touch(.moved, 195, 290, at: 0.1)
    harness.touch(.ended, 195, 290, at: 0.15)

    #expect(values == [90, 180])
    #expect(knob.value == 180)
    #expect(knob.reportedValue == ReportedControlValue(name: "value", value: .float(180)))
  }

  @Test("a touch that starts at the centre is refused by beginTracking and changes nothing")
  func deadZone() throws {
    let knob = KnobControl(frame: .zero)
    knob.value = 45
    let harness = try Harness(knob)

    harness.touch(.began, 200, 205, at: 0)
    harness.touch(.moved, 260, 205, at: 0.05)

    #expect(knob.isTracking == false)
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
    let harness = try Harness(button, frame: CGRect(x: 95, y: 400, width: 200, height: 200))

    harness.touch(.began, x, y, at: 0)

    #expect(harness.control.isTracking == (expected == "button"))
  }

  @Test("a tap in the middle sends TouchUpInside")
  func tap() throws {
    let button = CircularButton(frame: .zero)
    let harness = try Harness(button, frame: CGRect(x: 95, y: 400, width: 200, height: 200))
    var taps = 0
    let observer = UIResponder()
    observer.implement("tapped:") { _, _ in taps += 1 }
    button.addTarget(observer, action: "tapped:", for: .touchUpInside)

    harness.touch(.began, 195, 500, at: 0)
    harness.touch(.ended, 196, 501, at: 0.08)

    #expect(taps == 1)
  }
}

@Suite("ImageControl routes every action to its own handleAction:")
struct ImageControlTests {
  @Test("a tap reaches handleAction: and never the target added with addTarget")
  func tapIsRerouted() throws {
    let image = ImageControl(frame: .zero)
    let harness = try Harness(image, frame: CGRect(x: 95, y: 650, width: 200, height: 150))
    var targetCalls = 0
    let observer = UIResponder()
    observer.implement("imageTapped:") { _, _ in targetCalls += 1 }
    image.addTarget(observer, action: "imageTapped:", for: .touchUpInside)

    harness.touch(.began, 195, 720, at: 0)
    harness.touch(.ended, 196, 721, at: 0.09)

    #expect(targetCalls == 0)
    #expect(image.handledActions == 1)
  }

  @Test("a forced sendActions(for: .touchUpInside) still reaches handleAction:")
  func forcedActions() throws {
    let image = ImageControl(frame: .zero)
    let harness = try Harness(image, frame: CGRect(x: 95, y: 650, width: 200, height: 150))
    let observer = UIResponder()
    observer.implement("imageTapped:") { _, _ in Issue.record("the target was called") }
    image.addTarget(observer, action: "imageTapped:", for: .touchUpInside)

    withExtendedLifetime(harness) { image.sendActions(for: .touchUpInside) }

    #expect(image.handledActions == 1)
  }
}
