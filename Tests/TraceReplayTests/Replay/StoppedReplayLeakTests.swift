import Foundation
import Testing
import TraceReplay
import UIKitModel

/// A replay stopped while a control tracks a touch must not leave the control and the touch
/// holding each other (found by the trace fuzzer's leak detection).
@Suite("A stopped replay frees its scene")
struct StoppedReplayLeakTests {
  @Test("A button tracking a touch is freed with its scene")
  func trackingButtonIsFreed() throws {
    weak var button: UIView?
    weak var window: UIWindow?
    do {
      let text = #"""
        {"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 50]}]}
        """#
      let reader = SceneReader(file: "s.scene.json", source: text)
      let root = try JSONParser().parse(text, file: "s.scene.json")
      let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
      let replayer = Replayer(scene: scene) { _ in }
      replayer.deliver(
        time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
      let control = try #require(scene.responder(named: "ok") as? UIControl)
      #expect(control.isTracking)
      button = control
      window = scene.window
    }

    #expect(window == nil)
    #expect(button == nil)
  }
}

extension StoppedReplayLeakTests {
  @Test("A stepper repeating while held is freed with its scene")
  func repeatingStepperIsFreed() throws {
    weak var stepper: UIView?
    weak var application: UIApplication?
    do {
      let text = #"""
        {"views": [{"id": "step", "class": "UIStepper", "frame": [0, 0, 94, 32], "maximumValue": 10}]}
        """#
      let reader = SceneReader(file: "s.scene.json", source: text)
      let root = try JSONParser().parse(text, file: "s.scene.json")
      let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
      let replayer = Replayer(scene: scene) { _ in }
      replayer.deliver(
        time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 80, y: 16)])
      replayer.deliver(
        time: 1, samples: [TouchSample(t: 1, id: .int(1), phase: .stationary, x: 80, y: 16)])
      #expect(scene.application.hasPendingWork)
      stepper = scene.responder(named: "step") as? UIView
      application = scene.application
    }

    #expect(application == nil)
    #expect(stepper == nil)
  }
}

extension StoppedReplayLeakTests {
  @Test("A touch bound to the window itself does not keep the window alive")
  func touchOnTheWindowIsFreed() throws {
    weak var window: UIWindow?
    weak var touch: UITouch?
    do {
      let text = #"{"views": []}"#
      let reader = SceneReader(file: "s.scene.json", source: text)
      let root = try JSONParser().parse(text, file: "s.scene.json")
      let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
      let replayer = Replayer(scene: scene) { _ in }
      replayer.deliver(
        time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
      let first = try #require(scene.window.activeTouches.first)
      #expect(first.view === scene.window)
      touch = first
      window = scene.window
    }

    #expect(window == nil)
    #expect(touch == nil)
  }
}

/// An observer that forwards to another, as a host that watches the model beside a replayer
/// might install.
private final class ForwardingObserver: UIModelObserver {
  let next: UIModelObserver
  private(set) var count = 0
  init(_ next: UIModelObserver) { self.next = next }
  var wantsDetails: Bool { next.wantsDetails }
  func model(_ event: ModelEvent) {
    count += 1
    next.model(event)
  }
}

extension StoppedReplayLeakTests {
  @Test("An observer kept after its replayer has gone does not reach back into it")
  func observerOutlivesReplayer() throws {
    let text = #"{"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 50]}]}"#
    let reader = SceneReader(file: "s.scene.json", source: text)
    let root = try JSONParser().parse(text, file: "s.scene.json")
    let scene = try SceneBuilder().build(try reader.read(root), reader: reader)
    var records: [ReplayRecord] = []
    let forwarding: ForwardingObserver
    do {
      let replayer = Replayer(scene: scene) { records.append($0) }
      forwarding = ForwardingObserver(try #require(scene.application.observer))
      scene.application.observer = forwarding
      replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
      #expect(records.count == 2)
    }
    let touch = UITouch(location: CGPoint(x: 20, y: 20), timestamp: 1)
    scene.application.sendEvent(UIEvent(timestamp: 1, touches: [touch]))
    #expect(forwarding.count > 2)
    // The replayer's touch records are not written without it; the model's records still are.
    #expect(!records.contains { if case .touch(let t) = $0.kind { t.id == "1" && $0.t == 1 } else { false } })
    scene.application.observer = nil
    scene.window.discardActiveTouches()
  }
}
