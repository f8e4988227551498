import Foundation
import Testing

@testable import UIKitModel

/// A point and the view expected to be hit there.
struct HitCase: Sendable, CustomTestStringConvertible {
  let x: CGFloat
  let y: CGFloat
  let expected: String
  var testDescription: String { "(\(x), \(y)) hits \(expected)" }

  init(_ x: CGFloat, _ y: CGFloat, _ expected: String) {
    self.x = x
    self.y = y
    self.expected = expected
  }
}

@Suite("Hit-testing")
struct HitTestingTests {
  /// window > box (100,100 100×50) > inner (10,10 20×20).
  func nested() -> Scene {
    let scene = Scene()
    let box = scene.add(UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "box")
    scene.add(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)), id: "inner", to: box)
    return scene
  }

  func hit(_ scene: Scene, _ x: CGFloat, _ y: CGFloat) -> String {
    name(scene.window.hitTest(CGPoint(x: x, y: y), with: nil))
  }

  @Test(
    "U4: Edges are half-open: the minimum edges are inside, the maximum edges outside",
    arguments: [
      HitCase(100, 100, "box"), HitCase(199.999, 149.999, "box"), HitCase(200, 120, "window"),
      HitCase(150, 150, "window"), HitCase(99.999, 120, "window"), HitCase(110, 110, "inner"),
      HitCase(129.999, 129.999, "inner"), HitCase(130, 115, "box"), HitCase(115, 130, "box"),
    ])
  func halfOpenEdges(_ test: HitCase) {
    let scene = nested()

    let result = hit(scene, test.x, test.y)

    #expect(result == test.expected)
  }

  @Test("U4: A view with an empty frame is never hit, even at its origin")
  func emptyRect() {
    let scene = Scene()
    scene.add(UIView(frame: CGRect(x: 50, y: 50, width: 0, height: 10)), id: "thin")
    scene.add(UIView(frame: CGRect(x: 80, y: 80, width: 0, height: 0)), id: "dot")

    let results = [hit(scene, 50, 50), hit(scene, 50, 55), hit(scene, 80, 80)]

    #expect(results == ["window", "window", "window"])
  }

  @Test(
    "U5: A scrolled container (bounds origin) shifts its children",
    arguments: [
      HitCase(110, 110, "container"), HitCase(110, 160, "child"), HitCase(129.999, 179.999, "child"),
      HitCase(130, 160, "container"), HitCase(110, 159.999, "container"),
    ])
  func boundsOrigin(_ test: HitCase) {
    let scene = Scene()
    let container = scene.add(
      UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200)), id: "container")
    container.bounds.origin = CGPoint(x: 0, y: 50)
    // The child's frame is at y 100 in the content, so it appears at window y 150.
    scene.add(UIView(frame: CGRect(x: 10, y: 110, width: 20, height: 30)), id: "child", to: container)

    let result = hit(scene, test.x, test.y)

    #expect(result == test.expected)
  }

  @Test("U6: The front-most sibling (last subview) wins where siblings overlap")
  func frontMostWins() {
    let scene = Scene()
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "back")
    scene.add(UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100)), id: "front")
    scene.window.insertSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), at: 0)

    let results = [hit(scene, 60, 60), hit(scene, 10, 10), hit(scene, 140, 140)]

    #expect(results == ["front", "back", "front"])
  }

  /// A way of making the front view skip hit-testing.
  enum Skip: String, Sendable, CaseIterable {
    case hidden, alphaBelowThreshold, interactionDisabled, controlDisabled
  }

  func skipScene(_ skip: Skip) -> Scene {
    let scene = Scene()
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "behind")
    let front: UIView =
      skip == .controlDisabled
      ? UIControl(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      : UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    scene.add(front, id: "front")
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), id: "child", to: front)
    switch skip {
    case .hidden: front.isHidden = true
    case .alphaBelowThreshold: front.alpha = 0.009
    case .interactionDisabled: front.isUserInteractionEnabled = false
    case .controlDisabled: (front as! UIControl).isEnabled = false
    }
    return scene
  }

  @Test(
    "U1: A skipped view and its subviews pass the touch to the sibling behind, then the superview",
    arguments: Skip.allCases)
  func skippedViews(_ skip: Skip) {
    let scene = skipScene(skip)

    let results = [hit(scene, 50, 50), hit(scene, 150, 50)]

    #expect(results == ["behind", "window"])
  }

  @Test("U1: An alpha of exactly 0.01 is still hittable")
  func alphaThreshold() {
    let scene = Scene()
    let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "faint")
    view.alpha = 0.01

    let result = hit(scene, 50, 50)

    #expect(result == "faint")
  }

  @Test("U2: An enabled control is hit where a disabled one is skipped")
  func enabledControlIsHit() {
    let scene = skipScene(.controlDisabled)
    (scene.window.subviews[1] as! UIControl).isEnabled = true

    let result = hit(scene, 150, 50)

    #expect(result == "child")
  }

  @Test("U3: A point outside a parent never reaches a child sticking out", arguments: [false, true])
  func childStickingOut(clips: Bool) {
    let scene = Scene()
    let parent = scene.add(UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)), id: "parent")
    parent.clipsToBounds = clips
    scene.add(UIView(frame: CGRect(x: 25, y: 25, width: 100, height: 100)), id: "child", to: parent)

    let results = [hit(scene, 130, 130), hit(scene, 160, 160)]

    #expect(results == ["child", "window"])
  }

  /// Accepts points up to 50 points left of its bounds.
  private final class WideView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      point.x >= -50 && point.x < bounds.width && point.y >= 0 && point.y < bounds.height
    }
  }

  /// Takes every point, wherever it is.
  private final class CatchAllView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
  }

  @Test("U3: A subclass's own point(inside:) and hitTest decide, though stock views miss unasked")
  func subclassesAreAsked() {
    let scene = Scene()
    scene.add(CatchAllView(frame: CGRect(x: 300, y: 300, width: 10, height: 10)), id: "catcher")
    scene.add(WideView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)), id: "wide")
    scene.add(UIButton(frame: CGRect(x: 0, y: 400, width: 50, height: 50)), id: "button")

    let results = [hit(scene, 60, 120), hit(scene, 120, 120), hit(scene, 10, 410), hit(scene, 10, 10)]

    #expect(results == ["wide", "wide", "button", "catcher"])
  }

  @Test("U6: A touch that hits no subview lands on the window, and becomes touch.view")
  func windowFallback() {
    let scene = nested()

    let touch = scene.down(300, 700)

    #expect(touch.view === scene.window)
  }

  @Test("With details, the hit-test log lists each view visited, its point, outcome and depth")
  func detailLog() {
    let scene = Scene(details: true)
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "behind")
    let hidden = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "hidden")
    hidden.isHidden = true
    let box = scene.add(UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50)), id: "far")
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "farChild", to: box)

    let touch = scene.down(40, 30)

    let steps =
      scene.recorder.events.compactMap { event -> [HitTestStep]? in
        guard case .hitTest(let hitTouch, let steps) = event, hitTouch === touch else { return nil }
        return steps
      }.first ?? []
    let rendered = steps.map {
      "\(String(repeating: "  ", count: $0.depth))\(name($0.view)) (\($0.point.x), \($0.point.y)) \($0.outcome)"
    }
    #expect(
      rendered == [
        "window (40.0, 30.0) inside",
        "  far (-160.0, -170.0) outside",
        "  hidden (40.0, 30.0) hidden",
        "  behind (40.0, 30.0) inside",
      ])
    #expect(touch.view?.accessibilityIdentifier == "behind")
  }

  @Test("Without details, no hit-test log is reported")
  func noDetailLog() {
    let scene = nested()

    scene.down(110, 110)

    let logs = scene.recorder.events.filter {
      if case .hitTest = $0 { return true } else { return false }
    }
    #expect(logs.isEmpty)
  }
}
