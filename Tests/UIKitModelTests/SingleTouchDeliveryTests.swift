import Foundation
import Testing

@testable import UIKitModel

/// An observer that can change a touch just before the window delivers an event.
final class EventHookObserver: UIModelObserver {
  var wantsDetails: Bool { false }
  var beforeDelivery: (() -> Void)?

  func model(_ event: ModelEvent) {}

  func eventWillDeliver(_ event: UIEvent) {
    beforeDelivery?()
  }
}

/// An event of one touch is delivered without the general search of its phase; these tests hold
/// it to what that search finds, including after the host changed the touch before delivery.
@Suite("Delivery of an event of one touch")
struct SingleTouchDeliveryTests {
  final class SubclassWindow: UIWindow {}

  @Test("A touch taken out of its phase just before delivery is not delivered in it")
  func touchTakenOutOfPhase() {
    let scene = Scene()
    let log = Log()
    let view = scene.add(TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    view.log = log
    let observer = EventHookObserver()
    scene.app.observer = observer
    let touch = scene.down(10, 10)
    observer.beforeDelivery = { touch.markStationary() }

    scene.move(touch, 20, 20)
    observer.beforeDelivery = nil
    scene.move(touch, 30, 30)

    #expect(log.lines == ["a began t0", "a moved t0"])
  }

  @Test("A touch bound to no view, or blocked, is delivered nowhere")
  func unboundOrBlockedTouch() {
    let scene = Scene()
    let log = Log()
    let view = scene.add(TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    view.log = log
    let outside = scene.down(900, 900)
    scene.move(outside, 910, 910)
    let first = scene.down(10, 10)
    let second = UITouch(location: CGPoint(x: 20, y: 20), timestamp: 9)
    first.markStationary()
    scene.send([first, second], at: 9)
    second.update(phase: .moved, location: CGPoint(x: 30, y: 30), timestamp: 10)
    scene.send([second], at: 10)

    #expect(outside.view == nil)
    #expect(second.deliveryBlock == .multipleTouchDisabled)
    #expect(log.lines == ["a began t0"])
  }

  @Test("Only a window of class UIWindow itself is delivered to without its sendEvent")
  func plainWindowIsKnown() {
    #expect(UIWindow(frame: .zero).isPlainWindow)
    #expect(!SubclassWindow(frame: .zero).isPlainWindow)
  }
}
