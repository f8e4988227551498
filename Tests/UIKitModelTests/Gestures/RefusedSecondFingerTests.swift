import Foundation
import Testing

@testable import UIKitModel

/// R3 with `isMultipleTouchEnabled == false` (main sheet, multiple touch): a second finger on such
/// a view is kept from the view's own `touchesBegan/Moved/Ended` only. It is still bound to the
/// view, so the recognizers on the view and its ancestors see it, and so do a scroll view's pan
/// and content-touch delay.
@Suite("A second finger on a view that is not multiple-touch")
struct RefusedSecondFingerTests {
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
    "U8, R13: two fingers down together on a view with a 1-tap 1-touch tap: the tap fails at touch-down (too many fingers); the view gets only the first finger"
  )
  func tapSeesTooManyFingers() {
    let scene = GestureScene()
    let root = scene.add(TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "root")
    let log = Log()
    root.log = log
    scene.attach(UITapGestureRecognizer(), "tap", to: root)
    let first = UITouch(location: CGPoint(x: 100, y: 100), timestamp: 0)
    let second = UITouch(location: CGPoint(x: 200, y: 100), timestamp: 0)

    scene.app.sendEvent(UIEvent(timestamp: 0, touches: [first, second]))
    let recognizers = second.gestureRecognizers?.map { $0.name ?? "" }
    send(scene, [(first, .ended, 100, 100), (second, .ended, 200, 100)], at: 0.1)

    #expect(second.deliveryBlock == .multipleTouchDisabled)
    #expect(recognizers == ["tap"])
    #expect(scene.log.lines == ["0.000 tap failed"])
    #expect(log.lines == ["root began t0", "root ended t0"])
  }

  @Test(
    "U8, R18: in a scroll view, finger 1 lifts and finger 2 drags 40 pt up: the content scrolls to (0, 30)")
  func scrollViewPanFollowsSecondFinger() {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)

    let first = scene.down(100, 400, at: 0)
    let second = scene.down(300, 400, at: 0.02)
    scene.up(first, at: 0.04)
    for step in 1...4 {
      scene.move(second, 300, 400 - 10 * CGFloat(step), at: 0.04 + 0.01 * Double(step))
    }
    scene.up(second, at: 0.1)

    #expect(second.deliveryBlock == .multipleTouchDisabled)
    #expect(scene.log.lines(mentioning: "scroll").contains("0.080 scroll feed (0, 30)"))
  }

  @Test("U8, R15: a pan with two fingers on a view that is not multiple-touch follows their centroid")
  func panUsesCentroidOfBoth() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)

    let first = scene.down(100, 400, at: 0)
    let second = scene.down(300, 400, at: 0.01)
    // Only the second finger moves, 40 pt down: the centroid moves 20 pt.
    scene.move(second, 300, 440, at: 0.02)

    #expect(pan.numberOfTouches == 2)
    #expect(pan.state == .began)
    #expect(pan.translation(in: pad) == CGPoint(x: 0, y: 10))
    scene.up(first, at: 0.03)
    scene.up(second, at: 0.04)
  }

  @Test(
    "U8, R17: a scroll view's content-touch delay sees the refused finger's lift: the held first finger reaches its view then, not at 0.15 s"
  )
  func delaySeesRefusedLift() {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    let cell = scene.add(
      TouchLogView(frame: CGRect(x: 0, y: 100, width: 400, height: 200)), id: "cell", to: feed)
    let log = Log()
    cell.log = log

    let first = scene.down(100, 150, at: 0)
    let second = UITouch(location: CGPoint(x: 300, y: 150), timestamp: 0.02)
    first.markStationary()
    scene.app.sendEvent(UIEvent(timestamp: 0.02, touches: [first, second]))
    send(scene, [(first, .stationary, 100, 150), (second, .ended, 300, 150)], at: 0.05)
    let atRefusedLift = log.lines
    send(scene, [(first, .ended, 100, 150)], at: 0.3)

    #expect(second.deliveryBlock == .multipleTouchDisabled)
    #expect(atRefusedLift == ["cell began t0"])
    #expect(log.lines == ["cell began t0", "cell ended t0"])
  }
}
