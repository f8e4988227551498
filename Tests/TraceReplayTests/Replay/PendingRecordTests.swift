import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// Records handed over as plain facts (`PendingRecord`) come out exactly as the records built at
/// once would, and everything the plain form cannot say is built at once.
@Suite("Pending records")
struct PendingRecordTests {
  /// A control reporting its value under a name of its own.
  final class Level: UIControl {
    override var reportedValue: ReportedControlValue? { ReportedControlValue(name: "level", value: .int(3)) }
  }

  /// A view with a subview the scene does not name.
  final class Box: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A class nested in another, whose name is spelled without its outer type.
  enum Outer {
    final class Inner: UIControl {}
  }

  /// A generic class, whose name is spelled with its argument.
  final class Holder<Element>: UIControl {}

  static let sceneJSON = """
    {"window": {"width": 400, "height": 400},
     "views": [
       {"id": "button", "class": "UIButton", "frame": [0, 0, 100, 40]},
       {"id": "toggle", "class": "UISwitch", "frame": [0, 50, 100, 40]},
       {"id": "level", "class": "Level", "frame": [150, 0, 100, 40]},
       {"id": "box", "class": "Box", "frame": [0, 100, 100, 100]},
       {"id": "solo", "frame": [200, 200, 100, 100], "exclusiveTouch": true},
       {"id": "inner", "class": "Inner", "frame": [300, 300, 10, 10]},
       {"id": "holder", "class": "Holder", "frame": [320, 300, 10, 10]}
     ]}
    """

  static func scene() throws -> BuiltScene {
    var registry = ClassRegistry.standard
    registry.register("Level") { Level(frame: $0) }
    registry.register("Box") { Box(frame: $0) }
    registry.register("Inner") { Outer.Inner(frame: $0) }
    registry.register("Holder") { Holder<Int>(frame: $0) }
    let node = try JSONParser().parse(sceneJSON, file: "scene.json")
    let reader = SceneReader(file: "scene.json", source: sceneJSON)
    return try SceneBuilder(registry: registry).build(try reader.read(node), reader: reader)
  }

  static func replay(_ groups: [(Double, [TouchSample])]) throws -> [ReplayRecord] {
    let scene = try scene()
    var records: [ReplayRecord] = []
    let replayer = Replayer(scene: scene) { records.append($0) }
    for (time, samples) in groups { replayer.deliver(time: time, samples: samples) }
    return records
  }

  static func sample(_ t: Double, _ id: TouchID, _ phase: SamplePhase, _ x: Double, _ y: Double)
    -> TouchSample
  {
    TouchSample(t: t, id: id, phase: phase, x: x, y: y)
  }

  static func touch(
    _ id: String, number: Bool, _ phase: String, _ x: Double, _ y: Double, view: String?,
    blocked: String? = nil
  ) -> ReplayRecord.Kind {
    .touch(.init(id: id, idIsNumber: number, phase: phase, x: x, y: y, view: view, tap: 1, blocked: blocked))
  }

  static func events(
    _ control: String, _ className: String, _ events: [String], value: (String, RecordValue)? = nil
  ) -> ReplayRecord.Kind {
    .controlEvent(
      .init(control: control, className: className, events: events, valueName: value?.0, value: value?.1))
  }

  @Test("a tap on a named control: plain touch and control-event records")
  func plainTap() throws {
    let records = try Self.replay([
      (0, [Self.sample(0, .int(7), .began, 10, 60)]),
      (0.05, [Self.sample(0.05, .int(7), .ended, 10, 60)]),
      // Outside the window: the touch hits nothing.
      (0.2, [Self.sample(0.2, .int(8), .began, 450, 450)]),
    ])
    #expect(
      records.map(\.kind) == [
        Self.touch("7", number: true, "began", 10, 60, view: "toggle"),
        Self.events("toggle", "UISwitch", ["touchDown"], value: ("isOn", .bool(false))),
        Self.touch("7", number: true, "ended", 10, 60, view: "toggle"),
        Self.events("toggle", "UISwitch", ["valueChanged"], value: ("isOn", .bool(true))),
        Self.events("toggle", "UISwitch", ["touchUpInside"], value: ("isOn", .bool(true))),
        Self.touch("8", number: true, "began", 450, 450, view: nil),
      ])
    #expect(records.map(\.t) == [0, 0, 0.05, 0.05, 0.05, 0.2])
  }

  @Test("what the plain form cannot say is built at once")
  func builtAtOnce() throws {
    let records = try Self.replay([
      // A string id, a value under a name of its own, a view the scene does not name.
      (0, [Self.sample(0, .string("thumb"), .began, 160, 10), Self.sample(0, .int(2), .began, 10, 110)]),
      (
        0.05,
        [Self.sample(0.05, .string("thumb"), .ended, 160, 10), Self.sample(0.05, .int(2), .ended, 10, 110)]
      ),
      // A touch blocked by an exclusive-touch view, and one that hits nothing.
      (1, [Self.sample(1, .int(3), .began, 210, 210)]),
      (1.05, [Self.sample(1.05, .int(4), .began, 50, 300), Self.sample(1.05, .int(5), .began, 390, 390)]),
    ])
    let kinds = records.map(\.kind)
    #expect(kinds.contains(Self.touch("thumb", number: false, "began", 160, 10, view: "level")))
    #expect(kinds.contains(Self.events("level", "Level", ["touchDown"], value: ("level", .int(3)))))
    #expect(kinds.contains(Self.touch("2", number: true, "began", 10, 110, view: "box/UIView")))
    #expect(kinds.contains(Self.touch("3", number: true, "began", 210, 210, view: "solo")))
    #expect(
      kinds.contains(
        Self.touch("4", number: true, "began", 50, 300, view: "window", blocked: "exclusiveTouch:solo")))
    #expect(
      kinds.contains(
        Self.touch("5", number: true, "began", 390, 390, view: "window", blocked: "exclusiveTouch:solo")))
  }

  @Test("the builder passes built records through and names what the table does not hold as unknown")
  func builder() {
    let record = ReplayRecord(t: 1, kind: .firstResponder(from: nil, to: "field"))
    let builder = RecordBuilder()
    #expect(builder.build(.built(record)) == record)
    let lost = builder.build(
      .controlEvent(.init(t: 2, control: 9, events: .touchDown, valueName: -1, value: .int(0))))
    #expect(lost.kind == Self.events("?", "?", ["touchDown"]))
    let nowhere = builder.build(.touch(.init(t: 3, id: 40, phase: .moved, x: 1, y: 2, view: 5, tap: 2)))
    #expect(
      nowhere.kind
        == .touch(
          .init(id: "40", idIsNumber: true, phase: "moved", x: 1, y: 2, view: nil, tap: 2, blocked: nil)))
    let unsent = builder.build(
      .action(.init(t: 4, sender: 3, target: -1, via: .unhandled, events: .touchUpInside, action: "go:")))
    #expect(
      unsent.kind
        == .action(
          .init(sender: nil, action: "go:", target: nil, via: "unhandled", events: ["touchUpInside"])))
  }

  @Test("class names are spelled as String(describing:) spells each class")
  func classNames() throws {
    let table = RecordNameTable(scene: try Self.scene())

    for index in table.classes.indices {
      #expect(
        RecordBuilder.className(Int32(index), in: table) == String(describing: table.classes[index]))
    }
    #expect(table.classes.contains { String(describing: $0) == "Inner" })
    #expect(table.classes.contains { String(describing: $0) == "Holder<Int>" })
    #expect(RecordBuilder.className(-1, in: table) == "?")
    #expect(RecordBuilder.className(Int32(table.classes.count), in: table) == "?")
    #expect(RecordBuilder.className(0, in: nil) == "?")
  }
}
