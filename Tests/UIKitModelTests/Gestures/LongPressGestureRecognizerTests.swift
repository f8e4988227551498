import Foundation
import Testing

@testable import UIKitModel

/// R14: a long press begins when 0.5 s pass with the finger still; then changes, and ends at
/// the lift. On a superview of a button it cancels the button's touch when it begins (R9).
@Suite("UILongPressGestureRecognizer")
struct LongPressGestureRecognizerTests {
  private func pressScene() -> GestureScene {
    let scene = GestureScene()
    let row = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "row")
    scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "ok", to: row)
    scene.attach(UILongPressGestureRecognizer(), "press", to: row)
    return scene
  }

  @Test(
    "R9, R14: held 0.6 s on a button: the press begins at 0.500 by the clock, the button gets TouchCancel after its action"
  )
  func beginsOnTheClock() {
    let scene = pressScene()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 152, 125, at: 0.55)
    scene.up(touch, at: 0.6)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.500 press began", "0.500 press action fired: -> vc",
        "0.500 cancel ok by press",
        "0.500 ok touchCancel", "0.550 press changed", "0.550 press action fired: -> vc", "0.600 press ended",
        "0.600 press action fired: -> vc",
      ])
  }

  @Test("R14: a press that has begun is cancelled, not ended, by a cancelled touch (unlike a pan)")
  func cancelledTouchCancelsBegunPress() {
    let scene = pressScene()

    let touch = scene.down(300, 400, at: 0)
    scene.wait(until: 0.6)
    scene.cancel(touch, at: 0.7)

    #expect(
      scene.log.lines(mentioning: "press") == [
        "0.500 press began", "0.500 press action fired: -> vc", "0.500 cancel row by press",
        "0.700 press cancelled",
        "0.700 press action fired: -> vc",
      ])
  }

  @Test("R14: lifted before 0.5 s the press fails and the button fires")
  func liftBeforeFails() {
    let scene = pressScene()

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.3)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.300 press failed", "0.300 ok touchUpInside",
        "0.300 ok primaryActionTriggered",
      ])
  }

  @Test(
    "R14: moving more than 10 pt before it begins fails it",
    arguments: [(CGFloat(11), true), (CGFloat(10), false)])
  func movementLimit(movement: CGFloat, fails: Bool) {
    let scene = pressScene()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 150, 125 + movement, at: 0.2)
    scene.wait(until: 0.6)

    #expect(scene.log.lines(mentioning: "failed").isEmpty == !fails)
    #expect(scene.log.lines(mentioning: "began").isEmpty == fails)
  }
}
