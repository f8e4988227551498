import Foundation
import Testing

@testable import UIKitModel

/// A control subclass that overrides nothing: it is not a stock class, so its dispatch sends
/// each action through the open `sendAction(_:to:for:)`, the general path.
final class PlainSubclassControl: UIControl {}

/// An action target that is not a responder.
final class PlainActionTarget: UIActionTarget {
  let log: Log

  init(log: Log) {
    self.log = log
  }

  func responds(to aSelector: Selector) -> Bool { aSelector == "external:" }

  func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    log.add("external \(action) from \(name(sender))")
  }
}

@Suite("Action messages of stock controls")
struct ActionFastPathTests {
  /// Taps a control with one registration of every kind of target and returns what was
  /// reported and performed, in order.
  private func replayActions(control: UIControl, details: Bool) -> [String] {
    let scene = Scene(details: details)
    let log = Log()
    scene.add(control, id: "control")
    let explicit = makeTarget("explicit", implementing: ["go:"], log: log)
    let external = PlainActionTarget(log: log)
    let delegate = makeTarget("delegate", implementing: ["chain:"], log: log)
    scene.app.delegate = delegate
    control.addTarget(explicit, action: "go:", for: .touchUpInside)
    control.addTarget(external, action: "external:", for: .touchUpInside)
    control.addTarget(explicit, action: "missing:", for: .touchUpInside)
    control.addTarget(nil, action: "chain:", for: [.touchDown, .touchUpInside])
    control.addTarget(nil, action: "nobody:", for: .touchUpInside)

    scene.tap(150, 125)

    let messages = scene.recorder.actions.map { message in
      "\(message.action) sender \(name(message.sender)) object \(message.senderObject === control)"
        + " target \(name(message.target)) via \(message.via.rawValue)"
        + " events \(message.controlEvents.names) event \(message.event?.timestamp ?? -1)"
        + " chain \(message.chain.map { "\(name($0.responder)) \($0.canPerform)" })"
    }
    return messages + scene.recorder.lines + log.lines
  }

  @Test("A stock control's actions are the ones the open sendAction sends", arguments: [false, true])
  func stockMatchesGeneralPath(details: Bool) {
    let frame = CGRect(x: 100, y: 100, width: 100, height: 50)

    let stock = replayActions(control: UIControl(frame: frame), details: details)
    let general = replayActions(control: PlainSubclassControl(frame: frame), details: details)

    #expect(stock == general)
    #expect(stock.contains { $0.hasPrefix("unrecognized missing:") })
    #expect(stock.contains("external external: from control"))
    #expect(stock.contains("delegate chain:"))
  }

  @Test("A responder's remembered lookup follows implement and unimplement")
  func rememberedLookupFollowsChanges() {
    let responder = NamedResponder("r")
    var calls: [String] = []

    #expect(!responder.responds(to: "go:"))
    responder.implement("go:") { _, _ in calls.append("first") }
    #expect(responder.responds(to: "go:"))
    responder.perform("go:", with: nil, with: nil)
    responder.implement("go:") { _, _ in calls.append("second") }
    responder.perform("go:", with: nil, with: nil)
    responder.implement("other:") { _, _ in calls.append("other") }
    responder.perform("other:", with: nil, with: nil)
    responder.perform("go:", with: nil, with: nil)
    responder.unimplement("go:")

    #expect(!responder.responds(to: "go:"))
    responder.perform("go:", with: nil, with: nil)
    #expect(responder.responds(to: "other:"))
    #expect(calls == ["first", "second", "other", "second"])
  }

  @Test("A remembered lookup answers for an equal selector spelled with other scalars")
  func rememberedLookupUsesSelectorEquality() {
    let responder = NamedResponder("r")
    var calls = 0
    // U+00E9 and e + U+0301 are canonically equivalent, so the selectors are equal, as the
    // dictionary finds them.
    responder.implement(Selector("caf\u{E9}:")) { _, _ in calls += 1 }

    #expect(responder.responds(to: Selector("caf\u{E9}:")))
    #expect(responder.responds(to: Selector("cafe\u{301}:")))
    responder.perform(Selector("cafe\u{301}:"), with: nil, with: nil)
    #expect(!responder.responds(to: Selector("cafe:")))
    #expect(calls == 1)
  }
}
