import Foundation
import Testing

@testable import UIKitModel

@Suite("Timers on the app clock")
struct SchedulerTests {
  @Test("L2: Scheduled work fires in time order, then insertion order, as the clock advances")
  func order() {
    let app = UIApplication()
    let log = Log()
    app.schedule(after: 0.3) { log.add("c 0.3 at \(app.currentTime)") }
    app.schedule(after: 0.1) { log.add("a 0.1 at \(app.currentTime)") }
    app.schedule(after: 0.3) { log.add("d 0.3 at \(app.currentTime)") }
    app.schedule(after: 0.1) { log.add("b 0.1 at \(app.currentTime)") }

    app.advanceTime(to: 0.2)
    let early = log.lines
    app.advanceTime(to: 1)

    #expect(early == ["a 0.1 at 0.1", "b 0.1 at 0.1"])
    #expect(log.lines == early + ["c 0.3 at 0.3", "d 0.3 at 0.3"])
    #expect(app.currentTime == 1)
    #expect(!app.hasPendingWork)
  }

  @Test("L2: Work due exactly at the new time fires; work after it waits")
  func boundary() {
    let app = UIApplication()
    let log = Log()
    app.schedule(after: 0.5) { log.add("due") }
    app.schedule(after: 0.75) { log.add("later") }

    app.advanceTime(to: 0.5)

    #expect(log.lines == ["due"])
    #expect(app.hasPendingWork)
  }

  @Test("L2: Work due at a decimal time fires at that time despite binary rounding")
  func decimalTimes() {
    let app = UIApplication()
    let log = Log()
    app.advanceTime(to: 0.1)
    app.schedule(after: 0.2) { log.add("at \(app.currentTime)") }

    app.advanceTime(to: 0.3)

    #expect(log.lines == ["at 0.3"])
    #expect(app.currentTime == 0.3)
  }

  @Test("L2: Work scheduled by work fires in its turn during the same advance")
  func nested() {
    let app = UIApplication()
    let log = Log()
    app.schedule(after: 0.1) {
      log.add("outer")
      app.schedule(after: 0.1) { log.add("inner at \(app.currentTime)") }
    }
    app.schedule(after: 0.15) { log.add("middle") }

    app.advanceTime(to: 1)

    #expect(log.lines == ["outer", "middle", "inner at 0.2"])
  }

  @Test("L2: Cancelled work never fires, and the clock never goes back")
  func cancelAndMonotonic() {
    let app = UIApplication()
    let log = Log()
    let token = app.schedule(after: 0.1) { log.add("cancelled") }
    app.schedule(after: 0.2) { log.add("kept") }

    app.cancelScheduled(token)
    app.advanceTime(to: 1)
    app.advanceTime(to: 0.5)

    #expect(log.lines == ["kept"])
    #expect(app.currentTime == 1)
  }

  @Test("L2: Sending an event first fires the work due by its timestamp")
  func eventsAdvanceTheClock() {
    let scene = Scene()
    let log = Log()
    scene.app.schedule(after: 0.5) { log.add("timer") }
    let view = scene.add(TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "v")
    view.log = log

    let touch = scene.down(10, 10, at: 0.4)
    scene.up(touch, at: 0.6)

    #expect(log.lines == ["v began t0", "timer", "v ended t0"])
    #expect(scene.app.currentTime == 0.6)
  }

  @Test(
    "L2: The clock skips ahead while nothing is due, and finds the next due work after a cancel, a fire or a NaN time",
    arguments: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 1.0])
  func earliestDueWork(step: Double) {
    let app = UIApplication()
    let log = Log()
    // Whatever the steps, each piece of work fires once, at its own time, in order.
    let cancelled = app.schedule(after: 0.1) { log.add("cancelled") }
    app.schedule(after: .nan) { log.add("never") }
    app.schedule(after: 0.2) {
      log.add("b at \(app.currentTime)")
      app.schedule(after: 0.05) { log.add("c at \(app.currentTime)") }
    }
    app.schedule(after: 0.3) { log.add("d at \(app.currentTime)") }
    app.cancelScheduled(cancelled)
    var time = 0.0
    while time < 0.5 {
      time += step
      app.advanceTime(to: time)
    }

    #expect(log.lines == ["b at 0.2", "c at 0.25", "d at 0.3"])
    // The work at a NaN time never falls due, and holds back none.
    #expect(app.hasPendingWork)
    #expect(app.currentTime == time)
  }
}
