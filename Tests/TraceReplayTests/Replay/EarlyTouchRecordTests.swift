import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// A group that begins no touch, with every touch down settled, has its touch records written as
/// its samples are applied, before the event is sent (`Replayer.deliver(time:samples:)`); every
/// other group has them written when the window is about to deliver. Both ways give the same
/// records, in the same order.
@Suite("Touch records written as the samples are applied")
struct EarlyTouchRecordTests {
  /// A window that makes a control report a dispatch before it delivers each event, as a host's
  /// window subclass may.
  final class ReportingWindow: UIWindow {
    weak var control: UIControl?

    override func sendEvent(_ event: UIEvent) {
      control?.sendActions(for: .valueChanged)
      super.sendEvent(event)
    }
  }

  /// A seeded trace of `groups` groups over a 420 x 420 area (some points outside the scene's
  /// window): up to four fingers down at once, numeric and string ids, fingers that begin while
  /// others move, several samples per group, stationary samples, ends and cancels.
  static func trace(seed: UInt64, groups: Int) -> [(Double, [TouchSample])] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var down: [TouchID] = []
    var nextID = 1
    var result: [(Double, [TouchSample])] = []
    for group in 0..<groups {
      let t = Double(group) * 0.03
      var samples: [TouchSample] = []
      var touched: [TouchID] = []
      for id in down where next(3) != 0 {
        let roll = next(10)
        let phase: SamplePhase =
          roll == 0 ? .ended : roll == 1 ? .cancelled : roll == 2 ? .stationary : .moved
        samples.append(TouchSample(t: t, id: id, phase: phase, x: Double(next(420)), y: Double(next(420))))
        touched.append(id)
      }
      if down.count < 4, next(4) == 0 {
        let id: TouchID = next(3) == 0 ? .string("f\(nextID)") : .int(nextID)
        nextID += 1
        samples.insert(
          TouchSample(t: t, id: id, phase: .began, x: Double(next(420)), y: Double(next(420))),
          at: next(samples.count + 1))
        down.append(id)
      }
      for sample in samples where sample.phase == .ended || sample.phase == .cancelled {
        down.removeAll { $0 == sample.id }
      }
      if !samples.isEmpty { result.append((t, samples)) }
    }
    return result
  }

  /// The records of `groups` replayed over the scene `make` builds, with touch records written
  /// early where the replayer can, or always when the window is about to deliver; and how many
  /// groups could be written early.
  static func replay(
    _ groups: [(Double, [TouchSample])], verbose: Bool, early: Bool, make: () throws -> BuiltScene
  ) throws -> (records: [ReplayRecord], earlyGroups: Int) {
    var options = Replayer.Options()
    options.verbose = verbose
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: try make(), options: options) { records.append($0) }
    replayer.writesTouchRecordsEarly = early
    var earlyGroups = 0
    for (time, samples) in groups {
      if replayer.unsettledCount == 0, replayer.sendsEventsAsStock,
        !samples.contains(where: { $0.phase == .began })
      {
        earlyGroups += 1
      }
      replayer.deliver(time: time, samples: samples)
    }
    replayer.finish()
    return (records, earlyGroups)
  }

  static func gridScene() throws -> BuiltScene {
    let path = PipelineSupport.traces + "/grid.scene.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let node = try JSONParser().parse(text, file: path)
    let reader = SceneReader(file: path, source: text)
    return try SceneBuilder().build(try reader.read(node), reader: reader)
  }

  @Test(
    "a seeded multi-touch trace gives the same records either way",
    arguments: [(1, false), (2, true), (3, false), (4, true)])
  func sameRecords(seed: UInt64, verbose: Bool) throws {
    let groups = Self.trace(seed: seed, groups: 600)

    for make in [PendingRecordTests.scene, Self.gridScene] {
      let early = try Self.replay(groups, verbose: verbose, early: true, make: make)
      let general = try Self.replay(groups, verbose: verbose, early: false, make: make)

      #expect(early.earlyGroups > 100)
      #expect(early.records.count > 600)
      #expect(early.records == general.records)
    }
  }

  @Test("a touch down in another window keeps every group on the general path", arguments: [true, false])
  func otherWindow(early: Bool) throws {
    let scene = try PendingRecordTests.scene()
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: scene) { records.append($0) }
    replayer.writesTouchRecordsEarly = early
    let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    scene.application.addWindow(other)

    replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 60)])
    #expect(replayer.unsettledCount == 0)
    scene.application.makeKey(other)
    replayer.deliver(time: 0.1, samples: [TouchSample(t: 0.1, id: .int(2), phase: .began, x: 10, y: 60)])
    #expect(replayer.unsettledCount == 1)
    replayer.deliver(
      time: 0.2,
      samples: [
        TouchSample(t: 0.2, id: .int(1), phase: .moved, x: 12, y: 60),
        TouchSample(t: 0.2, id: .int(2), phase: .moved, x: 12, y: 60),
      ])
    replayer.deliver(time: 0.3, samples: [TouchSample(t: 0.3, id: .int(2), phase: .ended, x: 12, y: 60)])

    #expect(replayer.unsettledCount == 0)
    let touches = records.compactMap { if case .touch(let touch) = $0.kind { touch } else { nil } }
    #expect(touches.map(\.id) == ["1", "2", "1", "2", "2"])
    // The new touch's record is written when the scene's window, sent the event first, is about
    // to deliver, before the other window binds it.
    #expect(touches.map(\.view) == ["toggle", nil, "toggle", "UIWindow", "UIWindow"])
    scene.application.makeKey(scene.window)
  }

  @Test("a window of a subclass has each touch record written when it is about to deliver")
  func windowSubclass() throws {
    let application = UIApplication()
    let window = ReportingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.accessibilityIdentifier = "window"
    let spec = SceneSpec(
      windowSize: CGSize(width: 400, height: 400), views: [], controllers: [], file: "reporting.scene.json")
    let scene = BuiltScene(application: application, window: window, spec: spec)
    application.addWindow(window)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.addSubview(button)
    scene.register(button, id: "ok")
    window.control = button
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: scene) { records.append($0) }

    replayer.deliver(time: 0, samples: [TouchSample(t: 0, id: .int(1), phase: .began, x: 10, y: 10)])
    replayer.deliver(time: 0.1, samples: [TouchSample(t: 0.1, id: .int(1), phase: .moved, x: 12, y: 10)])

    #expect(!replayer.sendsEventsAsStock)
    let kinds = records.filter { $0.t == 0.1 }.map { record -> String in
      switch record.kind {
      case .touch(let touch): return "touch \(touch.phase)"
      case .controlEvent(let dispatch): return "event \(dispatch.events.joined(separator: ","))"
      default: return "other"
      }
    }
    #expect(kinds == ["event valueChanged", "touch moved", "event touchDragInside"])
    window.discardActiveTouches()
  }
}
