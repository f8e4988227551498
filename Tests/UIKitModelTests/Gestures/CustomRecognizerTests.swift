import Foundation
import Testing
import UIKitModel

/// A `UIGestureRecognizer` subclass written as for iOS (UIKit's `UIGestureRecognizerSubclass.h`
/// names and signatures, against the public API only): its touch methods, `state`, `reset()`,
/// `location(in:)`, `numberOfTouches` and `view` work, and the environment treats it as a stock
/// recognizer (actions, cancellation, reset).
@Suite("A recognizer subclass written as for iOS")
struct CustomRecognizerTests {
  /// A one-finger horizontal scrub: begins once the finger has moved `minimumDistance` sideways,
  /// changes with each move, ends at the lift; a second finger fails or cancels it.
  final class ScrubGestureRecognizer: UIGestureRecognizer {
    var minimumDistance: CGFloat = 20
    private(set) var start: CGPoint?
    private(set) var resets = 0
    /// Every state the recognizer was set to, as the setter normalised it.
    private(set) var history: [UIGestureRecognizer.State] = []

    override var state: UIGestureRecognizer.State {
      didSet { history.append(state) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard numberOfTouches == 1, let touch = touches.first else {
        state = .failed
        return
      }
      start = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard let start else { return }
      let point = location(in: view)
      if state == .possible {
        if abs(point.x - start.x) >= minimumDistance { state = .began }
      } else {
        state = .changed
      }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      state = .cancelled
    }

    override func reset() {
      super.reset()
      start = nil
      resets += 1
    }
  }

  @Test("R6, R8: it begins, changes and ends from its own touch methods; the environment sends each action")
  func recognizes() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let scrub = scene.attach(ScrubGestureRecognizer(target: nil, action: nil), "scrub", to: pad)

    scene.drag(from: 100, 100, by: 60, 0, steps: 3)

    #expect(
      scene.log.lines(mentioning: "scrub") == [
        "0.010 scrub began", "0.010 scrub action fired: -> vc", "0.010 cancel pad by scrub",
        "0.020 scrub changed", "0.020 scrub action fired: -> vc", "0.030 scrub changed",
        "0.030 scrub action fired: -> vc", "0.040 scrub ended", "0.040 scrub action fired: -> vc",
      ])
    #expect(scrub.history == [.began, .changed, .changed, .ended])
    #expect(scrub.state == .possible)
    #expect(scrub.resets == 1)
    #expect(scrub.view === pad)
  }

  @Test("R6: a move short of its distance and a lift fail it, with no action")
  func fails() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let scrub = scene.attach(ScrubGestureRecognizer(target: nil, action: nil), "scrub", to: pad)

    scene.drag(from: 100, 100, by: 15, 0, steps: 3)

    #expect(scene.log.lines(mentioning: "scrub") == ["0.040 scrub failed"])
    #expect(scrub.history == [.failed])
  }

  @Test("having begun on a button, it cancels the button's touch after its action (R9)")
  func cancelsAButton() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.add(UIButton(frame: CGRect(x: 50, y: 50, width: 300, height: 100)), id: "button", to: pad)
    scene.attach(ScrubGestureRecognizer(target: nil, action: nil), "scrub", to: pad)

    scene.drag(from: 100, 100, by: 30, 0, steps: 3)

    #expect(
      Array(scene.log.lines.prefix(6)) == [
        "0.000 button touchDown", "0.010 button touchDragInside", "0.020 scrub began",
        "0.020 scrub action fired: -> vc", "0.020 cancel button by scrub", "0.020 button touchCancel",
      ])
    #expect(!scene.log.lines.contains { $0.hasSuffix("touchUpInside") })
  }
}
