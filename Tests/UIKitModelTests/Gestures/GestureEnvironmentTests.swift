import Foundation
import Testing

@testable import UIKitModel

/// The gesture environment: collection at touch-down (R3), recognizers before views (R1),
/// holding touches (R2, R10), state machine and reset (R6), shouldBegin (R7), actions (R8),
/// exclusion and simultaneity (R11).
@Suite("Gesture environment")
struct GestureEnvironmentTests {
  /// A delegate with fixed answers.
  final class Delegate: UIGestureRecognizerDelegate {
    var receives = true
    var begins = true
    var simultaneous = false
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      receives
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
  }

  /// A recognizer that sets the states it is told to, in order, one per touch callback.
  final class Scripted: UIGestureRecognizer {
    var script: [State] = []
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { step() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { step() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { step() }
    override func reset() { resets += 1 }
    private func step() {
      guard !script.isEmpty else { return }
      state = script.removeFirst()
    }
  }

  @Test(
    "R6: setState normalises transitions as UIKit's setState: does",
    arguments: [
      ([UIGestureRecognizer.State.changed], UIGestureRecognizer.State.began),
      ([.cancelled], .failed), ([.began, .began], .changed), ([.began, .possible], .began),
      ([.began, .failed], .cancelled), ([.ended, .began], .ended), ([.failed, .ended], .failed),
    ])
  func normalisation(requested: [UIGestureRecognizer.State], expected: UIGestureRecognizer.State) {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let recognizer = scene.attach(Scripted(target: nil, action: nil), "r", to: pad)
    _ = scene.down(10, 10, at: 0)

    for state in requested {
      recognizer.state = state
      // The update a state change outside a delivery schedules takes the recognition up (R8).
      scene.wait(until: 0)
    }

    #expect(recognizer.state == expected)
  }

  @Test("a recognizer is reset to possible once it is finished and its touches have lifted (R6)")
  func reset() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let recognizer = scene.attach(Scripted(target: nil, action: nil), "r", to: pad)
    recognizer.script = [.ended]

    let touch = scene.down(10, 10, at: 0)
    let whileDown = recognizer.state
    scene.up(touch, at: 0.1)

    #expect(whileDown == .ended)
    #expect(recognizer.state == .possible)
    #expect(recognizer.resets == 1)
  }

  @Test(
    "recognizers are collected from the touched view up to the window; a delegate's shouldReceive false keeps it out (R3)"
  )
  func collection() {
    let scene = GestureScene()
    let outer = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "outer")
    let inner = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "inner", to: outer)
    let sibling = scene.add(
      UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 200)), id: "sibling", to: outer)
    let a = scene.attach(UITapGestureRecognizer(), "a", to: inner)
    let b = scene.attach(UITapGestureRecognizer(), "b", to: outer)
    _ = scene.attach(UITapGestureRecognizer(), "c", to: sibling)
    let refused = scene.attach(UITapGestureRecognizer(), "d", to: outer)
    let delegate = Delegate()
    delegate.receives = false
    refused.delegate = delegate

    let touch = scene.down(50, 50, at: 0)

    #expect(touch.gestureRecognizers?.map { $0.name ?? "" } == ["a", "b"])
    #expect(touch.gestureRecognizers?.first === a && touch.gestureRecognizers?.last === b)
  }

  @Test(
    "the first to recognize excludes recognizers on the same view, ancestors and descendants, not siblings (R11)"
  )
  func exclusion() {
    let scene = GestureScene()
    let outer = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "outer")
    let inner = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "inner", to: outer)
    scene.attach(UITapGestureRecognizer(), "innerTap", to: inner)
    scene.attach(UITapGestureRecognizer(), "outerTap", to: outer)

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)

    // Deepest first: the inner tap wins and the outer one fails.
    #expect(scene.log.lines(mentioning: "innerTap").first == "0.050 innerTap ended")
    // The outer tap reached ended in its own touchesEnded in the same update; the inner one,
    // first, excludes it, so it goes from possible straight to failed.
    #expect(scene.log.lines(mentioning: "outerTap") == ["0.050 outerTap failed"])
  }

  @Test("two 1-tap recognizers on one view: the one added first recognizes; the other only fails (R11 ties)")
  func tieOnOneView() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.attach(UITapGestureRecognizer(), "first", to: pad)
    scene.attach(UITapGestureRecognizer(), "second", to: pad)

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)

    #expect(
      scene.log.lines == [
        "0.050 first ended", "0.050 second failed", "0.050 first action fired: -> vc",
        "0.050 cancel pad by first",
      ])
  }

  @Test(
    "R11: a pan added to a scrollable scroll view: the scroll view's own pan (added at its init) wins, the app's pan only fails, and the content follows"
  )
  func scrollViewPanWinsTie() {
    let scene = GestureScene()
    let feed = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "feed")
    feed.contentSize = CGSize(width: 400, height: 2000)
    scene.attach(UIPanGestureRecognizer(), "appPan", to: feed)

    scene.drag(from: 200, 400, by: 0, -30, steps: 3)

    #expect(scene.log.lines(mentioning: "appPan") == ["0.010 appPan failed"])
    #expect(scene.log.lines(mentioning: "scroll").contains("0.030 scroll feed (0, 20)"))
  }

  @Test(
    "a pan that began and ended while waiting for a double tap to fail is taken up when it fails: began, then ended, each with its action (R12)"
  )
  func panEndedWhileHeld() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pad)
    let double = scene.attach(UITapGestureRecognizer(), "double", to: pad)
    double.numberOfTapsRequired = 2
    pan.require(toFail: double)

    scene.drag(from: 200, 400, by: 0, 30, steps: 3)
    scene.wait(until: 1)

    #expect(
      scene.log.lines(mentioning: "pan") == [
        "0.390 pan began", "0.390 pan action fired: -> vc", "0.390 cancel pad by pan", "0.390 pan ended",
        "0.390 pan action fired: -> vc",
      ])
  }

  @Test(
    "a pan under way keeps acting when a recognizer it required to fail gets a new finger elsewhere: its requirement was met when it began (R12)"
  )
  func requirementSettledOnceBegun() {
    let scene = GestureScene()
    let pane = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)), id: "pane")
    let side = scene.add(UIView(frame: CGRect(x: 0, y: 400, width: 400, height: 400)), id: "side")
    let pan = scene.attach(UIPanGestureRecognizer(), "pan", to: pane)
    let tap = scene.attach(UITapGestureRecognizer(), "tap", to: side)
    pan.require(toFail: tap)

    let finger = scene.down(200, 100, at: 0)
    scene.move(finger, 200, 130, at: 0.01)
    _ = scene.down(200, 600, at: 0.02)
    scene.move(finger, 200, 150, at: 0.03)

    #expect(
      scene.log.lines(mentioning: "pan") == [
        "0.010 pan began", "0.010 pan action fired: -> vc", "0.010 cancel pane by pan", "0.030 pan changed",
        "0.030 pan action fired: -> vc",
      ])
  }

  @Test("a delegate allowing simultaneous recognition lets both recognize (R11)")
  func simultaneity() {
    let scene = GestureScene()
    let outer = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "outer")
    let inner = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "inner", to: outer)
    let innerTap = scene.attach(UITapGestureRecognizer(), "innerTap", to: inner)
    scene.attach(UITapGestureRecognizer(), "outerTap", to: outer)
    let delegate = Delegate()
    delegate.simultaneous = true
    innerTap.delegate = delegate

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)

    #expect(scene.log.lines(mentioning: "ended").count == 2)
  }

  @Test("a delegate's gestureRecognizerShouldBegin false fails the recognizer when it would recognize (R7)")
  func delegateShouldBegin() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let tap = scene.attach(UITapGestureRecognizer(), "tap", to: pad)
    let delegate = Delegate()
    delegate.begins = false
    tap.delegate = delegate

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)

    #expect(scene.log.lines == ["0.050 tap failed"])
  }

  @Test(
    "delaysTouchesBegan holds the view's began while the recognizer is possible; its failure releases began and ended (R2, R10)"
  )
  func delaysTouchesBegan() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    scene.add(UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "ok", to: pad)
    let press = scene.attach(UILongPressGestureRecognizer(), "press", to: pad)
    press.delaysTouchesBegan = true

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.2)

    #expect(scene.log.lines == ["0.200 press failed", "0.200 ok touchDown", "0.200 ok touchUpInside"])
  }

  @Test("actions go to the targets in the order they were added, before the views see the event (R1, R8)")
  func actionOrder() {
    let scene = GestureScene()
    let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800)), id: "pad")
    let tap = scene.attach(UITapGestureRecognizer(), "tap", to: pad)
    let second = NamedResponder("second")
    second.implement("fired:") { _, _ in }
    tap.addTarget(second, action: "fired:")

    let touch = scene.down(50, 50, at: 0)
    scene.up(touch, at: 0.05)

    #expect(
      scene.log.lines(mentioning: "action") == [
        "0.050 tap action fired: -> vc", "0.050 tap action fired: -> second",
      ])
  }
}
