import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// The plain pending records written straight from their facts (the writing thread's path) give
/// the bytes the reporters write for the records `RecordBuilder` builds from them (the general
/// path), whatever the names, numbers, values and event sets.
@Suite("Pending records written directly")
struct PendingRecordWritingTests {
  /// Ids that need escaping in JSON, that are not ASCII, or that are long (a scene id cannot hold
  /// a control character: the scene reader rejects it).
  static let ids = [
    "ok", "quote\"d", "back\\slash", "é",
    "x\u{301}", "日本語", "👋🏽 wave", String(repeating: "long", count: 64), "/", "a b",
  ]

  /// A scene of a view of every stock class and of a nested and a generic class, with `ids` (reversed for
  /// `reversed`), and the table of its names.
  static func table(reversed: Bool = false) throws -> RecordNameTable {
    var registry = ClassRegistry.standard
    registry.register("Inner") { PendingRecordTests.Outer.Inner(frame: $0) }
    registry.register("Holder") { PendingRecordTests.Holder<Int>(frame: $0) }
    let classes = registry.classNames
    let ids = reversed ? Self.ids.reversed() : Self.ids
    var views: [String] = []
    for (index, id) in ids.enumerated() {
      let frame = "[\(index * 10), 0, 10, 10]"
      views.append(
        #"{"id": \#(JSONEscaping.quoted(id)), "class": "\#(classes[index % classes.count])", "frame": \#(frame)}"#
      )
    }
    let json = #"{"window": {"width": 400, "height": 400}, "views": ["# + views.joined(separator: ",") + "]}"
    let node = try JSONParser().parse(json, file: "scene.json")
    let reader = SceneReader(file: "scene.json", source: json)
    let scene = try SceneBuilder(registry: registry).build(try reader.read(node), reader: reader)
    return RecordNameTable(scene: scene)
  }

  /// Touches, control-event dispatches and action messages over every index of a table of
  /// `objects` and a few it does not hold, odd numbers, every value kind and name, every way an
  /// action finds its target, selector names that need escaping, and event sets of none, one and
  /// several events (and of bits no event has); with times that repeat and change, and a record built at once now and then.
  static func records(objects: Int) -> [PendingRecord] {
    let touchIDs = [0, 1, 7, 31, 32, -1, -42, 123_456_789, Int.max, Int.min]
    let coordinates: [Double] = [
      0, -0.0, 1.5, 120, -3.25, 0.1 + 0.2, 1e-7, 123_456.789, 1e15, 1e300, -.infinity, .infinity, .nan,
      Double.leastNonzeroMagnitude, 0.0005, 999.9995,
    ]
    let indexes: [Int32] = [-1, Int32(objects), Int32(objects + 5), .max, .min] + (0..<Int32(objects))
    let taps = [0, 1, 2, -3, Int.max, Int.min]
    let sets: [UIControl.Event] = [
      .touchDown, [], .valueChanged, [.touchUpInside, .primaryActionTriggered], .primaryActionTriggered,
      .allTouchEvents, UIControl.Event(rawValue: .max), UIControl.Event(rawValue: 1 << 63),
      UIControl.Event(rawValue: 1 << 40), .touchDragInside,
    ]
    let valueNames: [Int8] = [-1, 0, 1, 2, 3, 4, .max, .min]
    let values: [RecordValue] = [
      .float(0.4947826), .float(0.5), .float(-0.0), .float(.nan), .float(.infinity), .float(1e-45),
      .float(3.4028235e38), .double(0.1), .double(-0.0), .double(.nan), .double(1e21), .bool(true),
      .bool(false), .int(0), .int(-5), .int(.min), .int(.max),
    ]
    let times: [Double] = [0, 0.001, 0.0005, 12.3456789, 1e15, -0.0005, 99_999.9995, .infinity, 3]
    let vias: [ActionMessage.Resolution] = [.target, .responderChain, .unhandled]
    let actions = [
      "tapOK:", "handle:forEvent:", "", "quote\"d:", "é\u{7}:", String(repeating: "long", count: 20),
    ]
    var records: [PendingRecord] = []
    for index in 0..<600 {
      let t = times[(index / 3) % times.count]
      records.append(
        .touch(
          .init(
            t: t, id: touchIDs[index % touchIDs.count],
            phase: SamplePhase.allCases[index % SamplePhase.allCases.count],
            x: coordinates[index % coordinates.count], y: coordinates[(index * 7 + 3) % coordinates.count],
            view: indexes[index % indexes.count], tap: taps[index % taps.count])))
      records.append(
        .controlEvent(
          .init(
            t: t, control: indexes[(index * 3) % indexes.count], events: sets[index % sets.count],
            valueName: valueNames[index % valueNames.count], value: values[(index * 5) % values.count])))
      records.append(
        .action(
          .init(
            t: t, sender: indexes[(index * 5 + 1) % indexes.count],
            target: indexes[(index * 3 + 2) % indexes.count],
            via: vias[index % vias.count], events: sets[(index * 7) % sets.count],
            action: actions[index % actions.count])))
      if index % 10 == 0 {
        records.append(
          .built(
            ReplayRecord(
              t: t,
              kind: .action(
                .init(sender: "ok", action: "tap:", target: nil, via: "target", events: ["touchDown"])))))
      }
    }
    return records
  }

  /// The bytes the general path writes: each record built, then reported.
  static func general(
    _ records: [PendingRecord], tables: [RecordNameTable?], format: ReplayRequest.Format, colors: Bool
  ) -> [UInt8] {
    let writer = BufferedWriter(.memory, name: "<memory>", capacity: 1_000)
    let sink = RecordSink(format: format, output: writer, colors: colors)
    for (part, table) in parts(records, tables) {
      let builder = RecordBuilder(table: table)
      for record in part { sink.report(builder.build(record)) }
    }
    try? writer.flush()
    return writer.bytes
  }

  /// The bytes the writing thread's path writes, in batches of `size`, to `output`.
  static func direct(
    _ records: [PendingRecord], tables: [RecordNameTable?], format: ReplayRequest.Format, colors: Bool,
    size: Int, to output: TextOutput
  ) {
    let sink = RecordSink(format: format, output: output, colors: colors)
    let builder = RecordBuilder()
    for (part, table) in parts(records, tables) {
      builder.table = table
      var batch = RecordBatch<PendingRecord>(capacity: size)
      for record in part {
        batch.append(record)
        if batch.isFull {
          sink.report(contentsOf: batch, with: builder)
          batch = RecordBatch<PendingRecord>(capacity: size)
        }
      }
      sink.report(contentsOf: batch, with: builder)
    }
  }

  /// `records` cut in as many parts as `tables`, each with its table.
  private static func parts(_ records: [PendingRecord], _ tables: [RecordNameTable?]) -> [(
    ArraySlice<PendingRecord>, RecordNameTable?
  )] {
    let size = (records.count + tables.count - 1) / tables.count
    return tables.enumerated().map { index, table in
      (records[min(records.count, index * size)..<min(records.count, (index + 1) * size)], table)
    }
  }

  @Test(
    "the same bytes as the records built, for every field, in batches of any size, into any output",
    arguments: [ReplayRequest.Format.jsonl, .text], [false, true])
  func sameBytes(format: ReplayRequest.Format, colors: Bool) throws {
    let table = try Self.table()
    let records = Self.records(objects: table.ids.count)
    let expected = Self.general(records, tables: [table], format: format, colors: colors)
    #expect(!expected.isEmpty)

    for size in [1, 7, 2_048] {
      let writer = BufferedWriter(.memory, name: "<memory>", capacity: 100)
      Self.direct(records, tables: [table], format: format, colors: colors, size: size, to: writer)
      try writer.flush()
      let string = StringOutput()
      Self.direct(records, tables: [table], format: format, colors: colors, size: size, to: string)

      #expect(writer.bytes == expected)
      #expect(Array(string.text.utf8) == expected)
    }
  }

  @Test(
    "the same bytes with no table, and when the table changes between batches",
    arguments: [ReplayRequest.Format.jsonl, .text])
  func otherTables(format: ReplayRequest.Format) throws {
    let tables: [RecordNameTable?] = [nil, try Self.table(), try Self.table(reversed: true), nil]
    let records = Self.records(objects: Self.ids.count + 2)
    let expected = Self.general(records, tables: tables, format: format, colors: false)

    let writer = BufferedWriter(.memory, name: "<memory>", capacity: 100)
    Self.direct(records, tables: tables, format: format, colors: false, size: 64, to: writer)
    try writer.flush()

    #expect(writer.bytes == expected)
  }

  @Test("the JSON Lines names are escaped, and the text ones written as they are")
  func escaping() throws {
    let table = try Self.table()
    let index = Int32(try #require(table.ids.firstIndex(of: "quote\"d")))
    let records: [PendingRecord] = [
      .touch(.init(t: 1, id: 2, phase: .began, x: 3, y: 4, view: index, tap: 1)),
      .controlEvent(.init(t: 1, control: index, events: .touchDown, valueName: 1, value: .bool(true))),
      .action(
        .init(t: 1, sender: index, target: -1, via: .unhandled, events: .touchUpInside, action: "a\"b:")),
      .action(.init(t: 1, sender: -1, target: index, via: .target, events: [], action: "go:")),
    ]

    let jsonl = StringOutput()
    let text = StringOutput()
    let builder = RecordBuilder(table: table)
    for (format, output) in [(ReplayRequest.Format.jsonl, jsonl), (.text, text)] {
      let batch = RecordBatch<PendingRecord>(capacity: records.count)
      for record in records { batch.append(record) }
      RecordSink(format: format, output: output, colors: false).report(contentsOf: batch, with: builder)
    }

    #expect(
      jsonl.text == #"""
        {"t":1.0,"type":"touch","id":2,"phase":"began","x":3.0,"y":4.0,"view":"quote\"d","tap":1}
        {"t":1.0,"type":"controlEvent","control":"quote\"d","events":["touchDown"],"isOn":true}
        {"t":1.0,"type":"action","sender":"quote\"d","action":"a\"b:","target":null,"via":"unhandled","events":["touchUpInside"]}
        {"t":1.0,"type":"action","sender":null,"action":"go:","target":"quote\"d","via":"target","events":[]}

        """#)
    let className = String(describing: table.classes[Int(index)])
    #expect(
      text.text == """
            1.000  touch     2 began        (3.0, 4.0)       quote"d  tap 1
            1.000  event     quote"d \(className)  touchDown  isOn=true
            1.000  action    a"b:  quote"d -> nobody  via unhandled  [touchUpInside]
            1.000  action    go:  nil -> quote"d  via target

        """)
  }
}
