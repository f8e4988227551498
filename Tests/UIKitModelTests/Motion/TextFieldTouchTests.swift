import Foundation
import Testing

@testable import UIKitModel

/// M17: UITextField runs UIControl tracking (TouchDown and the drag events reach its targets) but
/// swallows the end of a touch (no TouchUpInside, TouchUpOutside or TouchCancel); a lift in its
/// touch area begins editing, and an ancestor's one-finger single tap fails on it.
@Suite("UITextField touches")
struct TextFieldTouchTests {
  private func scene() -> (GestureScene, UIView, UITextField) {
    let scene = GestureScene()
    let form = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "form")
    let field = scene.add(
      UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44)), id: "email", to: form)
    field.addTarget(scene.target, action: "fired:", for: .allEvents)
    return (scene, form, field)
  }

  @Test("M17: a tap on a field sends touchDown, no touch-up, and begins editing at the lift")
  func tapBeginsEditing() {
    let (scene, _, field) = scene()

    let touch = scene.down(100, 120, at: 0)
    scene.up(touch, at: 0.08)

    #expect(scene.log.lines(mentioning: "email") == ["0.000 email touchDown", "0.080 email editingDidBegin"])
    #expect(field.isFirstResponder && !field.isTracking && !field.isHighlighted)
  }

  @Test(
    "M17: a drag off a field sends the drag events and never touchUpOutside; the lift outside does not edit")
  func dragSendsDragEvents() {
    let (scene, _, field) = scene()

    let touch = scene.down(100, 120, at: 0)
    scene.move(touch, 100, 400, at: 0.05)
    scene.up(touch, at: 0.1)

    #expect(
      scene.log.lines(mentioning: "email") == [
        "0.000 email touchDown", "0.050 email touchDragExit", "0.050 email touchDragOutside",
      ])
    #expect(!field.isFirstResponder)
  }

  @Test("M17: a cancelled touch on a field sends no touchCancel")
  func cancelSendsNothing() {
    let (scene, _, field) = scene()

    let touch = scene.down(100, 120, at: 0)
    scene.cancel(touch, at: 0.05)

    #expect(scene.log.lines(mentioning: "email") == ["0.000 email touchDown"])
    #expect(!field.isTracking)
  }

  @Test("M17: under an ancestor's dismiss-keyboard tap, a tap on the field fails the tap and begins editing")
  func dismissTapFails() {
    let (scene, form, field) = scene()
    scene.attach(UITapGestureRecognizer(), "dismiss", to: form)

    let touch = scene.down(100, 120, at: 0)
    scene.up(touch, at: 0.08)

    #expect(scene.log.lines(mentioning: "dismiss") == ["0.080 dismiss failed"])
    #expect(field.isFirstResponder)
    #expect(scene.log.lines(mentioning: "email").last == "0.080 email editingDidBegin")
  }
}
