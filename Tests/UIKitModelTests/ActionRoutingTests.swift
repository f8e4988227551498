import Foundation
import Testing

@testable import UIKitModel

/// A view that can become first responder.
final class FocusView: UIView {
  var canResign = true
  override var canBecomeFirstResponder: Bool { true }
  override var canResignFirstResponder: Bool { canResign }
}

/// window > controller.view (root) > container > button, plus a focusable view beside the
/// container; the app has a responder delegate.
final class ChainScene {
  let scene = Scene()
  let controller = UIViewController()
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  let button = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
  let focus = FocusView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
  let delegate = NamedResponder("delegate")

  init() {
    root.accessibilityIdentifier = "root"
    container.accessibilityIdentifier = "container"
    button.accessibilityIdentifier = "button"
    focus.accessibilityIdentifier = "focus"
    controller.view = root
    scene.window.rootViewController = controller
    root.addSubview(container)
    container.addSubview(button)
    root.addSubview(focus)
    scene.app.delegate = delegate
  }

  /// The chain from the button, by name.
  var responders: [String: UIResponder] {
    [
      "button": button, "container": container, "root": root, "controller": controller,
      "window": scene.window, "application": scene.app, "delegate": delegate, "focus": focus,
    ]
  }
}

func responderName(_ responder: Any?) -> String {
  if responder is UIViewController { return "controller" }
  if responder is UIApplication { return "application" }
  return name(responder)
}

@Suite("Action messages")
struct ActionRoutingTests {
  @Test("U26: An explicit target receives the action with sender and event")
  func explicitTarget() {
    let scene = Scene()
    let button = makeButton(scene)
    let target = NamedResponder("target")
    var received: [String] = []
    target.implement("go:forEvent:") { sender, event in
      received.append("\(name(sender)) \(event.map { "\($0.timestamp)" } ?? "nil")")
    }
    button.addTarget(target, action: "go:forEvent:", for: .touchUpInside)

    let touch = scene.down(150, 125, at: 1)
    scene.up(touch, at: 2)

    #expect(received == ["button 2.0"])
    let message = scene.recorder.actions.first
    #expect(message?.via == .target)
    #expect(message?.target === target)
    #expect(message?.controlEvents == .touchUpInside)
  }

  @Test(
    "U27: A nil target is the first responder along the chain that implements the action",
    arguments: ["button", "container", "root", "controller", "window", "application", "delegate"])
  func responderChain(implementer: String) {
    let chain = ChainScene()
    let log = Log()
    let order = ["button", "container", "root", "controller", "window", "application", "delegate"]
    // Every responder above the implementer implements it too: the lowest must win.
    for label in order[order.firstIndex(of: implementer)!...] {
      chain.responders[label]!.implement("go:") { _, _ in log.add(label) }
    }
    chain.button.addTarget(nil, action: "go:", for: .touchUpInside)

    chain.scene.tap(150, 125)

    #expect(log.lines == [implementer])
    let message = chain.scene.recorder.actions.first
    #expect(message?.via == .responderChain)
    #expect(responderName(message?.target) == implementer)
  }

  @Test("U28: A child controller's chain goes child, its view's superview, then the parent")
  func childControllerChain() {
    let chain = ChainScene()
    let child = UIViewController()
    let childView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    child.view = childView
    chain.controller.addChild(child)
    chain.container.addSubview(childView)
    let button = chain.scene.add(
      UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50)), id: "childButton",
      to: childView)
    let log = Log()
    child.implement("child:") { _, _ in log.add("child") }
    chain.container.implement("both:") { _, _ in log.add("container") }
    chain.controller.implement("both:") { _, _ in log.add("parent") }
    chain.controller.implement("parent:") { _, _ in log.add("parent") }
    button.addTarget(nil, action: "child:", for: .touchUpInside)
    button.addTarget(nil, action: "both:", for: .touchUpInside)
    button.addTarget(nil, action: "parent:", for: .touchUpInside)

    chain.scene.tap(20, 20)

    #expect(log.lines == ["child", "container", "parent"])
  }

  @Test("U28: An app delegate that is a view is not part of the chain")
  func delegateViewNotInChain() {
    let chain = ChainScene()
    let viewDelegate = UIView()
    chain.scene.app.delegate = viewDelegate
    viewDelegate.implement("go:") { _, _ in }
    chain.button.addTarget(nil, action: "go:", for: .touchUpInside)

    chain.scene.tap(150, 125)

    #expect(chain.scene.recorder.actions.first?.via == .unhandled)
  }

  @Test("U27: With a first responder, a nil-targeted action starts there, not at the sender")
  func startsAtFirstResponder() {
    let chain = ChainScene()
    let log = Log()
    chain.container.implement("go:") { _, _ in log.add("container") }
    chain.focus.implement("go:") { _, _ in log.add("focus") }
    chain.button.addTarget(nil, action: "go:", for: .touchUpInside)
    #expect(chain.focus.becomeFirstResponder())

    chain.scene.tap(150, 125)

    #expect(log.lines == ["focus"])
  }

  @Test("U27: The first responder's chain is walked; there is no fallback to the sender's chain")
  func noFallbackToSender() {
    let chain = ChainScene()
    let log = Log()
    chain.container.implement("go:") { _, _ in log.add("container") }
    chain.button.addTarget(nil, action: "go:", for: .touchUpInside)
    chain.focus.becomeFirstResponder()

    chain.scene.tap(150, 125)

    #expect(log.lines.isEmpty)
    let message = chain.scene.recorder.actions.first
    #expect(message?.via == .unhandled)
    #expect(message?.target == nil)
  }

  @Test("U27: From the first responder the walk goes on up to the controller and beyond")
  func firstResponderChainUpwards() {
    let chain = ChainScene()
    let log = Log()
    chain.controller.implement("go:") { _, _ in log.add("controller") }
    chain.button.addTarget(nil, action: "go:", for: .touchUpInside)
    chain.focus.becomeFirstResponder()

    chain.scene.tap(150, 125)

    #expect(log.lines == ["controller"])
  }

  @Test("U27: An action nobody implements is unhandled, with a nil target, and replay goes on")
  func unhandled() {
    let chain = ChainScene()
    chain.button.addTarget(nil, action: "nobody:", for: [.touchDown, .touchUpInside])

    chain.scene.tap(150, 125)

    #expect(
      chain.scene.recorder.lines == [
        "button touchDown", "action nobody: -> nil via unhandled",
        "button touchUpInside", "action nobody: -> nil via unhandled",
      ])
  }

  @Test("U26: An explicit target lacking the method is an unrecognized selector, and replay goes on")
  func unrecognizedSelector() {
    let scene = Scene()
    let button = makeButton(scene)
    let target = NamedResponder("target")
    let log = Log()
    let other = makeTarget("other", implementing: ["go:"], log: log)
    button.addTarget(target, action: "missing:", for: .touchUpInside)
    button.addTarget(other, action: "go:", for: .touchUpInside)

    scene.tap(150, 125)

    #expect(
      scene.recorder.lines == [
        "button touchDown", "button touchUpInside", "action missing: -> target via target",
        "unrecognized missing: on target", "action go: -> other via target",
      ])
    #expect(log.lines == ["other go:"])
  }

  @Test("U26: A target that is not a responder and has no action methods is unrecognized")
  func nonResponderTarget() {
    let scene = Scene()
    let button = makeButton(scene)
    let target = NSObject()
    button.addTarget(target, action: "go:", for: .touchUpInside)

    button.sendActions(for: .touchUpInside)

    let unrecognized = scene.recorder.events.contains {
      if case .unrecognizedSelector(let object, "go:", _) = $0 { return object === target }
      return false
    }
    #expect(unrecognized)
  }

  @Test("U29: A deallocated target turns into a nil target resolved along the responder chain")
  func deallocatedTarget() {
    let chain = ChainScene()
    let log = Log()
    chain.container.implement("go:") { _, _ in log.add("container") }
    var target: NamedResponder? = makeTarget("gone", implementing: ["go:"], log: log)
    chain.button.addTarget(target, action: "go:", for: .touchUpInside)
    chain.button.sendActions(for: .touchUpInside)
    let firstVia = chain.scene.recorder.actions.map(\.via)
    chain.scene.recorder.clear()  // the recorded message holds the target strongly

    target = nil
    chain.button.sendActions(for: .touchUpInside)

    #expect(log.lines == ["gone go:", "container"])
    #expect(firstVia == [.target])
    #expect(chain.scene.recorder.actions.map(\.via) == [.responderChain])
  }

  @Test("U26: UIApplication.sendAction returns whether a target handled the message")
  func sendActionResult() {
    let chain = ChainScene()
    chain.window(implements: "known:")

    let known = chain.scene.app.sendAction("known:", to: nil, from: chain.button, for: nil)
    let unknown = chain.scene.app.sendAction("unknown:", to: nil, from: chain.button, for: nil)
    let explicit = chain.scene.app.sendAction("unknown:", to: chain.delegate, from: nil, for: nil)

    #expect(known)
    #expect(!unknown)
    #expect(!explicit)
  }

  @Test(
    "U26: UIApplication.sendAction performs on any object that implements the action, not only a responder")
  func selectorPerformingTarget() {
    final class Timekeeper: SelectorPerforming {
      var received: [String] = []
      func responds(to aSelector: Selector) -> Bool { aSelector == "tick:" }
      func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
        received.append(action.name)
      }
    }
    let chain = ChainScene()
    let keeper = Timekeeper()

    let handled = chain.scene.app.sendAction("tick:", to: keeper, from: chain.button, for: nil)
    let refused = chain.scene.app.sendAction("tock:", to: keeper, from: chain.button, for: nil)

    #expect(handled)
    #expect(!refused)
    #expect(keeper.received == ["tick:"])
  }

  @Test("U26: An action message carries its sender as an object when it is one, whatever sent it")
  func senderObject() {
    struct NotAnObject {}
    let chain = ChainScene()
    chain.window(implements: "known:")
    let plain = UIResponder()
    chain.scene.app.sendAction("known:", to: nil, from: chain.button, for: nil)
    chain.scene.app.sendAction("known:", to: nil, from: plain, for: nil)
    chain.scene.app.sendAction("known:", to: nil, from: NotAnObject(), for: nil)
    chain.scene.app.sendAction("known:", to: nil, from: nil, for: nil)
    let senders = chain.scene.recorder.actions.map(\.senderObject)
    #expect(senders.count == 4)
    #expect(senders[0] === chain.button)
    #expect(senders[1] === plain)
    // A value is boxed as an object (as `as AnyObject` boxes it), so it is not nil, and not a
    // responder: the walk starts at the key window's first responder, else nowhere.
    #expect(senders[2] != nil && !(senders[2] is UIResponder))
    #expect(senders[3] == nil)
    // The control's own dispatch passes itself: the same message as sending it from outside.
    #expect(chain.scene.recorder.actions.map(\.via) == [.responderChain, .unhandled, .unhandled, .unhandled])
  }

  @Test("U26: An action method added, replaced or removed between two sends is what the second one finds")
  func implementBetweenSends() {
    let chain = ChainScene()
    var received: [String] = []
    chain.controller.implement("go:") { _, _ in received.append("first") }
    chain.scene.app.sendAction("go:", to: nil, from: chain.button, for: nil)
    chain.controller.implement("go:") { _, _ in received.append("second") }
    chain.scene.app.sendAction("go:", to: nil, from: chain.button, for: nil)
    chain.controller.unimplement("go:")
    let handled = chain.scene.app.sendAction("go:", to: nil, from: chain.button, for: nil)
    chain.root.implement("go:") { _, _ in received.append("root") }
    chain.scene.app.sendAction("go:", to: nil, from: chain.button, for: nil)

    #expect(received == ["first", "second", "root"])
    #expect(!handled)
    #expect(!chain.controller.responds(to: "go:"))
    #expect(chain.root.responds(to: "go:"))
    #expect(
      chain.scene.recorder.actions.map(\.via) == [
        .responderChain, .responderChain, .unhandled, .responderChain,
      ])
  }

  @Test("U26: A value sent as the sender reaches the action method as given")
  func valueSender() {
    let chain = ChainScene()
    var received: [Int?] = []
    var types: [String] = []
    chain.controller.implement("go:") { sender, _ in
      received.append(sender as? Int)
      types.append(sender.map { "\(type(of: $0))" } ?? "nil")
    }
    chain.scene.app.sendAction("go:", to: chain.controller, from: 42, for: nil)
    #expect(received == [42])
    // As given, not boxed: on a device the bridge hands a Swift action method the value back.
    #expect(types == ["Int"])
    #expect(chain.scene.recorder.actions.first.map { "\(type(of: $0.sender!))" } == "Int")
  }

  @Test("With details, a nil-targeted action logs its walk up the chain")
  func chainDetails() {
    let chain = ChainScene()
    let details = Recorder(details: true)
    chain.scene.app.observer = details
    chain.window(implements: "go:")

    chain.scene.app.sendAction("go:", to: nil, from: chain.button, for: nil)

    let message = details.actions.first
    #expect(
      message?.chain.map { "\(responderName($0.responder)) \($0.canPerform)" } == [
        "button false", "container false", "root false", "controller false", "window true",
      ])
  }
}

extension ChainScene {
  func window(implements action: Selector) {
    scene.window.implement(action) { _, _ in }
  }
}
