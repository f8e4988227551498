import Foundation
import Testing

@testable import UIKitModel

/// M18: a screen-edge pan takes a touch that starts within 13 pt of one of its edges, begins once
/// it has moved 15 pt away from that edge, fails on 15 pt along it, a lift, a second finger or
/// 0.25 s; while possible it holds the touch's began from the views (`delaysTouchesBegan`), so a
/// back button at the edge gets TouchDown only at the lift of a quick tap (S12, [DTM]).
@Suite("UIScreenEdgePanGestureRecognizer")
struct ScreenEdgePanGestureRecognizerTests {
  /// A navigation controller's root `nav` (the whole window) with a left-edge pan `pop`, and a
  /// back button `back` at (0, 40, 80, 44) in its bar.
  private func navigationScene() -> (GestureScene, UIScreenEdgePanGestureRecognizer) {
    let scene = GestureScene()
    let nav = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "nav")
    scene.add(UIButton(frame: CGRect(x: 0, y: 40, width: 80, height: 44)), id: "back", to: nav)
    let pop = UIScreenEdgePanGestureRecognizer()
    pop.edges = .left
    return (scene, scene.attach(pop, "pop", to: nav))
  }

  @Test("M18: its initializer makes it delay its touches' began, with one finger and no edge")
  func defaults() {
    let pop = UIScreenEdgePanGestureRecognizer()

    #expect(pop.delaysTouchesBegan)
    #expect(pop.maximumNumberOfTouches == 1)
    #expect(pop.edges.isEmpty)
  }

  @Test(
    "M18: a quick tap on the back button at the edge: TouchDown only at the lift, when the edge pan fails")
  func backButtonTouchDownAtLift() {
    let (scene, _) = navigationScene()

    let touch = scene.down(8, 60, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines == [
        "0.080 pop failed", "0.080 back touchDown", "0.080 back touchUpInside",
        "0.080 back primaryActionTriggered",
      ])
  }

  @Test(
    "M18: the edge region is 13 pt: a touch further in fails the edge pan at once and reaches the button then",
    arguments: [(CGFloat(13), false), (CGFloat(13.5), true), (CGFloat(40), true)])
  func edgeRegion(x: CGFloat, failsAtDown: Bool) {
    let (scene, _) = navigationScene()

    _ = scene.down(x, 60, at: 0)

    #expect((scene.log.lines == ["0.000 pop failed", "0.000 back touchDown"]) == failsAtDown)
    #expect(scene.log.lines.isEmpty == !failsAtDown)
  }

  @Test(
    "M18: a swipe from the edge begins it at 15 pt away from the edge; the button never hears of the touch")
  func swipeBegins() {
    let (scene, pop) = navigationScene()

    let touch = scene.down(5, 60, at: 0)
    scene.move(touch, 19, 61, at: 0.02)
    let stateBefore15 = pop.state
    scene.move(touch, 20, 62, at: 0.04)
    let translation = pop.translation(in: nil)
    scene.move(touch, 60, 62, at: 0.06)
    scene.up(touch, at: 0.08)

    #expect(stateBefore15 == .possible)
    #expect(translation == CGPoint(x: 0, y: 2))
    #expect(
      scene.log.lines == [
        "0.040 pop began", "0.040 pop action fired: -> vc", "0.060 pop changed",
        "0.060 pop action fired: -> vc",
        "0.080 pop ended", "0.080 pop action fired: -> vc",
      ])
  }

  @Test(
    "M18: before it begins it fails on 15 pt along the edge, on a second finger, or 0.25 s after touch-down",
    arguments: ["along", "secondFinger", "timeOut"])
  func failures(cause: String) {
    let (scene, pop) = navigationScene()
    pop.view?.isMultipleTouchEnabled = true

    let touch = scene.down(5, 60, at: 0)
    switch cause {
    case "along": scene.move(touch, 8, 75, at: 0.1)
    case "secondFinger":
      // The first finger rides along as stationary, as in a trace's events.
      touch.update(phase: .stationary, location: touch.location(in: nil), timestamp: 0.1)
      let second = UITouch(location: CGPoint(x: 200, y: 400), timestamp: 0.1)
      scene.app.sendEvent(UIEvent(timestamp: 0.1, touches: [touch, second]))
    default: scene.wait(until: 0.3)
    }

    #expect(pop.state == .failed)
    let failedAt = cause == "timeOut" ? "0.250" : "0.100"
    #expect(scene.log.lines.prefix(2) == ["\(failedAt) pop failed", "\(failedAt) back touchDown"])
  }

  @Test("M18: the right edge is measured from the window's right side, and away from it is leftward")
  func rightEdge() {
    let scene = GestureScene()
    let nav = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "nav")
    let pop = UIScreenEdgePanGestureRecognizer()
    pop.edges = [.right]
    scene.attach(pop, "pop", to: nav)

    let touch = scene.down(392, 300, at: 0)
    scene.move(touch, 376, 300, at: 0.05)

    #expect(pop.state == .began)
  }
}
