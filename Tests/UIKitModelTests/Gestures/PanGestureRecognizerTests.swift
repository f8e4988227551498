import Foundation
import Testing

@testable import UIKitModel

/// R15: a pan begins at the first move reaching 10 pt along either axis, reports its
/// translation less that hysteresis, changes on every move, and ends at the lift.
@Suite("UIPanGestureRecognizer")
struct PanGestureRecognizerTests {
  @Test(
    "R15: it begins per axis, not by distance: (8, 8) does not begin it, (0, 10) does",
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

  @Test(
    "R15, M3: the translation has the 10 pt hysteresis taken off, and the velocity comes from the trace's times"
  )
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
    // 0.2 × the newest sample (200 pt/s) + 0.8 × the one before (300 pt/s) [DEC-Pan].
    #expect(abs(pan.velocity(in: pad).y - 280) < 0.001)
  }

  @Test("R15: a pan that has begun ends, not cancels, when its last finger is cancelled (G5)")
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

  @Test("R15: a pan that has not begun fails when its finger is cancelled")
  func cancelledFingerFailsPossiblePan() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 405, at: 0.02)
    scene.cancel(touch, at: 0.05)

    #expect(scene.log.lines(mentioning: "pan") == ["0.050 pan failed"])
  }

  @Test("R15: two fingers: one cancelled, the pan goes on with the other, and ends at its lift")
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

  @Test("R8, R15: began, changed on each move, ended at the lift; one action per state change")
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

  @Test("R15: a pan that never began fails at the lift")
  func failsWithoutBeginning() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    scene.drag(from: 200, 400, by: 5, 5, steps: 2)

    #expect(scene.log.lines(mentioning: "pan") == ["0.030 pan failed"])
  }

  @Test("M3: the first move's velocity is its sample alone, at full weight (no previous sample) [DEC-Pan]")
  func firstSampleAlone() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 430, at: 0.1)

    #expect(abs(pan.velocity(in: pad).y - 300) < 0.001)
  }

  /// Sends one event with `touches`, each moved to its phase and place.
  private func send(
    _ scene: GestureScene, _ touches: [(UITouch, UITouch.Phase, CGFloat, CGFloat)], at time: TimeInterval
  ) {
    for (touch, phase, x, y) in touches {
      touch.update(phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
    }
    scene.app.sendEvent(UIEvent(timestamp: time, touches: touches.map { $0.0 }))
  }

  @Test(
    "R15: a finger lifting in the same event as another moves: the move counts as ΣΔ/n over both, the lift makes no jump, and the pan never begins"
  )
  func fingerLiftsAsAnotherMoves() {
    let scene = GestureScene()
    let root = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "root")
    root.isMultipleTouchEnabled = true
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: root)
    let first = UITouch(location: CGPoint(x: 10, y: 320), timestamp: 0)
    let second = UITouch(location: CGPoint(x: 60, y: 270), timestamp: 0)
    scene.app.sendEvent(UIEvent(timestamp: 0, touches: [first, second]))

    send(scene, [(first, .ended, 10, 320), (second, .moved, 58, 268)], at: 0.016)
    let translation = pan.translation(in: root)
    send(scene, [(second, .ended, 58, 268)], at: 0.032)

    #expect(translation == CGPoint(x: -1, y: -1))
    #expect(scene.log.lines(mentioning: "pan") == ["0.032 pan failed"])
  }

  @Test(
    "R15, R18: a finger arriving in the same event as another moves 20 pt: the scroll view moves the full 20 pt"
  )
  func fingerArrivesAsAnotherMoves() {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)

    let first = scene.down(200, 400, at: 0)
    scene.move(first, 200, 380, at: 0.01)
    let before = feed.contentOffset.y
    let second = UITouch(location: CGPoint(x: 100, y: 400), timestamp: 0.02)
    first.update(phase: .moved, location: CGPoint(x: 200, y: 360), timestamp: 0.02)
    scene.app.sendEvent(UIEvent(timestamp: 0.02, touches: [first, second]))

    #expect(before == 10)
    #expect(feed.contentOffset.y == 30)
  }
}
