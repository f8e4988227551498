import Foundation
import Testing

@testable import UIKitModel

@Suite("Removing views from their window")
struct RemovalTests {
  final class Field: UIView {
    var resigned = 0
    override var canBecomeFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool {
      resigned += 1
      return super.resignFirstResponder()
    }
  }

  @Test("U21: A first responder inside a removed view resigns, so nil-targeted actions no longer start there")
  func firstResponderResigns() {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    application.addWindow(window)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let field = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    window.addSubview(container)
    container.addSubview(field)
    #expect(field.becomeFirstResponder())

    container.removeFromSuperview()

    #expect(field.resigned == 1)
    #expect(window.firstResponder == nil)
    #expect(!field.isFirstResponder)
  }

  @Test("U21: A tracking control removed from its window sends TouchCancel with a nil event")
  func trackingControlCancels() {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    application.addWindow(window)
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(control)
    var cancels: [Bool] = []
    control.addAction(UIAction { _ in cancels.append(control.isTracking) }, for: .touchCancel)
    let touch = UITouch(location: CGPoint(x: 10, y: 10), timestamp: 0)
    application.sendEvent(UIEvent(timestamp: 0, touches: [touch]))
    #expect(control.isTracking)

    control.removeFromSuperview()

    #expect(cancels == [false])
    #expect(!control.isTracking)
    #expect(!control.isHighlighted)
  }
}
