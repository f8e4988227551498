import Foundation
import Testing

@testable import UIKitModel

/// M12: a pinch follows two fingers, begins when their distance has changed by more than 8 pt
/// (that much taken off the initial distance), changes on each move, ends at the last lift; its
/// began cancels a control tracking one of the fingers (R9, S7).
@Suite("UIPinchGestureRecognizer")
struct PinchGestureRecognizerTests {
  /// A full-window `pad` with a pinch, and a button `ok` at (100, 100, 100, 50) on it.
  private func pinchScene() -> (GestureScene, UIPinchGestureRecognizer) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    pad.isMultipleTouchEnabled = true
    scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "ok", to: pad)
    return (scene, scene.attach(UIPinchGestureRecognizer(), "pinch", to: pad))
  }

  @Test(
    "M12: it begins only when the distance has changed by more than 8 pt, apart or together",
    arguments: [(CGFloat(8), false), (CGFloat(8.5), true), (CGFloat(-8), false), (CGFloat(-9), true)])
  func hysteresis(change: CGFloat, begins: Bool) {
    let (scene, pinch) = pinchScene()

    _ = scene.down(200, 300, at: 0)
    let second = scene.down(200, 400, at: 0.01)
    scene.move(second, 200, 400 + change, at: 0.02)

    #expect((pinch.state == .began) == begins)
  }

  @Test("M12: the scale is the distance over the initial distance with the 8 pt taken off: 120 / 108")
  func scaleLessHysteresis() {
    let (scene, pinch) = pinchScene()

    _ = scene.down(200, 300, at: 0)
    let second = scene.down(200, 400, at: 0.01)
    scene.move(second, 200, 420, at: 0.02)
    let atBegan = pinch.scale
    scene.move(second, 200, 462, at: 0.03)

    #expect(abs(atBegan - 120.0 / 108.0) < 1e-9)
    #expect(abs(pinch.scale - 162.0 / 108.0) < 1e-9)
  }

  @Test("M12: one finger cannot pinch: it fails at the lift, and the button under it fires as usual")
  func oneFingerFails() {
    let (scene, _) = pinchScene()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 150, 145, at: 0.02)
    scene.up(touch, at: 0.05)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.020 ok touchDragInside", "0.050 pinch failed", "0.050 ok touchUpInside",
        "0.050 ok primaryActionTriggered",
      ])
  }

  @Test(
    "M12: a pinch with one finger on a button cancels the button when it begins; it ends at the last lift")
  func cancelsControlUnderOneFinger() {
    let (scene, _) = pinchScene()

    let onButton = scene.down(150, 125, at: 0)
    let other = scene.down(150, 300, at: 0.05)
    scene.move(other, 150, 320, at: 0.1)
    scene.move(other, 150, 340, at: 0.15)
    scene.up(onButton, at: 0.2)
    let afterFirstLift = scene.log.lines.count
    scene.up(other, at: 0.25)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.100 pinch began", "0.100 pinch action fired: -> vc",
        "0.100 cancel ok by pinch",
        "0.100 cancel pad by pinch", "0.100 ok touchCancel", "0.150 pinch changed",
        "0.150 pinch action fired: -> vc",
        "0.200 pinch action fired: -> vc", "0.250 pinch ended", "0.250 pinch action fired: -> vc",
      ])
    // Down to one finger it stays: the first lift neither ends it nor fails it.
    #expect(afterFirstLift == 9)
  }

  @Test("M12: a third finger is ignored: it neither changes the scale nor keeps the pinch going")
  func thirdFingerIgnored() {
    let (scene, pinch) = pinchScene()

    let first = scene.down(200, 300, at: 0)
    let second = scene.down(200, 400, at: 0.01)
    let third = scene.down(300, 500, at: 0.02)
    scene.move(third, 300, 700, at: 0.03)
    let stateAfterThird = pinch.state
    scene.up(first, at: 0.04)
    scene.up(second, at: 0.05)

    #expect(stateAfterThird == .possible)
    #expect(scene.log.lines(mentioning: "pinch") == ["0.050 pinch failed"])
  }

  @Test("M12: a cancelled finger counts as a lift: the last one ends a pinch that began")
  func cancelledFingerEnds() {
    let (scene, _) = pinchScene()

    let first = scene.down(200, 300, at: 0)
    let second = scene.down(200, 400, at: 0.01)
    scene.move(second, 200, 420, at: 0.02)
    scene.up(first, at: 0.03)
    scene.cancel(second, at: 0.04)

    #expect(
      scene.log.lines(mentioning: "pinch").suffix(2) == [
        "0.040 pinch ended", "0.040 pinch action fired: -> vc",
      ])
  }
}
