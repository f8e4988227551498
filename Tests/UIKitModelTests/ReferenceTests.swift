import Foundation
import Testing

@testable import UIKitModel

/// The model's links that UIKit does not retain (superview, window, application, controller,
/// tracked touch, targets) read as nil once their object has gone; deliveries sent from inside a
/// delivery leave the outer one whole.
@Suite("Non-retaining links and nested deliveries")
struct ReferenceTests {
  @Test("a subview that outlives its superview has no superview and no window")
  func subviewOutlivesSuperview() {
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    weak var weakParent: UIView?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let parent = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
      window.addSubview(parent)
      parent.addSubview(child)
      weakParent = parent
      #expect(child.superview === parent)
      #expect(child.window === window)
      #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 15))
    }
    #expect(weakParent == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(child.next == nil)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 0))
  }

  @Test("a view removed from its superview lets go of it at once")
  func removal() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
  }

  @Test("a window and a touch that outlive their application and window read nil")
  func windowAndTouchOutliveOwners() {
    // The touch lands on a subview: a touch bound to the window itself would keep it alive.
    let touch = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window?.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    weak var weakApplication: UIApplication?
    weak var weakWindow: UIWindow?
    do {
      let application = UIApplication()
      if let window { application.addWindow(window) }
      weakApplication = application
      application.sendEvent(UIEvent(timestamp: 0, touches: [touch]))
      #expect(touch.window === window)
      #expect(touch.view?.superview === window)
      #expect(window?.application === application)
      #expect(application.keyWindow === window)
    }
    #expect(weakApplication == nil)
    #expect(window?.application == nil)
    #expect(window?.next == nil)
    weakWindow = window
    window?.discardActiveTouches()
    window = nil
    #expect(weakWindow == nil)
    #expect(touch.window == nil)
    #expect(touch.view?.superview == nil)
  }

  @Test("U28: a root view whose controller has gone answers its superview as next responder")
  func controllerGoes() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    weak var weakController: UIViewController?
    do {
      let controller = UIViewController()
      controller.view = view
      window.addSubview(view)
      weakController = controller
      #expect(view.next === controller)
    }
    #expect(weakController == nil)
    #expect(view.next === window)
  }

  @Test("U29: a target that has gone makes its entry nil-targeted; a non-responder target too")
  func targetsGo() {
    let scene = Scene()
    let log = Log()
    let button = makeButton(scene)
    final class PlainTarget: SelectorPerforming {
      func responds(to action: Selector) -> Bool { true }
      func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {}
    }
    do {
      let responder = makeTarget("target", implementing: ["tap:"], log: log)
      let plain = PlainTarget()
      button.addTarget(responder, action: "tap:", for: .touchUpInside)
      button.addTarget(plain, action: "other:", for: .touchUpInside)
      scene.tap(150, 125)
      #expect(log.lines == ["target tap:"])
      #expect(scene.recorder.actions.map(\.via) == [.target, .target])
    }
    scene.recorder.clear()
    scene.tap(150, 125)
    #expect(scene.recorder.actions.map(\.via) == [.unhandled, .unhandled])
    #expect(log.lines == ["target tap:"])
  }

  @Test("the application keeps its observer, and reads wantsDetails when it is set")
  func observerKept() {
    let application = UIApplication()
    weak var weakObserver: Recorder?
    do {
      let recorder = Recorder(details: true)
      application.observer = recorder
      weakObserver = recorder
    }
    #expect(weakObserver != nil)
    #expect(application.wantsDetails)
    application.observer = Recorder(details: false)
    #expect(!application.wantsDetails)
    application.observer = nil
    #expect(!application.wantsDetails)
    #expect(weakObserver == nil)
  }

  /// An observer that hands the application to `next` when it first sees a control event.
  final class HandingOver: UIModelObserver {
    let wantsDetails = false
    weak var application: UIApplication?
    var next: UIModelObserver?
    private(set) var seen: [String] = []
    func model(_ event: ModelEvent) {
      guard case .controlEvents(_, let events, _) = event else { return }
      seen.append(events.names.joined(separator: "|"))
      if let next {
        self.next = nil
        application?.observer = next
      }
    }
  }

  @Test("an observer replaced from inside its own report finishes the report, then goes")
  func observerReplacedWhileReporting() {
    let scene = Scene()
    let button = makeButton(scene)
    let later = Recorder()
    weak var weakFirst: HandingOver?
    do {
      let first = HandingOver()
      first.application = scene.app
      first.next = later
      scene.app.observer = first
      weakFirst = first
      scene.tap(150, 125)
      // It saw the dispatch during which it handed over, and nothing after.
      #expect(first.seen == ["touchDown"])
    }
    #expect(weakFirst == nil)
    #expect(scene.app.observer === later)
    #expect(later.controlEvents(of: button) == ["touchUpInside"])
  }

  /// A view that keeps every set it is given.
  final class KeepingView: UIView {
    var kept: [Set<UITouch>] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
  }

  @Test("U7: a touch belongs to its window only, and each window delivers only its own touches")
  func touchBelongsToItsWindow() {
    let application = UIApplication()
    let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    application.addWindow(first)
    application.addWindow(second)
    let inFirst = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    let inSecond = UITouch(location: CGPoint(x: 20, y: 20), timestamp: 0)
    inSecond.window = second
    let unbound = UITouch(location: CGPoint(x: 30, y: 30), timestamp: 0)
    application.sendEvent(UIEvent(timestamp: 0, touches: [inFirst, inSecond]))
    #expect(inFirst.window === first)
    #expect(inSecond.window === second)
    #expect(unbound.window == nil)
    // Each window delivered only its own touch.
    #expect(first.activeTouches == [inFirst])
    #expect(second.activeTouches == [inSecond])
    let orphan = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    do {
      let gone = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      orphan.window = gone
    }
    #expect(orphan.window == nil)
    first.discardActiveTouches()
    second.discardActiveTouches()
  }

  @Test("a new touch replaces the one the reused set held")
  func reusedSetReplaced() {
    let scene = Scene()
    let view = scene.add(KeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "view")
    view.isMultipleTouchEnabled = true
    let first = scene.down(10, 10, at: 0)
    let second = scene.down(20, 20, at: 0.1)
    scene.move(first, 15, 15, at: 0.2)
    #expect(view.kept == [[first], [second], [first]])
  }

  /// A view that starts another touch from inside its `touchesBegan`, once.
  final class StartingView: UIView {
    var start: (() -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      if let start {
        self.start = nil
        start()
      }
    }
  }

  @Test("a touch started from inside a delivery reaches its view alone")
  func nestedTouchAlone() {
    let scene = Scene()
    let a = scene.add(StartingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    let b = scene.add(KeepingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)), id: "b")
    let inner = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 0)
    a.start = { scene.app.sendEvent(UIEvent(timestamp: 0, touches: [inner])) }
    scene.down(10, 10, at: 0)
    #expect(b.kept == [[inner]])
  }

  /// A view that, on its first move, delivers another event from inside its `touchesMoved`.
  final class ReenteringView: UIView {
    var log: [String] = []
    var inner: (() -> Void)?
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.append("\(accessibilityIdentifier ?? "?") moved \(touches.count)")
      if let inner {
        self.inner = nil
        inner()
      }
    }
  }

  @Test("an event sent from inside a delivery to several views leaves the outer one whole")
  func reentrantDelivery() {
    let scene = Scene()
    let log = Log()
    let a = scene.add(ReenteringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    let b = scene.add(ReenteringView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)), id: "b")
    let first = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    let second = UITouch(location: CGPoint(x: 210, y: 10), timestamp: 0)
    scene.send([first, second], at: 0)
    first.update(phase: .moved, location: CGPoint(x: 12, y: 12), timestamp: 0.1)
    second.update(phase: .moved, location: CGPoint(x: 212, y: 12), timestamp: 0.1)
    a.inner = {
      log.add("inner")
      first.update(phase: .moved, location: CGPoint(x: 14, y: 14), timestamp: 0.1)
      second.update(phase: .moved, location: CGPoint(x: 214, y: 14), timestamp: 0.1)
      scene.app.sendEvent(UIEvent(timestamp: 0.1, touches: [first, second]))
    }
    scene.send([first, second], at: 0.1)
    #expect(log.lines == ["inner"])
    #expect(a.log == ["a moved 1", "a moved 1"])
    #expect(b.log == ["b moved 1", "b moved 1"])
  }

}
