import Foundation
import Testing

@testable import UIKitModel

/// M1–M8: after the lift the content moves on (deceleration), rubber-bands past its edges and
/// springs back, settles on pages, shows each display frame at its time, and a touch that lands
/// while it moves only stops it. Expected values come from the rules' formulas, worked by hand.
@Suite("UIScrollView motion")
struct ScrollMotionTests {
  private func feed() -> (GestureScene, UIScrollView) {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    scene.add(UIButton(frame: CGRect(x: 100, y: 600, width: 200, height: 50)), id: "ok", to: feed)
    return (scene, feed)
  }

  @Test(
    "a flick of 1.5 pt/ms decelerates by 0.998 per ms and rests at the frame where |v| < 0.01: 150 frames after the lift, 743.6 pt further (M3, M4, M6)"
  )
  func flickDecelerates() {
    let (scene, feed) = feed()

    scene.drag(from: 200, 400, by: 0, -60, steps: 4)
    let atLift = feed.contentOffset.y
    scene.wait(until: 5)

    // Frame 0 falls at the lift itself: 50 + 1.5 × 0.998 × (1 − 0.998^16.67) / 0.002.
    #expect(abs(atLift - 74.5629) < 0.001)
    #expect(abs(feed.contentOffset.y - 793.6465) < 0.001)
    #expect(scene.log.lines(mentioning: "scroll").last == "2.550 scroll feed (0, 793)")
    #expect(!feed.isDecelerating)
  }

  @Test("between frames the content shows the last frame at or before the time (M6)")
  func framesOnTheTraceClock() {
    let (scene, feed) = feed()

    scene.drag(from: 200, 400, by: 0, -60, steps: 4)
    scene.wait(until: 0.05 + 10.5 / 60)

    #expect(abs(feed.contentOffset.y - 279.9495) < 0.001)
    #expect(feed.isDecelerating)
    // No record for the frames in between.
    #expect(scene.log.lines(mentioning: "scroll").count == 4)
  }

  @Test(
    "a tap on a decelerating list only stops it: one scroll record at the tap's time, the button gets nothing (M7)"
  )
  func tapOnlyStops() {
    let (scene, feed) = feed()

    scene.drag(from: 200, 400, by: 0, -60, steps: 4)
    let touch = scene.down(200, 300, at: 0.5)
    scene.up(touch, at: 0.55)
    scene.wait(until: 5)

    #expect(scene.log.lines(mentioning: "ok").isEmpty)
    #expect(scene.log.lines(mentioning: "scroll").last == "0.500 scroll feed (0, 504)")
    #expect(abs(feed.contentOffset.y - 504.4343) < 0.001)
  }

  @Test("a slow lift releases nothing (under 0.25 pt/ms): no motion, no extra record (M3)")
  func slowLiftReleasesNothing() {
    let (scene, feed) = feed()

    let touch = scene.down(200, 400, at: 0)
    for step in 1...4 { scene.move(touch, 200, 400 - 15 * CGFloat(step), at: 0.1 * Double(step)) }
    scene.up(touch, at: 0.5)
    scene.wait(until: 5)

    #expect(feed.contentOffset.y == 50)
    #expect(scene.log.lines(mentioning: "scroll").last == "0.400 scroll feed (0, 50)")
  }

  @Test(
    "M1: a pull of 50 pt past the top rubber-bands to −26.59 (800·(1 − 1/(1 + 0.55·50/800))), then springs back to 0 (M2, M5)"
  )
  func pullSpringsBack() {
    let (scene, feed) = feed()

    let touch = scene.down(200, 300, at: 0)
    for step in 1...4 { scene.move(touch, 200, 300 + 15 * CGFloat(step), at: 0.1 * Double(step)) }
    let pulled = feed.contentOffset.y
    scene.up(touch, at: 0.5)
    scene.wait(until: 5)

    #expect(abs(pulled + 26.5861) < 0.001)
    #expect(feed.contentOffset.y == 0)
    #expect(scene.log.lines(mentioning: "scroll").last == "0.883 scroll feed (0, 0)")
  }

  @Test("M2: bounces false: the drag is clamped at the edge, as before (M1)")
  func noBounceClamps() {
    let (scene, feed) = feed()
    feed.bounces = false

    let touch = scene.down(200, 300, at: 0)
    for step in 1...4 { scene.move(touch, 200, 300 + 15 * CGFloat(step), at: 0.1 * Double(step)) }
    scene.up(touch, at: 0.5)
    scene.wait(until: 5)

    #expect(feed.contentOffset.y == 0)
    #expect(scene.log.lines(mentioning: "scroll").isEmpty)
  }

  @Test("a flick towards the top overshoots and springs back to rest on the edge (M5)")
  func flickIntoTheEdge() {
    let (scene, feed) = feed()
    feed.contentOffset = CGPoint(x: 0, y: 110)

    scene.drag(from: 200, 300, by: 0, 60, steps: 4)
    scene.wait(until: 5)

    #expect(feed.contentOffset.y == 0)
    #expect(scene.log.lines(mentioning: "scroll").last == "0.767 scroll feed (0, 0)")
  }

  @Test("paging: a quick drag of 60 pt on a 300 pt page turns one page and settles on it (M8)")
  func pagingTurnsOnePage() {
    let scene = GestureScene()
    let carousel = scene.add(
      UIScrollView(frame: CGRect(x: 50, y: 0, width: 300, height: 200)), id: "carousel")
    carousel.contentSize = CGSize(width: 1200, height: 200)
    carousel.isPagingEnabled = true

    scene.drag(from: 300, 100, by: -60, 0, steps: 4)
    scene.wait(until: 5)

    #expect(carousel.contentOffset.x == 300)
    #expect(scene.log.lines(mentioning: "scroll").last == "0.667 scroll carousel (300, 0)")
  }

  @Test("L11: a motion still running after the last event runs to rest when the pending work runs (M6)")
  func runsToRest() {
    let (scene, feed) = feed()

    scene.drag(from: 200, 400, by: 0, -60, steps: 4)
    scene.app.runPendingWork()

    #expect(abs(feed.contentOffset.y - 793.6465) < 0.001)
    #expect(scene.log.lines(mentioning: "scroll").last == "2.550 scroll feed (0, 793)")
  }
}
