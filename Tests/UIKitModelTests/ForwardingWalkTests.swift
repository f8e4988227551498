import Foundation
import Testing

@testable import UIKitModel

/// The walk that passes touches over the responders that would only forward them
/// (`UIResponder.firstNotForwarding(above:)`) names each `next` without a retain where it can;
/// these tests hold it to asking each `next` in turn.
@Suite("Forwarding walk up the responder chain")
struct ForwardingWalkTests {
  /// What asking each `next` in turn from `start` finds: the general walk.
  static func askingEachNext(above start: UIResponder) -> UIResponder? {
    var current: UIResponder? = start
    while current?.forwardsTouchesByDefault == true {
      current = current?.next
    }
    return current
  }

  /// Checks the walk from every responder of `chain` that forwards by default.
  static func expectSameWalk(_ chain: [UIResponder], _ comment: Comment) {
    for responder in chain where responder.forwardsTouchesByDefault {
      let found = UIResponder.firstNotForwarding(above: responder)
      let expected = askingEachNext(above: responder)
      #expect(found === expected, "\(comment): from \(type(of: responder))")
    }
  }

  @Test("A view, its controller, the window and the application lead where each next leads")
  func stockChain() {
    let log = Log()
    for delegate in [nil, NamedResponder("delegate"), UIView(), UIViewController()] as [AnyObject?] {
      let scene = Scene()
      let controller = UIViewController()
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      controller.view = root
      scene.window.addSubview(root)
      let plain = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      root.addSubview(plain)
      let handler = TouchLogView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      handler.log = log
      plain.addSubview(handler)
      let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      handler.addSubview(leaf)
      scene.app.delegate = delegate

      Self.expectSameWalk(
        [leaf, handler, plain, root, controller, scene.window, scene.app],
        "delegate \(String(describing: delegate.map { type(of: $0) }))")
    }
  }

  @Test("A controller whose view is in no hierarchy, or is a window, leads where its next leads")
  func controllersOffTheHierarchy() {
    let scene = Scene()
    let parent = NextLogController()
    let child = UIViewController()
    parent.addChild(child)
    let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.view = detached
    let orphan = UIViewController()
    let alone = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    orphan.view = alone
    let windowController = UIViewController()
    windowController.view = scene.window
    let plainParent = UIViewController()
    let plainChild = UIViewController()
    plainParent.addChild(plainChild)
    plainChild.view = UIView()
    plainParent.view = UIView()
    scene.window.addSubview(plainParent.view)

    Self.expectSameWalk([detached, child, parent], "child of a logging controller")
    Self.expectSameWalk([alone, orphan], "orphan controller")
    Self.expectSameWalk([scene.window, windowController, scene.app], "controller of the window")
    Self.expectSameWalk([plainChild.view, plainChild, plainParent, plainParent.view], "plain parent")
  }

  /// A responder that logs the moves it gets.
  final class MoveLogResponder: UIResponder {
    let log: Log
    init(log: Log) {
      self.log = log
      super.init()
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      log.add("delegate moved")
    }
  }

  @Test(
    "A stock control that is not tracking passes a move where asking each next leads",
    arguments: [false, true], [false, true])
  func untrackedStockControl(withController: Bool, withDelegate: Bool) {
    let scene = Scene()
    let log = Log()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let controller = UIViewController()
    if withController { controller.view = root }
    scene.window.addSubview(root)
    let delegate = MoveLogResponder(log: log)
    if withDelegate { scene.app.delegate = delegate }
    // The thumb is at the left end: a touch at the right end is refused.
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 40))
    root.addSubview(slider)
    let expected = slider.next.flatMap { Self.askingEachNext(above: $0) }

    let touch = scene.down(340, 120)
    scene.move(touch, 330, 120)

    #expect(!slider.isTracking)
    #expect(expected === (withDelegate ? delegate : nil))
    #expect(log.lines == (withDelegate ? ["delegate moved"] : []))
  }

  @Test("A stock control that is not tracking passes a move to its superview when that handles it")
  func untrackedStockControlInHandler() {
    let scene = Scene()
    let log = Log()
    let handler = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    handler.accessibilityIdentifier = "handler"
    handler.log = log
    scene.window.addSubview(handler)
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 40))
    handler.addSubview(slider)

    let touch = scene.down(340, 120)
    scene.move(touch, 330, 120)

    #expect(!slider.isTracking)
    #expect(log.lines == ["handler moved t0"])
  }

  @Test("A view without a superview, and a window outside any application, end the walk")
  func endsOfTheChain() {
    let view = UIView()
    let window = UIWindow(frame: .zero)

    #expect(UIResponder.firstNotForwarding(above: view) == nil)
    #expect(UIResponder.firstNotForwarding(above: window) == nil)
    Self.expectSameWalk([view, window], "ends")
  }
}
