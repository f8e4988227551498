import Foundation
import Testing

@testable import UIKitModel

/// R15: a pan begins at the first move reaching 10 pt along either axis, reports its
/// translation less that hysteresis, changes on every move, and ends at the lift.
@Suite("UIPanGestureRecognizer")
struct PanGestureRecognizerTests {
  @Test(
    "it begins per axis, not by distance: (8, 8) does not begin it, (0, 10) does",
    arguments: [
      (CGFloat(8), CGFloat(8), false), (CGFloat(0), CGFloat(10), true), (CGFloat(-10), CGFloat(0), true),
      (CGFloat(9.5), CGFloat(-9.5), false),
    ])
  func hysteresisPerAxis(dx: CGFloat, dy: CGFloat, begins: Bool) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200 + dx, 400 + dy, at: 0.02)

    #expect((pan.state == .began) == begins)
  }

  @Test("the translation has the 10 pt hysteresis taken off, and the velocity comes from the trace's times")
  func translationAndVelocity() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 430, at: 0.1)
    let atBegan = pan.translation(in: pad)
    scene.move(touch, 200, 450, at: 0.2)

    #expect(atBegan == CGPoint(x: 0, y: 20))
    #expect(pan.translation(in: pad) == CGPoint(x: 0, y: 40))
    // 0.2 × 200 pt/s + 0.8 × (0.2 × 300 pt/s).
    #expect(abs(pan.velocity(in: pad).y - 88) < 0.001)
  }

  @Test("a pan that has begun ends, not cancels, when its last finger is cancelled (G5)")
  func cancelledFingerEndsBegunPan() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 430, at: 0.02)
    scene.cancel(touch, at: 0.05)

    #expect(
      scene.log.lines(mentioning: "pan") == [
        "0.020 pan began", "0.020 pan action fired: -> vc", "0.020 cancel pad by pan", "0.050 pan ended",
        "0.050 pan action fired: -> vc",
      ])
  }

  @Test("a pan that has not begun fails when its finger is cancelled")
  func cancelledFingerFailsPossiblePan() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 405, at: 0.02)
    scene.cancel(touch, at: 0.05)

    #expect(scene.log.lines(mentioning: "pan") == ["0.050 pan failed"])
  }

  @Test("two fingers: one cancelled, the pan goes on with the other, and ends at its lift")
  func cancelledFingerOfTwo() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    pad.isMultipleTouchEnabled = true
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let first = scene.down(200, 400, at: 0)
    let second = scene.down(240, 400, at: 0.01)
    scene.move(first, 200, 430, at: 0.02)
    scene.cancel(first, at: 0.03)
    let stateAfterCancel = pan.state
    scene.up(second, at: 0.05)

    #expect(stateAfterCancel == .changed || stateAfterCancel == .began)
    #expect(scene.log.lines(mentioning: "pan").last == "0.050 pan action fired: -> vc")
    #expect(scene.log.lines(mentioning: "pan").contains("0.050 pan ended"))
  }

  @Test("began, changed on each move, ended at the lift; one action per state change")
  func stateSequence() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    scene.drag(from: 200, 400, by: 0, 30, steps: 3)

    #expect(
      scene.log.lines(mentioning: "pan") == [
        "0.010 pan began", "0.010 pan action fired: -> vc", "0.010 cancel pad by pan", "0.020 pan changed",
        "0.020 pan action fired: -> vc",
        "0.030 pan changed", "0.030 pan action fired: -> vc", "0.040 pan ended",
        "0.040 pan action fired: -> vc",
      ])
  }

  @Test("a pan that never began fails at the lift")
  func failsWithoutBeginning() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    scene.drag(from: 200, 400, by: 5, 5, steps: 2)

    #expect(scene.log.lines(mentioning: "pan") == ["0.030 pan failed"])
  }
}
