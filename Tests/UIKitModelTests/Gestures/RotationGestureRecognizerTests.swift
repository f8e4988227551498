import Foundation
import Testing

@testable import UIKitModel

/// M13: a rotation follows two fingers and begins when the angle they turned exceeds
/// 5° + 5°·√min(|d − d₀|/d₀, 1); `rotation` is the angle turned in radians, threshold not taken
/// off; its began cancels a control tracking one of the fingers (R9, S7).
@Suite("UIRotationGestureRecognizer")
struct RotationGestureRecognizerTests {
  /// A full-window `pad` with a rotation, and a button `ok` at (100, 100, 100, 50) on it.
  private func rotationScene() -> (GestureScene, UIRotationGestureRecognizer) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    pad.isMultipleTouchEnabled = true
    scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "ok", to: pad)
    return (scene, scene.attach(UIRotationGestureRecognizer(), "rotation", to: pad))
  }

  /// Moves the second finger, 100 pt right of the first at (200, 400), to `degrees` clockwise
  /// at `radius` from the first.
  private func turn(_ scene: GestureScene, _ touch: UITouch, degrees: Double, radius: Double, at time: Double)
  {
    let angle = degrees * .pi / 180
    scene.move(touch, CGFloat(200 + radius * cos(angle)), CGFloat(400 + radius * sin(angle)), at: time)
  }

  @Test(
    "M13: a pure turn begins past 5°; a turn that also doubles the distance needs more than 10°",
    arguments: [
      (4.9, 100.0, false), (5.1, 100.0, true), (9.9, 200.0, false), (10.1, 200.0, true), (7.0, 125.0, false),
      (7.6, 125.0, true),
    ])
  func threshold(degrees: Double, radius: Double, begins: Bool) {
    let (scene, rotation) = rotationScene()

    _ = scene.down(200, 400, at: 0)
    let second = scene.down(300, 400, at: 0.01)
    turn(scene, second, degrees: degrees, radius: radius, at: 0.02)

    #expect((rotation.state == .began) == begins)
  }

  @Test("M13: the angle is summed move by move across ±180°, clockwise positive, in radians")
  func summedAcrossHalfTurn() {
    let (scene, rotation) = rotationScene()

    _ = scene.down(200, 400, at: 0)
    let second = scene.down(300, 400, at: 0.01)
    for (step, degrees) in [60.0, 120.0, 179.0, 240.0].enumerated() {
      turn(scene, second, degrees: degrees, radius: 100, at: 0.02 + 0.01 * Double(step))
    }

    #expect(abs(rotation.rotation - 240 * .pi / 180) < 1e-9)
  }

  @Test("M13: a rotation with one finger on a button cancels the button when it begins")
  func cancelsControlUnderOneFinger() {
    let (scene, _) = rotationScene()

    let onButton = scene.down(150, 125, at: 0)
    let other = scene.down(250, 125, at: 0.05)
    scene.move(other, 250, 140, at: 0.1)
    scene.up(other, at: 0.15)
    scene.up(onButton, at: 0.2)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.100 rotation began", "0.100 rotation action fired: -> vc",
        "0.100 cancel ok by rotation", "0.100 cancel pad by rotation", "0.100 ok touchCancel",
        "0.150 rotation changed", "0.150 rotation action fired: -> vc", "0.200 rotation ended",
        "0.200 rotation action fired: -> vc",
      ])
  }

  @Test("M13: two fingers that only move apart never begin it, and it fails at the last lift")
  func pinchAloneFails() {
    let (scene, _) = rotationScene()

    let first = scene.down(200, 400, at: 0)
    let second = scene.down(300, 400, at: 0.01)
    scene.move(second, 380, 400, at: 0.02)
    scene.up(first, at: 0.03)
    scene.up(second, at: 0.04)

    #expect(scene.log.lines(mentioning: "rotation") == ["0.040 rotation failed"])
  }
}
