import Foundation
import Testing

@testable import UIKitModel

/// A track that places its thumb in `layoutSubviews`, as range sliders do.
private final class Track: UIView {
  let thumb = UIView(frame: .zero)
  let log: TurnLog
  init(frame: CGRect, log: TurnLog) {
    self.log = log
    super.init(frame: frame)
    addSubview(thumb)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    log.add("layout \(accessibilityIdentifier ?? "?") \(bounds.width)")
    thumb.frame = CGRect(x: bounds.width - 40, y: 0, width: 40, height: bounds.height)
  }
}

/// A view that logs its `layoutSubviews` and `draw(_:)`.
private final class Logging: UIView {
  let log: TurnLog
  var application: UIApplication?
  init(frame: CGRect, log: TurnLog) {
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    log.add("layout \(accessibilityIdentifier ?? "?") \(bounds.width)")
  }
  override func draw(_ rect: CGRect) {
    let context = application?.currentGraphicsContext != nil ? "context" : "no context"
    log.add(
      "draw \(accessibilityIdentifier ?? "?") (\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)) \(context)"
    )
  }
}

/// A log whose lines a test may clear.
private final class TurnLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

private final class StepLog: UIModelObserver {
  var wantsDetails: Bool { false }
  var steps: [TimeInterval] = []
  func model(_ event: ModelEvent) {}
  func runLoopStepDidEnd(at time: TimeInterval) { steps.append(time) }
}

@Suite("The run-loop turn: layout pass, then display pass, before the next event")
struct RunLoopTurnTests {
  @Test("L1, L3: A layoutSubviews that places a subview makes the next touch hit it")
  func layoutPlacesThumbBeforeTouch() {
    let scene = Scene()
    let log = TurnLog()
    let track = scene.add(Track(frame: CGRect(x: 0, y: 0, width: 300, height: 40), log: log), id: "track")
    track.thumb.accessibilityIdentifier = "thumb"
    #expect(track.thumb.frame == .zero, "nothing is laid out until the run loop turns")

    let touch = scene.down(280, 20)

    #expect(touch.view === track.thumb)
    #expect(log.lines == ["layout track 300.0"])
  }

  @Test("L3: setNeedsLayout defers layoutSubviews to the next pass, once however often it is called")
  func setNeedsLayoutDefers() {
    let scene = Scene()
    let log = TurnLog()
    let view = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log), id: "v")
    scene.app.layoutAndDisplayIfNeeded()
    log.lines.removeAll()

    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(log.lines.isEmpty)
    #expect(view.needsLayout)
    scene.down(10, 10)

    #expect(log.lines.filter { $0.hasPrefix("layout") } == ["layout v 100.0"])
    #expect(!view.needsLayout)
  }

  @Test("L6: layoutIfNeeded lays out at once, from the highest ancestor that needs it")
  func layoutIfNeededRunsAtOnce() {
    let scene = Scene()
    let log = TurnLog()
    let outer = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 100), log: log), id: "outer")
    let inner = scene.add(
      Logging(frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log), id: "inner", to: outer)
    scene.app.layoutAndDisplayIfNeeded()
    log.lines.removeAll()

    outer.setNeedsLayout()
    inner.setNeedsLayout()
    inner.layoutIfNeeded()

    #expect(log.lines == ["layout outer 200.0", "layout inner 50.0"])
    inner.layoutIfNeeded()
    #expect(log.lines.count == 2, "nothing left to lay out")
  }

  @Test("L4: A bounds size change marks the view and its superview; a move marks nothing")
  func sizeChangeMarks() {
    let scene = Scene()
    let log = TurnLog()
    let outer = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 100), log: log), id: "outer")
    let inner = scene.add(
      Logging(frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log), id: "inner", to: outer)
    scene.app.layoutAndDisplayIfNeeded()

    inner.center = CGPoint(x: 100, y: 50)
    #expect(!inner.needsLayout && !outer.needsLayout)
    inner.frame.size.width = 60
    #expect(inner.needsLayout && outer.needsLayout)
  }

  @Test("L4: Adding a subview marks it and its new superview")
  func addingMarks() {
    let scene = Scene()
    let log = TurnLog()
    let outer = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 100), log: log), id: "outer")
    scene.app.layoutAndDisplayIfNeeded()
    let inner = Logging(frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
    #expect(!inner.needsLayout, "creating a view marks nothing")

    outer.addSubview(inner)

    #expect(inner.needsLayout && outer.needsLayout)
  }

  @Test("L5: The pass goes top-down: a subview the superview resizes is laid out at its new size")
  func topDown() {
    let scene = Scene()
    let log = TurnLog()
    let track = scene.add(Track(frame: CGRect(x: 0, y: 0, width: 300, height: 40), log: log), id: "track")
    let thumb = Logging(frame: .zero, log: log)
    thumb.accessibilityIdentifier = "thumb"
    track.thumb.addSubview(thumb)
    thumb.frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    scene.app.layoutAndDisplayIfNeeded()

    #expect(log.lines.filter { $0.hasPrefix("layout") } == ["layout track 300.0", "layout thumb 10.0"])
    #expect(track.thumb.frame.width == 40)
  }

  @Test("L7: draw(_:) runs once after the scene is built, with a current context, and after setNeedsDisplay")
  func display() {
    let scene = Scene()
    let log = TurnLog()
    let view = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 50), log: log), id: "v")
    view.application = scene.app

    scene.down(10, 10)
    let first = log.lines.filter { $0.hasPrefix("draw") }
    scene.down(20, 20)
    let second = log.lines.filter { $0.hasPrefix("draw") }
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsDisplay(CGRect(x: 20, y: 0, width: 10, height: 10))
    scene.down(30, 30)
    let third = log.lines.filter { $0.hasPrefix("draw") }

    #expect(first == ["draw v (0.0, 0.0, 100.0, 50.0) context"])
    #expect(second == first)
    #expect(third == first + ["draw v (0.0, 0.0, 30.0, 10.0) context"])
  }

  @Test("L7: The display pass runs after the layout pass")
  func layoutThenDisplay() {
    let scene = Scene()
    let log = TurnLog()
    let view = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 50), log: log), id: "v")

    scene.app.layoutAndDisplayIfNeeded()

    #expect(log.lines.map { String($0.prefix(6)) } == ["layout", "draw v"])
    #expect(!view.needsDisplay)
  }

  @Test("L7: A view with an empty bounds is drawn once it has a size")
  func emptyViewsWait() {
    let scene = Scene()
    let log = TurnLog()
    let view = scene.add(Logging(frame: .zero, log: log), id: "v")
    scene.app.layoutAndDisplayIfNeeded()
    #expect(log.lines.filter { $0.hasPrefix("draw") }.isEmpty)

    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    scene.app.layoutAndDisplayIfNeeded()

    #expect(log.lines.filter { $0.hasPrefix("draw") } == ["draw v (0.0, 0.0, 20.0, 20.0) no context"])
  }

  @Test("L1: Each timer is a step: the passes run after it, and the observer hears each step's end")
  func timersAreSteps() {
    let scene = Scene()
    let steps = StepLog()
    scene.app.observer = steps
    let log = TurnLog()
    let view = scene.add(Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 50), log: log), id: "v")
    scene.app.layoutAndDisplayIfNeeded()
    log.lines.removeAll()
    scene.app.schedule(after: 0.25) {
      log.add("timer")
      view.setNeedsLayout()
    }

    scene.down(10, 10, at: 0.5)

    #expect(log.lines == ["timer", "layout v 100.0"])
    #expect(steps.steps == [0.25, 0.5])
  }

  @Test("L1: When no view is marked, the passes have nothing to do")
  func nothingPending() {
    let scene = Scene()
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "v")
    #expect(scene.app.passesArePending)
    scene.app.layoutAndDisplayIfNeeded()
    #expect(!scene.app.passesArePending)
    scene.down(5, 5)
    #expect(!scene.app.passesArePending)
  }
}
