import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// The driver's rules (contract sections 1.2 and 5): events per timestamp, carried touches,
/// tap counts, and what the touch records say.
@Suite("The replayer")
struct ReplayerTests {
  /// A view that writes down every `touches…` call and the event's touches at that moment.
  final class Probe: UIView {
    var log: [String] = []

    private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
      let all = event?.orderedTouches.map { "\($0.phase)" }.joined(separator: ",") ?? "-"
      log.append("\(name) \(touches.count) all=[\(all)]")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      note("began", touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      note("moved", touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      note("ended", touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      note("cancelled", touches, event)
    }
  }

  static let sceneJSON = """
    {"window": {"width": 300, "height": 300},
     "views": [
       {"id": "probe", "class": "Probe", "frame": [0, 0, 200, 200], "multipleTouchEnabled": true},
       {"id": "button", "class": "UIButton", "frame": [0, 250, 100, 40]}
     ]}
    """

  /// Builds the scene and a replayer that keeps its records.
  static func make() throws -> (Replayer, Probe, Box) {
    var registry = ClassRegistry.standard
    registry.register("Probe") { Probe(frame: $0) }
    let node = try JSONParser().parse(sceneJSON, file: "scene.json")
    let reader = SceneReader(file: "scene.json", source: sceneJSON)
    let scene = try SceneBuilder(registry: registry).build(try reader.read(node), reader: reader)
    let box = Box()
    let replayer = Replayer(scene: scene) { box.records.append($0) }
    let probe = try #require(scene.responder(named: "probe") as? Probe)
    return (replayer, probe, box)
  }

  final class Box {
    var records: [ReplayRecord] = []

    var touches: [ReplayRecord.Touch] {
      records.compactMap { if case .touch(let touch) = $0.kind { return touch } else { return nil } }
    }
  }

  static func sample(
    _ t: Double, _ id: Int, _ phase: SamplePhase, _ x: Double, _ y: Double, tap: Int? = nil
  ) -> TouchSample {
    TouchSample(t: t, id: .int(id), phase: phase, x: x, y: y, tap: tap)
  }

  @Test("Samples with one timestamp are delivered together, as one event")
  func oneEventPerTimestamp() throws {
    let (replayer, probe, _) = try Self.make()

    replayer.deliver(
      time: 0, samples: [Self.sample(0, 1, .began, 10, 10), Self.sample(0, 2, .began, 50, 50)])

    #expect(probe.log == ["began 2 all=[began,began]"])
  }

  @Test("A finger that is down and has no sample in a group is carried as stationary")
  func stationaryCarry() throws {
    let (replayer, probe, box) = try Self.make()
    replayer.deliver(
      time: 0, samples: [Self.sample(0, 1, .began, 10, 10), Self.sample(0, 2, .began, 50, 50)])

    replayer.deliver(time: 0.1, samples: [Self.sample(0.1, 2, .moved, 60, 60)])

    #expect(probe.log.last == "moved 1 all=[stationary,moved]")
    #expect(box.touches.count == 3)
  }

  @Test(
    "Fingers past the 64th down at once are carried as stationary or moved like the others",
    arguments: [[0, 69], [63, 64], [1, 65, 66], []])
  func manyFingers(moving: [Int]) throws {
    let (replayer, probe, box) = try Self.make()
    replayer.deliver(time: 0, samples: (1...70).map { Self.sample(0, $0, .began, 10, 10) })

    replayer.deliver(time: 0.1, samples: moving.map { Self.sample(0.1, $0 + 1, .moved, 20, 20) })

    let phases = (0..<70).map { moving.contains($0) ? "moved" : "stationary" }
    #expect(
      probe.log.last == "moved \(moving.count) all=[\(phases.joined(separator: ","))]" || moving.isEmpty)
    #expect(replayer.touches.active.map { "\($0.touch.phase)" } == phases)
    #expect(box.touches.count == 70 + moving.count)
  }

  @Test(
    "A group that moves every finger down carries none as stationary; one that leaves one out carries it",
    arguments: [1, 2, 63, 64, 65], [true, false])
  func everyFingerMoved(down: Int, all: Bool) throws {
    let (replayer, _, _) = try Self.make()
    replayer.deliver(time: 0, samples: (1...down).map { Self.sample(0, $0, .began, 10, 10) })
    replayer.deliver(time: 0.1, samples: (1...down).map { Self.sample(0.1, $0, .moved, 20, 20) })
    let still = all ? 0 : down / 2 + 1

    replayer.deliver(
      time: 0.2, samples: (1...down).filter { $0 != still }.map { Self.sample(0.2, $0, .moved, 30, 30) })

    let phases = (1...down).map { $0 == still ? "stationary" : "moved" }
    #expect(replayer.touches.active.map { "\($0.touch.phase)" } == phases)
  }

  @Test("Tap counts are derived from the previous touch, unless the trace gives one")
  func tapCounts() throws {
    let (replayer, _, box) = try Self.make()

    replayer.deliver(time: 0, samples: [Self.sample(0, 1, .began, 10, 10)])
    replayer.deliver(time: 0.05, samples: [Self.sample(0.05, 1, .ended, 10, 10)])
    replayer.deliver(time: 0.2, samples: [Self.sample(0.2, 1, .began, 12, 12)])
    replayer.deliver(time: 0.25, samples: [Self.sample(0.25, 1, .ended, 12, 12)])
    replayer.deliver(time: 2, samples: [Self.sample(2, 1, .began, 12, 12)])
    replayer.deliver(time: 2.05, samples: [Self.sample(2.05, 1, .ended, 12, 12)])
    replayer.deliver(time: 2.1, samples: [Self.sample(2.1, 1, .began, 12, 12, tap: 5)])

    #expect(box.touches.filter { $0.phase == .began }.map(\.tap) == [1, 2, 1, 5])
  }

  @Test("A touch beginning 0.1 s after a cancelled one on a button is tap 1: no touchDownRepeat")
  func cancelledTouchIsNoTap() throws {
    let (replayer, _, box) = try Self.make()

    replayer.deliver(time: 0, samples: [Self.sample(0, 1, .began, 50, 270)])
    replayer.deliver(time: 0.05, samples: [Self.sample(0.05, 1, .cancelled, 50, 270)])
    replayer.deliver(time: 0.15, samples: [Self.sample(0.15, 2, .began, 50, 270)])
    replayer.deliver(time: 0.2, samples: [Self.sample(0.2, 2, .ended, 50, 270)])

    let events = box.records.flatMap { record -> [String] in
      if case .controlEvent(let event) = record.kind { return event.events.names }
      return []
    }
    #expect(box.touches.filter { $0.phase == .began }.map(\.tap) == [1, 1])
    #expect(events == ["touchDown", "touchCancel", "touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test("A touch record names the view it is bound to, the window, or nothing")
  func touchRecordViews() throws {
    let (replayer, _, box) = try Self.make()

    replayer.deliver(time: 0, samples: [Self.sample(0, 1, .began, 10, 10)])
    replayer.deliver(time: 0.1, samples: [Self.sample(0.1, 2, .began, 250, 10)])
    replayer.deliver(time: 0.2, samples: [Self.sample(0.2, 3, .began, 900, 900)])
    replayer.deliver(time: 0.3, samples: [Self.sample(0.3, 1, .moved, 900, 900)])

    #expect(box.touches.map { $0.view ?? "nil" } == ["probe", "window", "nil", "probe"])
  }

  @Test("A highlight that came back only at lift-off clears when the trace clock passes 0.12 s")
  func scheduledWorkTime() throws {
    let (replayer, _, box) = try Self.make()
    let button = try #require(replayer.scene.responder(named: "button") as? UIButton)
    replayer.deliver(time: 0, samples: [Self.sample(0, 1, .began, 50, 270)])
    replayer.deliver(time: 0.1, samples: [Self.sample(0.1, 1, .moved, 50, 100)])

    replayer.deliver(time: 0.2, samples: [Self.sample(0.2, 1, .ended, 50, 270)])
    let highlightedAtLiftOff = button.isHighlighted
    replayer.deliver(time: 1, samples: [Self.sample(1, 2, .began, 250, 10)])

    #expect(highlightedAtLiftOff)
    #expect(!button.isHighlighted)
    #expect(replayer.scene.application.currentTime == 1)
    #expect(box.records.last.map { $0.t } == 1)
  }
}
