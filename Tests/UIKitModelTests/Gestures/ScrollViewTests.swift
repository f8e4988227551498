import Foundation
import Testing

@testable import UIKitModel

/// R17-R20: a scroll view holds content touches for 0.15 s, releases them at lift, scrolls when
/// its pan begins (dropping held touches, cancelling delivered ones a content view may lose),
/// and does nothing of this with scrolling disabled.
@Suite("UIScrollView")
struct ScrollViewTests {
  private func feed(_ content: UIView = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)))
    -> (GestureScene, UIScrollView)
  {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    scene.add(content, id: "ok", to: feed)
    return (scene, feed)
  }

  @Test("a quick tap gives TouchDown and TouchUpInside together at lift (R17)")
  func quickTap() {
    let (scene, _) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.08)

    #expect(
      scene.log.lines == ["0.080 ok touchDown", "0.080 ok touchUpInside", "0.080 ok primaryActionTriggered"])
  }

  @Test("a held press gets TouchDown at 0.150 by the clock, TouchUpInside at lift (R17)")
  func heldPress() {
    let (scene, _) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.4)

    #expect(
      scene.log.lines == ["0.150 ok touchDown", "0.400 ok touchUpInside", "0.400 ok primaryActionTriggered"])
  }

  @Test("a quick drag scrolls and the button gets nothing (R17, R18)")
  func quickDragScrolls() {
    let (scene, feed) = feed()

    scene.drag(from: 150, 125, by: 0, -60, steps: 4)

    #expect(scene.log.lines(mentioning: "ok").isEmpty)
    #expect(
      scene.log.lines(mentioning: "scroll").prefix(4) == [
        "0.010 scroll feed (0, 5)", "0.020 scroll feed (0, 20)", "0.030 scroll feed (0, 35)",
        "0.040 scroll feed (0, 50)",
      ])
    // The flick goes on after the lift (M4): frame 0 falls at the lift itself.
    #expect(feed.isDecelerating)
  }

  @Test(
    "R18, M2: bounces false: the offset is clamped at every pan step (G7): at the top, 40 pt down then 30 pt back up is at (0, 30)"
  )
  func clampedAtEveryStep() {
    let (scene, feed) = feed()
    feed.bounces = false

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 200, 420, at: 0.01)
    scene.move(touch, 200, 440, at: 0.02)
    scene.move(touch, 200, 425, at: 0.03)
    scene.move(touch, 200, 410, at: 0.04)

    #expect(feed.contentOffset == CGPoint(x: 0, y: 30))
    #expect(
      scene.log.lines(mentioning: "scroll") == ["0.030 scroll feed (0, 15)", "0.040 scroll feed (0, 30)"])
  }

  @Test(
    "R18: bounces false, both axes scrollable: what the left edge clamps away on x is lost, not owed to the next step"
  )
  func clampedPerAxisAtEveryStep() {
    let (scene, feed) = feed()
    feed.bounces = false
    feed.contentSize = CGSize(width: 1000, height: 2000)
    feed.contentOffset = CGPoint(x: 20, y: 100)

    let touch = scene.down(200, 400, at: 0)
    scene.move(touch, 240, 380, at: 0.01)
    scene.move(touch, 250, 370, at: 0.02)
    scene.move(touch, 220, 360, at: 0.03)

    // x: -30 (clamped to 0 from -10), -10 more (still 0), then +30: 30. y: +10, +10, +10.
    #expect(feed.contentOffset == CGPoint(x: 30, y: 130))
  }

  @Test("a held button blocks scrolling: the pan fails and the button keeps tracking (R18)")
  func heldButtonBlocksScrolling() {
    let (scene, feed) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 150, 100, at: 0.2)
    scene.up(touch, at: 0.3)

    #expect(feed.contentOffset == .zero)
    #expect(
      scene.log.lines == [
        "0.150 ok touchDown", "0.200 ok touchDragInside", "0.300 ok touchUpInside",
        "0.300 ok primaryActionTriggered",
      ])
  }

  @Test("a held plain view is cancelled when the drag scrolls (R18: touchesShouldCancel is true for it)")
  func heldPlainViewCancelled() {
    let cell = TouchLogView(frame: CGRect(x: 0, y: 100, width: 400, height: 60))
    let log = Log()
    cell.log = log
    let (scene, feed) = feed(cell)

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 150, 100, at: 0.2)
    scene.up(touch, at: 0.3)

    #expect(log.lines == ["ok began t0", "ok cancelled t0"])
    #expect(scene.log.lines(mentioning: "cancel") == ["0.200 cancel ok by feed"])
    #expect(feed.contentOffset == CGPoint(x: 0, y: 15))
  }

  @Test(
    "R17, R18: delaysContentTouches false: TouchDown at touch-down, and a drag on the button cannot scroll")
  func noDelay() {
    let (scene, feed) = feed()
    feed.delaysContentTouches = false

    scene.drag(from: 150, 125, by: 0, -60, steps: 4)

    #expect(scene.log.lines.first == "0.000 ok touchDown")
    #expect(feed.contentOffset == .zero)
  }

  @Test(
    "R18: a subclass whose touchesShouldCancel is true for controls: the held button gets TouchCancel and it scrolls"
  )
  func cancelsControlsWhenAsked() {
    final class Feed: UIScrollView {
      override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }
    let scene = GestureScene()
    let feed = scene.add(Feed(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50)), id: "ok", to: feed)

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 150, 100, at: 0.2)
    scene.up(touch, at: 0.3)

    #expect(
      scene.log.lines(mentioning: "ok") == [
        "0.150 ok touchDown", "0.200 cancel ok by feed", "0.200 ok touchCancel",
      ])
  }

  @Test("scrolling disabled: content gets touches at once and nothing scrolls (R19)")
  func scrollDisabled() {
    let (scene, feed) = feed()
    feed.isScrollEnabled = false

    scene.drag(from: 150, 125, by: 0, -60, steps: 4)

    #expect(scene.log.lines.first == "0.000 ok touchDown")
    #expect(feed.contentOffset == .zero)
  }

  @Test(
    "R17, R18: a horizontal drag does not begin a vertical scroll view's pan; a move of 11 pt across releases a held control early"
  )
  func crossAxisRelease() {
    let (scene, feed) = feed()

    let touch = scene.down(150, 125, at: 0)
    scene.move(touch, 161, 125, at: 0.05)
    scene.up(touch, at: 0.1)

    #expect(feed.contentOffset == .zero)
    #expect(scene.log.lines.first == "0.050 ok touchDown")
  }

  @Test("a scroll view does not pass its own touches up the responder chain (R20)")
  func swallowsTouches() {
    let scene = GestureScene()
    let parent = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let log = Log()
    parent.log = log
    scene.add(parent, id: "parent")
    scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed", to: parent)

    let touch = scene.down(150, 125, at: 0)
    scene.up(touch, at: 0.3)

    #expect(log.lines.isEmpty)
  }

  @Test(
    "R18, M1, M2: a table view scrolls vertically even when its rows fit, and its cells are cancelled by a scroll"
  )
  func tableView() {
    let scene = GestureScene()
    let table = scene.add(UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "table")
    let cell = scene.add(
      UITableViewCell(frame: CGRect(x: 0, y: 0, width: 400, height: 44)), id: "cell", to: table)
    scene.add(UISwitch(frame: CGRect(x: 300, y: 6, width: 51, height: 31)), id: "toggle", to: cell)

    scene.drag(from: 320, 20, by: 0, 65, steps: 5)

    #expect(table.alwaysBounceVertical)
    #expect(scene.log.lines(mentioning: "toggle").isEmpty)
  }
}
