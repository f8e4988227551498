import Foundation
import Testing

@testable import UIKitModel

/// A control whose class triggers the primary action after the given events.
final class PrimaryControl: UIControl {
  var triggers: Event = .touchUpInside
  override var primaryActionTriggerEvents: Event { triggers }
}

/// `allTargets` by name, sorted. On Linux each `NSNull()` hashes differently, so a set of
/// targets cannot be compared with a literal holding a fresh `NSNull()`.
func targetNames(_ targets: Set<AnyHashable>) -> [String] {
  targets.map { $0.base is NSNull ? "NSNull" : name($0.base) }.sorted()
}

@Suite("Control-event dispatch")
struct DispatchTests {
  @Test("U24: Target-actions and UIActions fire in registration order, interleaved")
  func registrationOrder() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)
    let b = makeTarget("b", implementing: ["go:"], log: log)
    button.addTarget(a, action: "go:", for: .touchUpInside)
    button.addAction(UIAction(title: "first") { _ in log.add("action first") }, for: .touchUpInside)
    button.addTarget(b, action: "go:", for: .touchUpInside)
    button.addAction(UIAction(title: "second") { _ in log.add("action second") }, for: .touchUpInside)

    scene.tap(150, 125)

    #expect(log.lines == ["a go:", "action first", "b go:", "action second"])
  }

  @Test("U23: Registering the same target and action again fires it once")
  func duplicateFiresOnce() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)

    button.addTarget(a, action: "go:", for: .touchUpInside)
    button.addTarget(a, action: "go:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)

    #expect(log.lines == ["a go:"])
  }

  @Test("U23: A duplicate is merged: its mask is OR-ed and it moves to the end")
  func duplicateMovesToEnd() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)
    let b = makeTarget("b", implementing: ["go:"], log: log)
    button.addTarget(a, action: "go:", for: .touchDown)
    button.addTarget(b, action: "go:", for: [.touchDown, .touchUpInside])

    button.addTarget(a, action: "go:", for: .touchUpInside)
    scene.tap(150, 125)

    #expect(log.lines == ["b go:", "a go:", "b go:", "a go:"])
    #expect(button.actions(forTarget: a, forControlEvent: [.touchDown, .touchUpInside]) == ["go:"])
  }

  @Test("U23: A UIAction with the same identifier replaces the old one, merged and moved to the end")
  func actionIdentifierReplaces() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)
    let id = UIAction.Identifier("save")
    button.addAction(UIAction(title: "old", identifier: id) { _ in log.add("old") }, for: .touchDown)
    button.addTarget(a, action: "go:", for: .touchUpInside)

    button.addAction(UIAction(title: "new", identifier: id) { _ in log.add("new") }, for: .touchUpInside)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)

    #expect(log.lines == ["new", "a go:", "new"])
  }

  @Test(
    "U24: An entry fires when its mask meets the dispatched events",
    arguments: [
      (UInt(0b1), UInt(0b1), true), (0b11, 0b10, true), (0b10, 0b1, false),
      (0b1000000, 0b1000001, true), (0x1000, 0x2000, false),
    ])
  func maskIntersection(registered: UInt, dispatched: UInt, fires: Bool) {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)
    button.addTarget(a, action: "go:", for: UIControl.Event(rawValue: registered))

    button.sendActions(for: UIControl.Event(rawValue: dispatched))

    #expect(log.lines == (fires ? ["a go:"] : []))
  }

  @Test("U23: An empty mask registers nothing")
  func emptyMask() {
    let scene = Scene()
    let button = makeButton(scene)
    let a = NamedResponder("a")

    button.addTarget(a, action: "go:", for: [])
    button.addAction(UIAction { _ in }, for: [])

    #expect(button.allControlEvents.isEmpty)
    #expect(button.allTargets.isEmpty)
  }

  @Test("U30: removeTarget strips the events from the target's other selectors too")
  func removeTargetQuirk() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["one:", "two:", "three:"], log: log)
    button.addTarget(a, action: "one:", for: .touchUpInside)
    button.addTarget(a, action: "two:", for: [.touchUpInside, .touchDown])
    button.addTarget(a, action: "three:", for: .touchUpInside)

    button.removeTarget(a, action: "one:", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchDown)

    #expect(log.lines == ["a two:"])
    #expect(button.actions(forTarget: a, forControlEvent: .touchDown) == ["two:"])
    #expect(button.actions(forTarget: a, forControlEvent: .touchUpInside) == nil)
    // "three:" lost its only event but keeps its (empty) entry, as UIKit's loop does.
    #expect(targetNames(button.allTargets) == ["a"])
  }

  @Test("U30: removeTarget leaves other targets alone; nil target and nil action remove everything")
  func removeTargetScopes() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let a = makeTarget("a", implementing: ["go:"], log: log)
    let b = makeTarget("b", implementing: ["go:"], log: log)
    button.addTarget(a, action: "go:", for: .touchUpInside)
    button.addTarget(b, action: "go:", for: .touchUpInside)
    button.addTarget(nil, action: "go:", for: .touchUpInside)

    button.removeTarget(a, action: nil, for: .allEvents)
    let afterA = button.allTargets
    button.removeTarget(nil, action: nil, for: .allEvents)

    #expect(targetNames(afterA) == ["NSNull", "b"])
    #expect(button.allTargets.isEmpty)
    #expect(button.allControlEvents.isEmpty)
  }

  @Test("U31: allTargets uses NSNull for nil targets; allControlEvents ORs every mask")
  func introspection() {
    let scene = Scene()
    let button = makeButton(scene)
    let a = NamedResponder("a")
    button.addTarget(a, action: "go:", for: .touchDown)
    button.addTarget(nil, action: "up:", for: .touchUpInside)
    button.addAction(UIAction { _ in }, for: .valueChanged)

    let targets = button.allTargets
    let events = button.allControlEvents

    #expect(targetNames(targets) == ["NSNull", "a"])
    #expect(events == [.touchDown, .touchUpInside, .valueChanged])
  }

  @Test("U31: actions(forTarget:forControlEvent:) needs every asked bit; a nil target gets nil")
  func actionsForTarget() {
    let scene = Scene()
    let button = makeButton(scene)
    let a = NamedResponder("a")
    button.addTarget(a, action: "both:", for: [.touchDown, .touchUpInside])
    button.addTarget(a, action: "down:", for: .touchDown)
    button.addTarget(nil, action: "chain:", for: .touchDown)

    let down = button.actions(forTarget: a, forControlEvent: .touchDown)
    let both = button.actions(forTarget: a, forControlEvent: [.touchDown, .touchUpInside])
    let cancel = button.actions(forTarget: a, forControlEvent: .touchCancel)
    let nilTarget = button.actions(forTarget: nil, forControlEvent: .touchDown)

    #expect(down == ["both:", "down:"])
    #expect(both == ["both:"])
    #expect(cancel == nil)
    #expect(nilTarget == nil)
  }

  @Test("U32: sendActions(for:) dispatches with a nil event, and a combined mask fires an entry once")
  func sendActionsNilEvent() {
    let scene = Scene()
    let button = makeButton(scene)
    let a = NamedResponder("a")
    var events: [String] = []
    a.implement("go:") { _, event in events.append(event == nil ? "nil" : "event") }
    button.addTarget(a, action: "go:", for: [.touchDown, .touchUpInside])

    button.sendActions(for: [.touchDown, .touchUpInside])
    scene.tap(150, 125)

    #expect(events == ["nil", "event", "event"])
    #expect(scene.recorder.controlEvents(of: button).first == "touchDown|touchUpInside")
  }

  @Test("U25: A plain UIControl sends no primaryActionTriggered follow-up")
  func noPrimaryForPlainControl() {
    let scene = Scene()
    let button = makeButton(scene)

    scene.tap(150, 125)

    #expect(scene.recorder.controlEvents(of: button) == ["touchDown", "touchUpInside"])
  }

  @Test(
    "U25: primaryActionTriggered follows, as a separate dispatch, only a dispatch meeting the class's trigger events",
    arguments: [
      (UInt(0x40), UInt(0x40), true), (0x40, 0x1, false), (0x1000, 0x1000, true),
      (0x1000, 0x40, false), (0x40, 0x41, true),
    ])
  func primaryFollowUp(triggers: UInt, dispatched: UInt, follows: Bool) {
    let scene = Scene()
    let control = scene.add(
      PrimaryControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "primary")
    control.triggers = UIControl.Event(rawValue: triggers)
    let log = Log()
    let a = makeTarget("a", implementing: ["primary:"], log: log)
    control.addTarget(a, action: "primary:", for: .primaryActionTriggered)
    let name = UIControl.Event(rawValue: dispatched).names.joined(separator: "|")

    control.sendActions(for: UIControl.Event(rawValue: dispatched))

    let expected = follows ? [name, "primaryActionTriggered"] : [name]
    #expect(scene.recorder.controlEvents(of: control) == expected)
    #expect(log.lines == (follows ? ["a primary:"] : []))
  }

  @Test("U25: A tap on a button-like control gives TouchDown, TouchUpInside, then primaryActionTriggered")
  func primaryAfterTap() {
    let scene = Scene()
    let control = scene.add(
      PrimaryControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)), id: "primary")

    scene.tap(150, 125)

    #expect(
      scene.recorder.controlEvents(of: control) == [
        "touchDown", "touchUpInside", "primaryActionTriggered",
      ])
  }

  @Test("U24: Entries added or removed during a dispatch do not change that dispatch")
  func dispatchWorksOnACopy() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let late = makeTarget("late", implementing: ["go:"], log: log)
    let removed = makeTarget("removed", implementing: ["go:"], log: log)
    let first = NamedResponder("first")
    first.implement("go:") { _, _ in
      log.add("first go:")
      button.addTarget(late, action: "go:", for: .touchUpInside)
      button.removeTarget(removed, action: "go:", for: .touchUpInside)
    }
    button.addTarget(first, action: "go:", for: .touchUpInside)
    button.addTarget(removed, action: "go:", for: .touchUpInside)

    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .touchUpInside)

    #expect(log.lines == ["first go:", "removed go:", "first go:", "late go:"])
  }

  @Test("U30: removeAction takes events from the matching action only, and removes it when none remain")
  func removeAction() {
    let scene = Scene()
    let button = makeButton(scene)
    let log = Log()
    let keep = UIAction(title: "keep") { _ in log.add("keep") }
    let drop = UIAction(title: "drop", identifier: UIAction.Identifier("drop")) { _ in
      log.add("drop")
    }
    button.addAction(keep, for: [.touchDown, .touchUpInside])
    button.addAction(drop, for: [.touchDown, .touchUpInside])

    button.removeAction(drop, for: .touchDown)
    button.sendActions(for: .touchDown)
    button.removeAction(identifiedBy: UIAction.Identifier("drop"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)

    #expect(log.lines == ["keep", "keep"])
    #expect(button.allControlEvents == [.touchDown, .touchUpInside])
  }

  @Test("U24: A UIAction runs with the control as its sender, and is reported with the dispatch")
  func uiActionSender() {
    let scene = Scene()
    let button = makeButton(scene)
    var senders: [String] = []
    button.addAction(
      UIAction(title: "tap") { action in senders.append(name(action.sender)) }, for: .touchUpInside)

    scene.tap(150, 125)

    #expect(senders == ["button"])
    #expect(scene.recorder.lines == ["button touchDown", "button touchUpInside", "uiAction tap from button"])
  }
}

/// Registering many targets: each new registration is found new in one lookup, and re-adding
/// one still merges into it wherever it is in the list.
@Suite("Registration of many targets")
struct ManyTargetsTests {
  @Test("U23: Re-adding the first of many registrations merges its masks and moves it to the end")
  func mergeAmongMany() {
    let control = UIControl(frame: .zero)
    let target = NamedResponder("target")
    for index in 0..<2_000 { control.addTarget(target, action: Selector("a\(index):"), for: .touchDown) }

    control.addTarget(target, action: "a0:", for: .touchUpInside)

    #expect(control.dispatchTable.count == 2_000)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["a0:"])
    #expect(control.actions(forTarget: target, forControlEvent: .touchDown)?.last == "a0:")
  }

  @Test("U23: A registration removed and added again is a new entry at the end")
  func removedThenAdded() {
    let control = UIControl(frame: .zero)
    let target = NamedResponder("target")
    let other = NamedResponder("other")
    control.addTarget(target, action: "a:", for: .touchDown)
    control.addTarget(other, action: "b:", for: .touchDown)
    control.removeTarget(target, action: "a:", for: .touchDown)

    control.addTarget(target, action: "a:", for: .valueChanged)

    #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["a:"])
    #expect(control.dispatchTable.count == 2)
  }
}
