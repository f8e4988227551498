import Foundation
import Testing

@testable import UIKitModel

/// A responder between a view and its superview's chain, overriding only `touchesBegan`.
final class BeganCatcher: UIView {
  var log: Log?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("\(accessibilityIdentifier ?? "catcher") caught began \(touches.count)")
  }
}

@Suite("Touch delivery")
struct TouchDeliveryTests {
  func logView(_ scene: Scene, _ id: String, _ frame: CGRect, log: Log, to parent: UIView? = nil)
    -> TouchLogView
  {
    let view = scene.add(TouchLogView(frame: frame), id: id, to: parent)
    view.log = log
    return view
  }

  @Test("U7: A touch stays bound to the view it began in while it moves out, and is delivered there")
  func touchStaysWithItsView() {
    let scene = Scene()
    let log = Log()
    let a = logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    logView(scene, "b", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)

    let touch = scene.down(50, 50)
    scene.move(touch, 250, 50)
    scene.up(touch)

    #expect(touch.view === a)
    #expect(log.lines == ["a began t0", "a moved t0", "a ended t0"])
  }

  @Test("U8: A view without multiple touch gets only its first touch; the second is dropped")
  func secondTouchDropped() {
    let scene = Scene()
    let log = Log()
    logView(scene, "a", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
    let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 100, y: 100), timestamp: 1)

    scene.send([first, second], at: 1)
    first.update(phase: .moved, location: CGPoint(x: 20, y: 20), timestamp: 2)
    second.update(phase: .moved, location: CGPoint(x: 110, y: 110), timestamp: 2)
    scene.send([first, second], at: 2)
    first.update(phase: .ended, location: CGPoint(x: 20, y: 20), timestamp: 3)
    second.update(phase: .ended, location: CGPoint(x: 110, y: 110), timestamp: 3)
    scene.send([first, second], at: 3)

    #expect(log.lines == ["a began t0", "a moved t0", "a ended t0"])
    #expect(first.deliveryBlock == nil)
    #expect(second.deliveryBlock == .multipleTouchDisabled)
  }

  @Test("U8: A second touch beginning in a later event is dropped as well")
  func secondTouchInLaterEventDropped() {
    let scene = Scene()
    let log = Log()
    logView(scene, "a", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)

    let first = scene.down(10, 10)
    let second = UITouch(location: CGPoint(x: 100, y: 100), timestamp: 5)
    first.update(phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 5)
    scene.send([first, second], at: 5)

    #expect(log.lines == ["a began t0"])
    #expect(second.deliveryBlock == .multipleTouchDisabled)
  }

  @Test("U8: A multiple-touch view gets both touches")
  func multipleTouchView() {
    let scene = Scene()
    let log = Log()
    let view = logView(scene, "a", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
    view.isMultipleTouchEnabled = true
    let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 100, y: 100), timestamp: 1)

    scene.send([first, second], at: 1)

    #expect(log.lines == ["a began t0,t1"])
    #expect(second.deliveryBlock == nil)
  }

  @Test("U8: Another view still gets a touch while a non-multiple-touch view has one")
  func otherViewsStillReceive() {
    let scene = Scene()
    let log = Log()
    logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    logView(scene, "b", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
    let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 1)

    scene.send([first, second], at: 1)

    #expect(log.lines == ["a began t0", "b began t1"])
  }

  @Test("U9: An exclusive-touch view that is tracking blocks touches to other views")
  func exclusiveBlocksOthers() {
    let scene = Scene()
    let log = Log()
    let a = logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    a.isExclusiveTouch = true
    logView(scene, "b", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)

    let first = scene.down(10, 10)
    let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 5)
    first.update(phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 5)
    scene.send([first, second], at: 5)

    #expect(log.lines == ["a began t0"])
    #expect(second.deliveryBlock == .exclusiveTouchOfOtherView(a))
  }

  @Test("U9: An exclusive-touch view gets no touch while another view is tracking one")
  func exclusiveIsBlocked() {
    let scene = Scene()
    let log = Log()
    logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    let b = logView(scene, "b", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
    b.isExclusiveTouch = true

    let first = scene.down(10, 10)
    let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 5)
    first.update(phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 5)
    scene.send([first, second], at: 5)

    #expect(log.lines == ["a began t0"])
    #expect(second.deliveryBlock == .exclusiveTouchOfThisView)
  }

  @Test("U9: An exclusive-touch view with multiple touch still gets its own second touch")
  func exclusiveOwnSecondTouch() {
    let scene = Scene()
    let log = Log()
    let a = logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    a.isExclusiveTouch = true
    a.isMultipleTouchEnabled = true

    let first = scene.down(10, 10)
    let second = UITouch(location: CGPoint(x: 50, y: 50), timestamp: 5)
    first.update(phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 5)
    scene.send([first, second], at: 5)

    #expect(log.lines == ["a began t0", "a began t1"])
    #expect(second.deliveryBlock == nil)
  }

  @Test("U9: Once the exclusive touch has ended, other views receive touches again")
  func exclusiveReleases() {
    let scene = Scene()
    let log = Log()
    let a = logView(scene, "a", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    a.isExclusiveTouch = true
    logView(scene, "b", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)

    scene.tap(10, 10)
    scene.tap(210, 10)

    #expect(log.lines == ["a began t0", "a ended t0", "b began t0", "b ended t0"])
  }

  /// A view whose touch rules are computed, and counted as they are read.
  final class AskedView: UIView {
    var asked: [String] = []
    var exclusive = false
    override var isMultipleTouchEnabled: Bool {
      get {
        asked.append("multiple")
        return false
      }
      set {}
    }
    override var isExclusiveTouch: Bool {
      get {
        asked.append("exclusive")
        return exclusive
      }
      set {}
    }
  }

  @Test(
    "U8, U9: A new touch with no other touch down is never blocked, and its view's rules are read as with others down",
    arguments: [false, true])
  func rulesReadForALoneTouch(exclusive: Bool) {
    let scene = Scene()
    let view = scene.add(AskedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "view")
    view.exclusive = exclusive
    let other = scene.add(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)), id: "other")

    let alone = scene.down(10, 10)
    scene.up(alone)
    let asked = view.asked
    view.asked.removeAll()
    let elsewhere = scene.down(210, 10)
    let second = scene.down(20, 20)

    #expect(alone.deliveryBlock == nil && alone.view === view)
    #expect(elsewhere.view === other)
    // The same reads, in the same order, with and without another touch down.
    #expect(asked == ["multiple", "exclusive"])
    #expect(view.asked == ["multiple", "exclusive"])
    #expect(second.deliveryBlock == (exclusive ? .exclusiveTouchOfThisView : nil))
  }

  @Test("U11, R4: touches(for:) holds a view's delivered touches; allTouches holds every touch")
  func touchSets() {
    let scene = Scene()
    let a = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    let b = scene.add(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)), id: "b")
    let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1)
    let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 1)
    let dropped = UITouch(location: CGPoint(x: 20, y: 20), timestamp: 1)
    let event = UIEvent(timestamp: 1, touches: [first, second, dropped])

    scene.app.sendEvent(event)

    #expect(event.touches(for: a) == [first])
    #expect(event.touches(for: b) == [second])
    #expect(event.allTouches == [first, second, dropped])
    #expect(event.touches(for: scene.window) == [first, second, dropped])
  }

  @Test("U5: location(in:) and previousLocation(in:) convert through frames and bounds origins")
  func locations() {
    let scene = Scene()
    let container = scene.add(
      UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200)), id: "container")
    container.bounds.origin = CGPoint(x: 0, y: 50)
    let child = scene.add(
      UIView(frame: CGRect(x: 10, y: 110, width: 50, height: 50)), id: "child", to: container)

    let touch = scene.down(120, 170)
    scene.move(touch, 130, 190)

    #expect(touch.view === child)
    #expect(touch.location(in: child) == CGPoint(x: 20, y: 30))
    #expect(touch.previousLocation(in: child) == CGPoint(x: 10, y: 10))
    #expect(touch.location(in: container) == CGPoint(x: 30, y: 140))
    #expect(touch.location(in: nil) == CGPoint(x: 130, y: 190))
    #expect(touch.previousLocation(in: scene.window) == CGPoint(x: 120, y: 170))
  }

  @Test("An event reused for the same touches keeps them, at its new time, and delivers their new phases")
  func reusedEvent() {
    let scene = Scene()
    let log = Log()
    logView(scene, "view", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
    let touch = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    let event = UIEvent(timestamp: 0, touches: [touch])
    scene.app.sendEvent(event)
    touch.update(phase: .moved, location: CGPoint(x: 20, y: 20), timestamp: 0.5)
    event.reset(timestamp: 0.5)
    #expect(event.timestamp == 0.5)
    #expect(event.orderedTouches == [touch])
    scene.app.sendEvent(event)
    #expect(scene.app.currentTime == 0.5)
    #expect(log.lines == ["view began t0", "view moved t0"])
  }

  @Test("U10: A plain view's touches go up the responder chain to a superview that handles them")
  func forwardedUpTheChain() {
    let scene = Scene()
    let log = Log()
    let catcher = scene.add(
      BeganCatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "catcher")
    catcher.log = log
    let middle = scene.add(
      UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "middle", to: catcher)
    scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "leaf", to: middle)

    let touch = scene.down(10, 10)

    #expect(touch.view?.accessibilityIdentifier == "leaf")
    #expect(log.lines == ["catcher caught began 1"])
  }

  @Test("U37: A root view controller's view is sized to fill the window, so its subviews are hit")
  func rootViewFillsWindow() {
    let scene = Scene()
    let controller = UIViewController()
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    button.accessibilityIdentifier = "inRoot"
    controller.view.addSubview(button)

    scene.window.rootViewController = controller
    let touch = scene.down(20, 20)

    #expect(controller.view.frame == scene.window.bounds)
    #expect(touch.view === button)
  }

  @Test("U10, U28: Forwarded touches reach a view controller between its root view and the window")
  func forwardedThroughController() {
    let scene = Scene()
    let log = Log()
    let controller = LoggingController(log: log)
    controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    scene.window.rootViewController = controller

    scene.tap(10, 10)

    #expect(log.lines == ["controller began", "controller ended"])
  }

  /// A window that counts the events it is sent, then delivers them as a plain window does.
  final class CountingWindow: UIWindow {
    var sent = 0
    override func sendEvent(_ event: UIEvent) {
      sent += 1
      super.sendEvent(event)
    }
  }

  @Test("U11: A plain window and a window subclass deliver the same, and the subclass's sendEvent is called")
  func windowSubclassStillCalled() {
    func replay(in window: UIWindow) -> [String] {
      let app = UIApplication()
      let log = Log()
      app.addWindow(window)
      for (id, x) in [("a", 0.0), ("b", 200.0)] {
        let view = TouchLogView(frame: CGRect(x: x, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = id
        view.log = log
        window.addSubview(view)
      }
      let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
      let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 0)
      let event = UIEvent(timestamp: 0, touches: [first, second])
      app.sendEvent(event)
      first.update(phase: .moved, location: CGPoint(x: 20, y: 20), timestamp: 0.1)
      second.markStationary()
      event.reset(timestamp: 0.1)
      app.sendEvent(event)
      first.update(phase: .ended, location: CGPoint(x: 20, y: 20), timestamp: 0.2)
      second.update(phase: .ended, location: CGPoint(x: 210, y: 10), timestamp: 0.2)
      event.reset(timestamp: 0.2)
      app.sendEvent(event)
      #expect(window.activeTouches.isEmpty)
      return log.lines
    }
    let counting = CountingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

    let plain = replay(in: UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800)))
    let subclassed = replay(in: counting)

    #expect(plain == ["a began t0", "b began t1", "a moved t0", "a ended t0", "b ended t1"])
    #expect(subclassed == plain)
    #expect(counting.sent == 3)
  }
}

/// A controller that logs the touches forwarded to it.
final class LoggingController: UIViewController {
  let log: Log

  init(log: Log) {
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("controller began")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("controller ended")
  }
}
