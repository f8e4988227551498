import Foundation
import Testing

@testable import UIKitModel

/// R13 (tap), R7 (the controls' veto), R8 (actions), R9 (cancellation): a tap recognizer on a
/// superview over a button and over a plain control.
@Suite("UITapGestureRecognizer")
struct TapGestureRecognizerTests {
  private func form(_ control: UIControl) -> (GestureScene, UITapGestureRecognizer) {
    let scene = GestureScene()
    let form = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "form")
    scene.add(control, id: "ok", to: form)
    let tap = scene.attach(UITapGestureRecognizer(), "dismiss", to: form)
    return (scene, tap)
  }

  @Test(
    "R7, R9: a tap on a plain control under a superview's tap: TouchDown, the tap's action at lift, then TouchCancel"
  )
  func tapCancelsPlainControl() {
    let (scene, _) = form(UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.080 dismiss ended", "0.080 dismiss action fired: -> vc",
        "0.080 cancel ok by dismiss", "0.080 ok touchCancel",
      ])
  }

  @Test("R7: a UIButton refuses a superview's single tap: the tap fails and the button fires (iOS 6+ rule)")
  func buttonVetoesSingleTap() {
    let (scene, _) = form(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.080 dismiss failed", "0.080 ok touchUpInside",
        "0.080 ok primaryActionTriggered",
      ])
  }

  @Test("R7: with cancelsTouchesInView false the button is not asked: the tap fires and so does the button")
  func cancelsTouchesInViewOff() {
    let (scene, tap) = form(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
    tap.cancelsTouchesInView = false

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.080 dismiss ended", "0.080 dismiss action fired: -> vc",
        "0.080 ok touchUpInside", "0.080 ok primaryActionTriggered",
      ])
  }

  @Test(
    "R10, R13: a double tap on a superview is not vetoed: it holds the button's TouchUpInside until it fails 0.35 s after the lift"
  )
  func doubleTapHoldsButtonEnd() {
    let (scene, tap) = form(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
    tap.numberOfTapsRequired = 2

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.05)
    scene.wait(until: 1)

    #expect(
      scene.log.lines == [
        "0.000 ok touchDown", "0.400 dismiss failed", "0.400 ok touchUpInside",
        "0.400 ok primaryActionTriggered",
      ])
  }

  @Test("R10: a touch whose end the double tap held goes once it is delivered: nothing keeps it")
  func heldTouchIsLetGo() {
    let (scene, tap) = form(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
    tap.numberOfTapsRequired = 2
    weak var weakTouch: UITouch?

    do {
      let touch = scene.down(150, 125, at: 0)
      weakTouch = touch
      scene.up(touch, at: 0.05)
      scene.wait(until: 1)
    }

    #expect(scene.log.lines.contains("0.400 ok touchUpInside"))
    #expect(weakTouch == nil)
  }

  @Test(
    "a single tap that requires a double tap to fail stays possible until it fails: ended and its action come together 0.35 s after the lift; a double tap fails it straight from possible (R12)"
  )
  func singleRequiresDoubleToFail() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let single = scene.attach(UITapGestureRecognizer(), "single", to: pad)
    let double = scene.attach(UITapGestureRecognizer(), "double", to: pad)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)

    let first = scene.down(100, 100, at: 0)
    scene.up(first, at: 0.05)
    scene.wait(until: 1)
    let second = scene.down(100, 100, at: 2)
    scene.up(second, at: 2.05)
    let third = scene.down(100, 100, at: 2.2)
    scene.up(third, at: 2.25)

    #expect(
      scene.log.lines == [
        "0.400 double failed", "0.400 single ended", "0.400 single action fired: -> vc",
        // The pad got the began; its ended was held, so recognizing cancels it (R9, R10).
        "0.400 cancel pad by single",
        "2.250 double ended", "2.250 single failed", "2.250 double action fired: -> vc",
        "2.250 cancel pad by double", "2.250 cancel pad by double",
      ])
  }

  @Test(
    "R13: a tap fails when the finger moves more than 45 pt, or stays down longer than 0.75 s",
    arguments: [
      (CGFloat(46), 0.1, true), (CGFloat(45), 0.1, false), (CGFloat(0), 0.8, true), (CGFloat(0), 0.7, false),
    ])
  func tapLimits(movement: CGFloat, duration: TimeInterval, fails: Bool) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UITapGestureRecognizer(), "tap", to: pad)

    let touch = scene.down(100, 100, at: 0)
    scene.move(touch, 100 + movement, 100, at: duration / 2)
    scene.up(touch, at: duration)

    #expect(scene.log.lines(mentioning: "failed").isEmpty == !fails)
    #expect(scene.log.lines(mentioning: "ended").isEmpty == fails)
  }
}
