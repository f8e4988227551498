import Foundation
import Testing

@testable import UIKitModel

/// A view that logs each move it gets and can then run a step, such as changing another touch.
final class MoveHookView: UIView {
  var log: Log?
  var afterMove: (() -> Void)?

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    let ids = touches.map { touchName($0, event) }.sorted().joined(separator: ",")
    log?.add("\(accessibilityIdentifier ?? "view") moved [\(ids)]")
    afterMove?()
  }
}

/// Several touches in one phase, each bound to a view of its own, are delivered without listing
/// the views (`UIWindow.boundToDistinctViews`); these tests hold that path to the general one,
/// which an extra touch bound to nothing (down outside the window) forces.
@Suite("Delivery to distinct views")
struct DistinctViewDeliveryTests {
  /// Three views side by side, and a touch down on each in one event; with `unbound`, a fourth
  /// touch outside the window, which is bound to nothing and delivered nowhere.
  func threeFingers(unbound: Bool, log: Log) -> (Scene, [MoveHookView], [UITouch]) {
    let scene = Scene()
    let views = ["a", "b", "c"].enumerated().map { index, id in
      let view = scene.add(
        MoveHookView(frame: CGRect(x: CGFloat(index) * 120, y: 0, width: 100, height: 100)), id: id)
      view.log = log
      return view
    }
    var touches = (0..<3).map { UITouch(location: CGPoint(x: CGFloat($0) * 120 + 50, y: 50), timestamp: 1) }
    if unbound { touches.append(UITouch(location: CGPoint(x: 900, y: 900), timestamp: 1)) }
    scene.send(touches, at: 1)
    return (scene, views, touches)
  }

  /// Moves every touch in one event at `time`.
  func moveAll(_ scene: Scene, _ touches: [UITouch], at time: TimeInterval) {
    for touch in touches {
      touch.update(phase: .moved, location: touch.location(in: nil), timestamp: time)
    }
    scene.send(touches, at: time)
  }

  @Test(
    "Each view gets its own touch alone, in the event's order, as on the general path",
    arguments: [false, true])
  func eachViewItsTouch(unbound: Bool) {
    let log = Log()
    let (scene, views, touches) = threeFingers(unbound: unbound, log: log)

    moveAll(scene, touches, at: 2)

    #expect(log.lines == ["a moved [t0]", "b moved [t1]", "c moved [t2]"])
    for (index, view) in views.enumerated() { #expect(touches[index].view === view) }
    #expect(touches.count == (unbound ? 4 : 3))
    #expect(unbound ? touches[3].view == nil : true)
  }

  @Test(
    "A view whose touch an earlier view took out of the phase is still called, with no touch, as on the general path",
    arguments: [false, true])
  func touchTakenOutOfPhase(unbound: Bool) {
    let log = Log()
    let (scene, views, touches) = threeFingers(unbound: unbound, log: log)
    views[0].afterMove = { touches[2].markStationary() }

    moveAll(scene, touches, at: 2)

    #expect(log.lines == ["a moved [t0]", "b moved [t1]", "c moved []"])
  }

  @Test("A touch an earlier view put into the phase is not delivered in it", arguments: [false, true])
  func touchPutIntoPhase(unbound: Bool) {
    let log = Log()
    let (scene, views, touches) = threeFingers(unbound: unbound, log: log)
    views[0].afterMove = {
      touches[2].update(phase: .moved, location: CGPoint(x: 300, y: 60), timestamp: 2)
    }
    touches[0].update(phase: .moved, location: CGPoint(x: 60, y: 60), timestamp: 2)
    touches[1].update(phase: .moved, location: CGPoint(x: 180, y: 60), timestamp: 2)
    touches[2].markStationary()

    scene.send(touches, at: 2)

    #expect(log.lines == ["a moved [t0]", "b moved [t1]"])
  }

  @Test("Two touches bound to one view are not taken for distinct views")
  func sharedViewIsNotDistinct() {
    let scene = Scene()
    let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "a")
    view.isMultipleTouchEnabled = true
    let other = scene.add(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)), id: "b")
    let touches = [
      UITouch(location: CGPoint(x: 10, y: 10), timestamp: 1),
      UITouch(location: CGPoint(x: 210, y: 10), timestamp: 1),
      UITouch(location: CGPoint(x: 20, y: 20), timestamp: 1),
    ]

    scene.send(touches, at: 1)

    #expect(touches.map(\.view) == [view, other, view])
    touches.withUnsafeBufferPointer { #expect(!UIWindow.boundToDistinctViews($0)) }
    Array(touches.prefix(2)).withUnsafeBufferPointer { #expect(UIWindow.boundToDistinctViews($0)) }
  }
}
