import Foundation
import Testing

@testable import UIKitModel

/// M16: a control whose `showsMenuAsPrimaryAction` is true presents its menu at touch-down:
/// TouchDown, then menuActionTriggered with a nil event; the menu then owns the touch, so no
/// drag, touch-up, primaryActionTriggered or TouchCancel follows.
@Suite("Menus as primary action")
struct MenuPrimaryActionTests {
  private func scene() -> (GestureScene, UIButton) {
    let scene = GestureScene()
    let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 60)), id: "sort")
    button.addTarget(scene.target, action: "fired:", for: .allEvents)
    button.showsMenuAsPrimaryAction = true
    return (scene, button)
  }

  @Test(
    "M16: a tap on a menu button sends touchDown then menuActionTriggered at touch-down, and nothing at the lift"
  )
  func tapPresentsMenu() {
    let (scene, button) = scene()

    let touch = scene.down(150, 120, at: 0)
    let highlightedWhileDown = button.isHighlighted
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines(mentioning: "sort") == ["0.000 sort touchDown", "0.000 sort menuActionTriggered"])
    #expect(highlightedWhileDown)
    #expect(!button.isHighlighted && !button.isTracking)
  }

  @Test("M16: once the menu owns the touch, drags send no drag events and a cancellation no touchCancel")
  func menuOwnsTheTouch() {
    let (scene, _) = scene()

    let touch = scene.down(150, 120, at: 0)
    scene.move(touch, 150, 300, at: 0.05)
    scene.cancel(touch, at: 0.1)

    #expect(
      scene.log.lines(mentioning: "sort") == ["0.000 sort touchDown", "0.000 sort menuActionTriggered"])
  }

  @Test("M16: without showsMenuAsPrimaryAction the same tap sends touchUpInside and primaryActionTriggered")
  func plainButton() {
    let (scene, button) = scene()
    button.showsMenuAsPrimaryAction = false

    let touch = scene.down(150, 120, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines(mentioning: "sort") == [
        "0.000 sort touchDown", "0.080 sort touchUpInside", "0.080 sort primaryActionTriggered",
      ])
  }
}
