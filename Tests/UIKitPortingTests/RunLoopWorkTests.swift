import Testing
import UIKitPorting

/// A one-window scene bound to the test's thread, with a clock that events advance.
private final class BoundScene: @unchecked Sendable {
  let app = UIApplication()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  var log: [String] = []

  init() { app.addWindow(window) }

  /// Runs `body` with the scene's application as the thread's run loop.
  func run(_ body: () -> Void) { MainRunLoop.whileBound(to: app, body) }

  /// Sends an event with one touch beginning at `time` (a step of the run loop).
  func touchDown(at time: TimeInterval, x: CGFloat = 10, y: CGFloat = 10) -> UITouch {
    let touch = UITouch(location: CGPoint(x: x, y: y), timestamp: time, tapCount: 1)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
    return touch
  }

  func touchUp(_ touch: UITouch, at time: TimeInterval) {
    touch.update(
      phase: .ended, location: touch.location(in: nil), timestamp: time, force: nil, majorRadius: nil)
    app.sendEvent(UIEvent(timestamp: time, touches: [touch]))
  }

  func note(_ line: String) { log.append("\(line) @\(app.currentTime)") }
}

/// A view whose action methods are performed by selector, as `port` makes them.
private final class Ticking: UIView {
  var ticks: [String] = []
  override func responds(to aSelector: Selector) -> Bool { aSelector == Selector("tick:") }
  override func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    ticks.append("\(action) \(sender is Timer ? "timer" : "other")")
  }
}

@Suite("Timers, the main queue and animations run on the trace's clock")
struct RunLoopWorkTests {
  @Test("L8: A repeating Timer fires at its interval on the trace's clock, until invalidated")
  func repeatingTimer() {
    let scene = BoundScene()
    scene.run {
      var timer: Timer?
      timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in scene.note("tick") }
      _ = scene.touchDown(at: 0.35)
      timer?.invalidate()
      #expect(timer?.isValid == false)
      scene.app.advanceTime(to: 1)
    }
    #expect(scene.log == ["tick @0.1", "tick @0.2", "tick @0.30000000000000004"])
  }

  @Test("L8: A repeating Timer's fire dates are its first plus whole intervals: they do not drift")
  func timerDoesNotDrift() {
    let scene = BoundScene()
    scene.run {
      scene.app.advanceTime(to: 0.4)
      let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in scene.note("tick") }
      scene.app.advanceTime(to: 0.85)
      timer.invalidate()
    }
    // A running sum would give 0.5, 0.6, 0.7, 0.7999999999999999.
    #expect(scene.log == ["tick @0.5", "tick @0.6", "tick @0.7", "tick @0.8"])
  }

  @Test("L8: A target/selector Timer sends its selector with the timer; a plain Timer waits to be added")
  func targetSelectorTimer() {
    let scene = BoundScene()
    let view = Ticking(frame: .zero)
    scene.run {
      let timer = Timer(
        timeInterval: 0.5, target: view, selector: Selector("tick:"), userInfo: "info", repeats: false)
      scene.app.advanceTime(to: 1)
      #expect(view.ticks.isEmpty, "not added to a run loop")
      RunLoop.main.add(timer, forMode: .common)
      scene.app.advanceTime(to: 2)
      #expect(timer.userInfo as? String == "info")
      #expect(!timer.isValid, "a non-repeating timer is invalidated after it fires")
    }
    #expect(view.ticks == ["tick: timer"])
  }

  @Test("L11: After the last event, a repeating timer fires once more at most")
  func repeatingTimerStopsAtRest() {
    let scene = BoundScene()
    scene.run {
      let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in scene.note("tick") }
      _ = scene.touchDown(at: 0.15)
      scene.app.runPendingWork()
      #expect(!timer.isValid)
    }
    #expect(scene.log == ["tick @0.1", "tick @0.2"])
  }

  @Test("L9: A main-queue block enqueued during an event runs before the next event, at that event's time")
  func mainQueueBeforeNextEvent() {
    let scene = BoundScene()
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.window.addSubview(control)
    control.addAction(
      UIAction(title: "down") { _ in
        scene.note("touchDown")
        DispatchQueue.main.async { scene.note("main queue") }
        DispatchQueue.global().async { scene.note("global queue") }
      }, for: .touchDown)
    scene.run {
      let touch = scene.touchDown(at: 0.1)
      scene.note("between")
      scene.touchUp(touch, at: 0.2)
    }
    #expect(scene.log == ["touchDown @0.1", "between @0.1", "main queue @0.1", "global queue @0.1"])
  }

  @Test("L9: asyncAfter runs at its deadline; a cancelled work item never runs")
  func asyncAfterAndCancel() {
    let scene = BoundScene()
    scene.run {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { scene.note("late") }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { scene.note("early") }
      let item = DispatchWorkItem { scene.note("cancelled") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: item)
      item.cancel()
      scene.app.advanceTime(to: 1)
    }
    #expect(scene.log == ["early @0.1", "late @0.3"])
  }

  @Test(
    "L10: An animation applies its changes at once and completes at t + duration, even when the touch ended first"
  )
  func animationCompletion() {
    let scene = BoundScene()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(view)
    scene.run {
      let touch = scene.touchDown(at: 1)
      UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
        view.alpha = 0.5
      } completion: { finished in
        scene.note("completion \(finished)")
      }
      #expect(view.alpha == 0.5)
      scene.touchUp(touch, at: 1.05)
      scene.app.advanceTime(to: 1.2)
      #expect(scene.log.isEmpty)
      scene.app.runPendingWork()
    }
    #expect(scene.log == ["completion true @1.4"])
  }

  @Test("L10: A transition's completion runs in its view's window's application")
  func transitionUsesTheViewsWindow() {
    let scene = BoundScene()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    scene.window.addSubview(view)
    UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve, animations: nil) { _ in
      scene.note("done")
    }
    scene.app.advanceTime(to: 1)
    #expect(scene.log == ["done @0.25"])
  }

  @Test(
    "L10: A CATransaction's completion runs after its duration (0.25 s by default), at once without actions")
  func transactionCompletion() {
    let scene = BoundScene()
    scene.run {
      CATransaction.begin()
      CATransaction.setCompletionBlock { scene.note("default") }
      CATransaction.commit()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setCompletionBlock { scene.note("half a second") }
      CATransaction.commit()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      CATransaction.setCompletionBlock { scene.note("no actions") }
      CATransaction.commit()
      scene.app.advanceTime(to: 1)
    }
    #expect(scene.log == ["no actions @0.0", "default @0.25", "half a second @0.5"])
  }

  @Test("L9: perform(_:with:afterDelay:) sends the selector later; cancelPreviousPerformRequests drops it")
  func performAfterDelay() {
    let scene = BoundScene()
    let kept = Ticking(frame: .zero)
    let dropped = Ticking(frame: .zero)
    scene.run {
      kept.perform(Selector("tick:"), with: nil, afterDelay: 0.2)
      dropped.perform(Selector("tick:"), with: nil, afterDelay: 0.2)
      UIView.cancelPreviousPerformRequests(withTarget: dropped)
      scene.app.advanceTime(to: 1)
    }
    #expect(kept.ticks == ["tick: other"])
    #expect(dropped.ticks.isEmpty)
  }

  @Test("L9: UIApplication.shared is the bound application; with nothing bound, timers never fire")
  func binding() {
    let scene = BoundScene()
    scene.run { #expect(UIApplication.shared === scene.app) }
    #expect(UIApplication.shared !== scene.app)
    var fired = false
    Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in fired = true }
    scene.app.advanceTime(to: 10)
    #expect(!fired)
  }

  @Test("L7: draw(_:) finds the display pass's context through UIGraphicsGetCurrentContext")
  func currentContext() {
    final class Drawing: UIView {
      var sawContext: Bool?
      override func draw(_ rect: CGRect) { sawContext = UIGraphicsGetCurrentContext() != nil }
    }
    let scene = BoundScene()
    let view = Drawing(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    scene.window.addSubview(view)
    scene.run { scene.app.layoutAndDisplayIfNeeded() }
    #expect(view.sawContext == true)
    #expect(UIGraphicsGetCurrentContext() == nil)
  }
}
