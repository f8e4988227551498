import Foundation
import Testing

@testable import UIKitModel

/// R16: a swipe recognizes during the move that reaches 50 pt along its direction within
/// 200 pt across and 0.5 s; it fails on a lift before, on the time limit, or the wrong way.
@Suite("UISwipeGestureRecognizer")
struct SwipeGestureRecognizerTests {
  @Test(
    "R16: a right swipe: recognized mid-move at 50 pt; failed leftwards, too slow, or lifted short",
    arguments: [
      (CGFloat(60), CGFloat(0), 5, "ended"), (CGFloat(-60), CGFloat(0), 5, "failed"),
      (CGFloat(40), CGFloat(0), 4, "failed"), (CGFloat(60), CGFloat(0), 70, "failed"),
    ])
  func swipe(dx: CGFloat, dy: CGFloat, steps: Int, outcome: String) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UISwipeGestureRecognizer(), "swipe", to: pad)

    scene.drag(from: 100, 400, by: dx, dy, steps: steps)

    #expect(scene.log.lines(mentioning: "swipe").first?.hasSuffix("swipe \(outcome)") == true)
  }

  @Test("R16: it recognizes during the move that reaches 50 pt, not at the lift")
  func recognizesMidMove() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UISwipeGestureRecognizer(), "swipe", to: pad)

    scene.drag(from: 100, 400, by: 100, 0, steps: 10)

    #expect(scene.log.lines(mentioning: "swipe").first == "0.050 swipe ended")
  }
}
