import Foundation
import Testing

@testable import UIKitModel

@Suite("First responder")
struct FirstResponderTests {
  @Test("U36: A view that cannot become first responder is refused")
  func needsCanBecome() {
    let scene = Scene()
    let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "plain")

    let became = view.becomeFirstResponder()

    #expect(!became)
    #expect(scene.window.firstResponder == nil)
    #expect(scene.recorder.lines.isEmpty)
  }

  @Test("U36: A view in no window cannot become first responder")
  func needsWindow() {
    let view = FocusView(frame: .zero)

    let became = view.becomeFirstResponder()

    #expect(!became)
    #expect(!view.isFirstResponder)
  }

  @Test("U36: Becoming first responder is reported, and isFirstResponder follows")
  func becomes() {
    let scene = Scene()
    let view = scene.add(FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "a")

    let became = view.becomeFirstResponder()
    let again = view.becomeFirstResponder()

    #expect(became)
    #expect(again)
    #expect(view.isFirstResponder)
    #expect(scene.window.firstResponder === view)
    #expect(scene.recorder.lines == ["firstResponder nil -> a"])
  }

  @Test("U36: The current first responder resigns before the new one becomes it")
  func resignOrder() {
    let scene = Scene()
    let a = scene.add(FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "a")
    let b = scene.add(FocusView(frame: CGRect(x: 20, y: 0, width: 10, height: 10)), id: "b")
    a.becomeFirstResponder()

    let became = b.becomeFirstResponder()

    #expect(became)
    #expect(!a.isFirstResponder)
    #expect(b.isFirstResponder)
    #expect(
      scene.recorder.lines == [
        "firstResponder nil -> a", "firstResponder a -> nil", "firstResponder nil -> b",
      ])
  }

  @Test("U36: When the current first responder refuses to resign, the new one is refused")
  func refusesToResign() {
    let scene = Scene()
    let a = scene.add(FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "a")
    let b = scene.add(FocusView(frame: CGRect(x: 20, y: 0, width: 10, height: 10)), id: "b")
    a.becomeFirstResponder()
    a.canResign = false

    let became = b.becomeFirstResponder()

    #expect(!became)
    #expect(a.isFirstResponder)
    #expect(scene.recorder.lines == ["firstResponder nil -> a"])
  }

  @Test("U36: resignFirstResponder clears the first responder and reports it")
  func resigns() {
    let scene = Scene()
    let a = scene.add(FocusView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "a")
    a.becomeFirstResponder()

    let resigned = a.resignFirstResponder()

    #expect(resigned)
    #expect(scene.window.firstResponder == nil)
    #expect(scene.recorder.lines == ["firstResponder nil -> a", "firstResponder a -> nil"])
  }
}
