import Foundation
import Testing

@testable import UIKitModel

/// M9 and M10: scroll views inside scroll views. On the same axis, an inner view sitting at the
/// edge a drag pushes against hands the drag to its parent (`transfersVerticalScrollingToParent`,
/// true by default); otherwise the inner one, deeper, begins first and keeps the whole drag. On
/// different axes, each drag goes to the view that can scroll that way, and a moving parent
/// catches a touch that lands on its inner scroll view.
@Suite("Nested scroll views")
struct NestedScrollViewTests {
  /// A vertical `outer` list (400 × 800, content 2000 high, scrolled to 300) holding a vertical
  /// `inner` list 300 high with content 900 high, at y 400 of the content (so at y 100 on screen).
  private func sameAxis(innerOffset: CGFloat) -> (GestureScene, UIScrollView, UIScrollView) {
    let scene = GestureScene()
    let outer = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "outer")
    outer.contentSize = CGSize(width: 400, height: 2000)
    // Set as a scene's `contentOffset` sets it: without a `scroll` record.
    outer.bounds.origin = CGPoint(x: 0, y: 300)
    let inner = scene.add(
      UIScrollView(frame: CGRect(x: 0, y: 400, width: 400, height: 300)), id: "inner", to: outer)
    inner.contentSize = CGSize(width: 400, height: 900)
    inner.bounds.origin = CGPoint(x: 0, y: innerOffset)
    return (scene, outer, inner)
  }

  /// A slow drag (0.15 pt/ms: it releases nothing, so no motion follows) from (200, 250) by
  /// `dy`, in moves of 15 pt every 0.1 s.
  private func slowDrag(_ scene: GestureScene, by dy: CGFloat) {
    let touch = scene.down(200, 250, at: 0)
    let steps = Int(abs(dy) / 15)
    for step in 1...steps {
      scene.move(touch, 200, 250 + CGFloat(step) * 15 * (dy < 0 ? -1 : 1), at: 0.1 * Double(step))
    }
    scene.up(touch, at: 0.1 * Double(steps) + 0.05)
    scene.wait(until: 5)
  }

  @Test(
    "an inner list at its top hands a downward drag to the outer list: the outer scrolls by the drag less the 10 pt hysteresis, the inner stays at its top (M9)"
  )
  func atItsEdgeTheParentTakesTheDrag() {
    let (scene, outer, inner) = sameAxis(innerOffset: 0)

    slowDrag(scene, by: 60)

    #expect(outer.contentOffset.y == 250)
    #expect(inner.contentOffset.y == 0)
    #expect(scene.log.lines(mentioning: "inner").isEmpty)
    #expect(scene.log.lines(mentioning: "outer").last == "0.400 scroll outer (0, 250)")
  }

  @Test("the same inner list at its bottom hands an upward drag to the outer list (M9)")
  func atTheOtherEdge() {
    let (scene, outer, inner) = sameAxis(innerOffset: 600)

    slowDrag(scene, by: -60)

    #expect(outer.contentOffset.y == 350)
    #expect(inner.contentOffset.y == 600)
  }

  @Test(
    "an inner list at its top keeps an upward drag, which does not push against that edge: it scrolls, the outer does not (M9)"
  )
  func awayFromTheEdgeItKeepsTheDrag() {
    let (scene, outer, inner) = sameAxis(innerOffset: 0)

    slowDrag(scene, by: -60)

    #expect(inner.contentOffset.y == 50)
    #expect(outer.contentOffset.y == 300)
    #expect(scene.log.lines(mentioning: "outer").isEmpty)
  }

  @Test(
    "an inner list 20 pt from its top keeps a downward drag of 90 pt to the end: it rubber-bands past its top, the outer never moves (M9: the hand-off is decided when the drag begins)"
  )
  func notAtTheEdgeWhenTheDragBegins() {
    let (scene, outer, inner) = sameAxis(innerOffset: 20)

    let touch = scene.down(200, 250, at: 0)
    for step in 1...6 { scene.move(touch, 200, 250 + CGFloat(step) * 15, at: 0.1 * Double(step)) }
    let pulled = inner.contentOffset.y
    scene.up(touch, at: 0.65)
    scene.wait(until: 5)

    // Proposed 20 − 80 = −60: shown 300·(1 − 1/(1 + 0.55·60/300)) = 29.73 past the top.
    #expect(abs(pulled + 29.7297) < 0.001)
    #expect(inner.contentOffset.y == 0)
    #expect(outer.contentOffset.y == 300)
    #expect(scene.log.lines(mentioning: "outer").isEmpty)
  }

  @Test(
    "transfersVerticalScrollingToParent false: the inner list at its top keeps a downward drag and rubber-bands; the outer does not move (M9)"
  )
  func notTransferring() {
    let (scene, outer, inner) = sameAxis(innerOffset: 0)
    inner.transfersVerticalScrollingToParent = false

    let touch = scene.down(200, 250, at: 0)
    for step in 1...4 { scene.move(touch, 200, 250 + CGFloat(step) * 15, at: 0.1 * Double(step)) }
    let pulled = inner.contentOffset.y
    scene.up(touch, at: 0.45)
    scene.wait(until: 5)

    #expect(pulled < 0)
    #expect(inner.contentOffset.y == 0)
    #expect(outer.contentOffset.y == 300)
    #expect(scene.log.lines(mentioning: "outer").isEmpty)
  }

  @Test(
    "transfersHorizontalScrollingToParent governs only the horizontal axis: false there leaves a vertical hand-off as it was (M9)"
  )
  func perAxis() {
    let (scene, outer, inner) = sameAxis(innerOffset: 0)
    inner.transfersHorizontalScrollingToParent = false

    slowDrag(scene, by: 60)

    #expect(outer.contentOffset.y == 250)
    #expect(inner.contentOffset.y == 0)
  }

  /// A vertical `feed` (content 2000 high) holding a horizontal `shelf` at y 400, 400 × 200, its
  /// content 1200 wide, with a button on its first item.
  private func shelfInFeed() -> (GestureScene, UIScrollView, UIScrollView) {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    let shelf = scene.add(
      UIScrollView(frame: CGRect(x: 0, y: 400, width: 400, height: 200)), id: "shelf", to: feed)
    shelf.contentSize = CGSize(width: 1200, height: 200)
    scene.add(UIButton(frame: CGRect(x: 20, y: 20, width: 160, height: 160)), id: "item", to: shelf)
    return (scene, feed, shelf)
  }

  @Test(
    "a horizontal shelf in a vertical feed: a horizontal drag scrolls the shelf, a vertical drag that starts on the shelf scrolls the feed (M10, R18)"
  )
  func differentAxes() {
    let (scene, feed, shelf) = shelfInFeed()

    let across = scene.down(300, 500, at: 0)
    for step in 1...4 { scene.move(across, 300 - CGFloat(step) * 15, 500, at: 0.1 * Double(step)) }
    scene.up(across, at: 0.45)
    let down = scene.down(300, 500, at: 1)
    for step in 1...4 { scene.move(down, 300, 500 - CGFloat(step) * 15, at: 1 + 0.1 * Double(step)) }
    scene.up(down, at: 1.45)
    scene.wait(until: 5)

    #expect(shelf.contentOffset == CGPoint(x: 50, y: 0))
    #expect(feed.contentOffset == CGPoint(x: 0, y: 50))
    #expect(
      scene.log.lines(mentioning: "scroll") == [
        "0.100 scroll shelf (5, 0)", "0.200 scroll shelf (20, 0)", "0.300 scroll shelf (35, 0)",
        "0.400 scroll shelf (50, 0)", "1.100 scroll feed (0, 5)", "1.200 scroll feed (0, 20)",
        "1.300 scroll feed (0, 35)", "1.400 scroll feed (0, 50)",
      ])
  }

  @Test(
    "a touch on the shelf while the feed decelerates is caught by the feed: the feed stops, and a horizontal move then scrolls neither the shelf nor the feed, and the button gets nothing (M10, M7)"
  )
  func movingParentCatches() {
    let (scene, feed, shelf) = shelfInFeed()
    scene.drag(from: 200, 700, by: 0, -60, steps: 4)
    // At 0.2 s the feed has moved about 250 pt: the shelf is at y 150 to 350 on screen, and
    // (100, 250) is on its button.
    let caught = scene.down(100, 250, at: 0.2)
    let stoppedAt = feed.contentOffset

    scene.move(caught, 60, 250, at: 0.3)
    scene.move(caught, 20, 250, at: 0.4)
    scene.up(caught, at: 0.45)
    scene.wait(until: 5)

    #expect(scene.log.lines(mentioning: "scroll").last == "0.200 scroll feed (0, \(Int(stoppedAt.y)))")
    #expect(feed.contentOffset == stoppedAt)
    #expect(shelf.contentOffset == .zero)
    #expect(scene.log.lines(mentioning: "item").isEmpty)
  }
}
