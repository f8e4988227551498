import Foundation
import Testing

@testable import UIKitModel

/// M14: `transform` applies about the view's centre; `frame` is the bounding box of the
/// transformed view; a point reaches the view through the inverse transform, so hit-testing,
/// touch-inside tests and touch locations follow the transformed shape; a transform with no
/// inverse is never hit.
@Suite("Transforms in hit-testing")
struct TransformHitTestingTests {
  /// A 200 × 60 button centred at (195, 300), with a target on touchUpInside.
  private func scene(_ transform: CGAffineTransform) -> (GestureScene, UIButton) {
    let scene = GestureScene()
    let button = scene.add(UIButton(frame: CGRect(x: 95, y: 270, width: 200, height: 60)), id: "dial")
    button.addTarget(scene.target, action: "fired:", for: .touchUpInside)
    button.transform = transform
    return (scene, button)
  }

  @Test("M14: the transform applies about the centre: center stays put, frame is the bounding box")
  func frameIsTheBoundingBox() {
    let (_, button) = scene(CGAffineTransform(rotationAngle: .pi / 2))

    #expect(button.center == CGPoint(x: 195, y: 300))
    #expect(abs(button.frame.width - 60) < 1e-9 && abs(button.frame.height - 200) < 1e-9)
    #expect(abs(button.frame.minX - 165) < 1e-9 && abs(button.frame.minY - 200) < 1e-9)
    #expect(button.bounds.size == CGSize(width: 200, height: 60))
  }

  @Test(
    "M14: a button rotated 30° is hit over its rotated shape, not its untransformed frame or its bounding box",
    arguments: [
      HitCase(272.9, 345, "dial"), HitCase(195, 300, "dial"), HitCase(280, 280, "window"),
      HitCase(100, 230, "window"),
    ])
  func rotatedShape(_ hit: HitCase) {
    let (scene, _) = scene(CGAffineTransform(rotationAngle: .pi / 6))

    let view = scene.window.hitTest(CGPoint(x: hit.x, y: hit.y), with: nil)

    #expect(name(view) == hit.expected)
  }

  @Test("M14: a touch location in a scaled view's coordinates goes through the inverse transform")
  func locationThroughTheInverse() {
    let (scene, button) = scene(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))

    let touch = scene.down(195 + 20 + 40, 300 + 10, at: 0)

    #expect(touch.view === button)
    let location = touch.location(in: button)
    #expect(abs(location.x - 120) < 1e-9 && abs(location.y - 35) < 1e-9)
    #expect(button.convert(location, to: nil) == CGPoint(x: 255, y: 310))
  }

  @Test("M14: the touch-inside test runs in the rotated coordinates: a lift off the rotated shape is outside")
  func touchInsideFollowsTheTransform() {
    let (scene, _) = scene(CGAffineTransform(rotationAngle: .pi / 2))

    let touch = scene.down(195, 220, at: 0)
    scene.move(touch, 195 + 110, 220, at: 0.05)
    scene.up(touch, at: 0.1)

    #expect(
      scene.log.lines(mentioning: "dial") == [
        "0.000 dial touchDown", "0.050 dial touchDragExit", "0.050 dial touchDragOutside",
        "0.100 dial touchUpOutside",
      ])
  }

  @Test("M14: a view scaled to zero has no inverse and is never hit")
  func zeroScaleIsNeverHit() {
    let (scene, _) = scene(CGAffineTransform(scaleX: 0, y: 0))

    let view = scene.window.hitTest(CGPoint(x: 195, y: 300), with: nil)

    #expect(name(view) == "window")
  }
}
