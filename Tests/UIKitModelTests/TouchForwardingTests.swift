import Foundation
import Testing

@testable import UIKitModel

/// A responder that logs the touch calls it gets and forwards them as UIResponder does.
final class ForwardLogResponder: UIResponder {
  let log: Log

  init(log: Log) {
    self.log = log
    super.init()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("delegate began")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("delegate moved")
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("delegate ended")
    super.touchesEnded(touches, with: event)
  }
}

/// A controller that logs each time the chain asks it for its next responder.
final class NextLogController: UIViewController {
  var log: Log?

  override var next: UIResponder? {
    log?.add("controller next")
    return super.next
  }
}

@Suite("Touches passed up the responder chain")
struct TouchForwardingTests {

  @Test(
    "U10: Touches on a plain view reach the first responder up the chain that handles them",
    arguments: [false, true])
  func touchesReachHandler(containerLogs: Bool) {
    let scene = Scene()
    let log = Log()
    let controller = NextLogController()
    controller.log = log
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    controller.view = root
    scene.window.addSubview(root)
    let container = TouchLogView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    container.accessibilityIdentifier = "container"
    container.log = log
    container.forwards = !containerLogs
    root.addSubview(container)
    let plain = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    container.addSubview(plain)
    let delegate = ForwardLogResponder(log: log)
    scene.app.delegate = delegate

    let touch = scene.down(60, 60)
    scene.move(touch, 70, 70)
    scene.up(touch)

    // The container logs each phase; forwarding, it passes the touches on over the plain root
    // view, the controller (asked for its next responder), the window and the application, to
    // the delegate.
    let passedOn = ["controller next", "delegate"]
    let expected =
      containerLogs
      ? ["container began t0", "container moved t0", "container ended t0"]
      : ["began", "moved", "ended"].flatMap { phase in
        ["container \(phase) t0"] + passedOn.map { $0 == "delegate" ? "delegate \(phase)" : $0 }
      }
    #expect(log.lines == expected)
  }

  @Test(
    "U14, U16: A control that is not tracking passes moves and the lift-off to the view that handles them")
  func untrackedControlForwards() {
    let scene = Scene()
    let log = Log()
    let container = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    container.accessibilityIdentifier = "container"
    container.log = log
    scene.window.addSubview(container)
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    container.addSubview(plain)
    // The thumb is at the left end: a touch at the right end is refused.
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 300, height: 40))
    plain.addSubview(slider)

    let touch = scene.down(340, 120)
    scene.move(touch, 330, 120)
    scene.up(touch)

    #expect(!slider.isTracking)
    #expect(log.lines == ["container moved t0", "container ended t0"])
  }
}
