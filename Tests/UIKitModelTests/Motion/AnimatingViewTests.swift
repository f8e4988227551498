import Foundation
import Testing

@testable import UIKitModel

/// M15: a view being animated by a `UIView.animate` block without `.allowUserInteraction` ignores
/// touches, with its subviews, whatever its `isUserInteractionEnabled`; hit-testing reads the
/// animation's end state.
@Suite("Views being animated")
struct AnimatingViewTests {
  /// A card (the view behind) and a button sliding in over it, with a target on the button.
  private func scene() -> (GestureScene, UIView, UIButton) {
    let scene = GestureScene()
    let card = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "card")
    let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 60)), id: "buy")
    button.addTarget(scene.target, action: "fired:", for: .touchUpInside)
    return (scene, card, button)
  }

  @Test("M15: a tap on a button being animated without .allowUserInteraction hits the view behind")
  func animatingButtonIsSkipped() {
    let (scene, _, button) = scene()
    button.isAnimatingWithoutUserInteraction = true

    let touch = scene.down(150, 120, at: 0)
    scene.up(touch, at: 0.05)

    #expect(name(touch.view) == "card")
    #expect(scene.log.lines(mentioning: "buy").isEmpty)
  }

  @Test("M15: the subviews of a view being animated are skipped with it")
  func animatingSubtreeIsSkipped() {
    let (scene, _, _) = scene()
    let panel = scene.add(UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 200)), id: "panel")
    scene.add(UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 50)), id: "inner", to: panel)
    panel.isAnimatingWithoutUserInteraction = true

    let hit = scene.window.hitTest(CGPoint(x: 20, y: 520), with: nil)

    #expect(name(hit) == "window")
  }

  @Test("M15: once the animation is over (or allows user interaction) the same tap reaches the button")
  func afterTheAnimation() {
    let (scene, _, button) = scene()
    button.isAnimatingWithoutUserInteraction = false

    let touch = scene.down(150, 120, at: 0)
    scene.up(touch, at: 0.05)

    #expect(name(touch.view) == "buy")
    #expect(
      scene.log.lines(mentioning: "buy") == [
        "0.000 buy touchDown", "0.050 buy touchUpInside", "0.050 buy primaryActionTriggered",
      ])
  }
}
