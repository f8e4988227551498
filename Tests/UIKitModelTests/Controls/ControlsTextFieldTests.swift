import Foundation
import Testing

@testable import UIKitModel

@Suite("UITextField")
struct ControlsTextFieldTests {
  let harness = ControlsHarness()
  let name: UITextField
  let mail: UITextField

  init() {
    name = harness.add(UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 34)), named: "name")
    mail = harness.add(UITextField(frame: CGRect(x: 20, y: 300, width: 350, height: 34)), named: "mail")
    for field in [name, mail] {
      harness.target(field, "began:", for: .editingDidBegin)
      harness.target(field, "ended:", for: .editingDidEnd)
      harness.target(field, "tap:", for: .allTouchEvents)
    }
  }

  @Test("C7: UIKit's defaults")
  func defaults() {
    let fresh = UITextField(frame: .zero)

    #expect(fresh.text == "")
    #expect(fresh.placeholder == nil)
    #expect(fresh.canBecomeFirstResponder)
    #expect(fresh.isEditing == false)
  }

  @Test("C7: A tap sends touchDown, then makes the field first responder: editingDidBegin with a nil event")
  func tapBegins() {
    harness.tap(at: CGPoint(x: 100, y: 117))

    #expect(name.isFirstResponder)
    #expect(name.isEditing)
    #expect(
      harness.recorder.lines == [
        "touchDown", "action vc.tap: via target", "firstResponder nil -> name", "editingDidBegin",
        "action vc.began: via target",
      ])
    #expect(harness.recorder.eventlessDispatches == ["editingDidBegin"])
  }

  @Test("C7: Tapping another field: the first sends editingDidEnd before the second begins")
  func switchFields() {
    harness.tap(at: CGPoint(x: 100, y: 117))
    harness.recorder.clear()

    harness.tap(at: CGPoint(x: 100, y: 317))

    #expect(!name.isEditing && mail.isEditing)
    #expect(
      harness.recorder.lines == [
        "touchDown", "action vc.tap: via target", "firstResponder name -> nil", "editingDidEnd",
        "action vc.ended: via target",
        "firstResponder nil -> mail", "editingDidBegin", "action vc.began: via target",
      ])
  }

  @Test("C7: Tapping the field being edited sends only touchDown")
  func tapAgain() {
    harness.tap(at: CGPoint(x: 100, y: 117))
    harness.recorder.clear()

    harness.tap(at: CGPoint(x: 200, y: 120))

    #expect(harness.recorder.lines == ["touchDown", "action vc.tap: via target"])
    #expect(name.isEditing)
  }

  @Test("C7: A lift-off outside the touch area does not begin editing, and sends no touchUpOutside")
  func liftOutside() {
    let touch = harness.press(at: CGPoint(x: 100, y: 117))
    harness.move(touch, to: CGPoint(x: 100, y: 250))
    harness.lift(touch)

    #expect(!name.isEditing)
    #expect(
      harness.recorder.lines == [
        "touchDown", "action vc.tap: via target", "touchDragExit", "action vc.tap: via target",
        "touchDragOutside",
        "action vc.tap: via target",
      ])
  }

  @Test("C7: A lift-off within the touch margin begins editing")
  func liftInMargin() {
    harness.tap(at: CGPoint(x: 100, y: 117), liftAt: CGPoint(x: 100, y: 180))

    #expect(name.isEditing)
  }

  @Test(
    "C7: A touch that comes back inside only at lift-off begins editing, with no event or highlight at the lift"
  )
  func returnAtLiftOff() {
    let touch = harness.press(at: CGPoint(x: 100, y: 117))
    harness.move(touch, to: CGPoint(x: 100, y: 250))
    harness.lift(touch, at: CGPoint(x: 100, y: 117))

    #expect(name.isEditing)
    #expect(!name.isHighlighted)
    #expect(
      harness.recorder.lines == [
        "touchDown", "action vc.tap: via target", "touchDragExit", "action vc.tap: via target",
        "touchDragOutside",
        "action vc.tap: via target", "firstResponder nil -> name", "editingDidBegin",
        "action vc.began: via target",
      ])
  }

  @Test("C7: Editing begins once the tap is over: no longer tracking, touch no longer inside")
  func editingBeginsAfterTheTap() {
    var seen: [String] = []
    name.addAction(
      UIAction { [name] _ in seen.append("tracking \(name.isTracking), inside \(name.isTouchInside)") },
      for: .editingDidBegin)

    harness.tap(at: CGPoint(x: 100, y: 117))

    #expect(seen == ["tracking false, inside false"])
  }

  @Test("C7: A cancelled touch begins nothing and sends no touchCancel")
  func cancelled() {
    let touch = harness.press(at: CGPoint(x: 100, y: 117))
    harness.cancel(touch)

    #expect(!name.isEditing)
    #expect(harness.recorder.lines == ["touchDown", "action vc.tap: via target"])
  }

  @Test("C7: resignFirstResponder ends editing with editingDidEnd")
  func resign() {
    harness.tap(at: CGPoint(x: 100, y: 117))
    harness.recorder.clear()

    name.resignFirstResponder()

    #expect(!name.isEditing)
    #expect(harness.recorder.controlEvents == ["editingDidEnd"])
  }

  @Test("C7: A disabled field is not hit and does not begin editing")
  func disabled() {
    name.isEnabled = false

    harness.tap(at: CGPoint(x: 100, y: 117))

    #expect(!name.isEditing)
    #expect(harness.recorder.lines.isEmpty)
  }

  @Test("U27, C7: Nil-targeted actions start at the editing field")
  func nilTargetStartsAtField() {
    let button = harness.add(UIButton(frame: CGRect(x: 20, y: 700, width: 350, height: 50)), named: "ok")
    button.addTarget(nil, action: "save:", for: .touchUpInside)
    name.implement("save:") { _, _ in }
    harness.tap(at: CGPoint(x: 100, y: 117))
    harness.recorder.clear()

    harness.tap(at: CGPoint(x: 100, y: 720))

    #expect(harness.recorder.lines.contains("action name.save: via responderChain"))
  }
}
