import Testing
import UIKitModel

@testable import TraceReplay

/// The reporters' batch entry (the writing thread's) and their lines built in a
/// `BufferedWriter`'s own buffer give the bytes of one record at a time into any output.
@Suite("Reporters: batches and outputs")
struct ReporterTests {
  typealias S = PipelineSupport

  /// The records of every example trace, with `--verbose`'s, and a few made up for the corners:
  /// escaping, empty and long lists, non-finite and float values, missing fields.
  static let records: [ReplayRecord] = {
    var records: [ReplayRecord] = []
    for name in S.exampleNames {
      var request = ReplayRequest(tracePath: S.traces + "/" + name)
      request.verbose = true
      ReplayRun.run(request, record: { records.append($0) }, diagnostics: { _ in })
    }
    let events: [UIControl.Event] = [.touchDown, .touchDragExit, .allEditingEvents, .primaryActionTriggered]
    let names = ["touchDown", "touch \"quoted\"", "päth\\name", "primaryActionTriggered"]
    for (index, value) in [RecordValue.float(0.4947826), .float(.nan), .double(-0.0), .double(1e21)]
      .enumerated()
    {
      records.append(
        ReplayRecord(
          t: 1e15 + Double(index),
          kind: .controlEvent(
            .init(
              control: "c\n\(index)", className: "UISlider", events: UIControl.Event(events.prefix(index)),
              valueName: "value", value: value))))
      records.append(
        ReplayRecord(
          t: Double(index),
          kind: .action(
            .init(
              sender: "c\n\(index)", action: "päth:\"\(index)\"", target: nil, via: .responderChain,
              events: UIControl.Event(events.prefix(index))))))
      records.append(
        ReplayRecord(
          t: Double(index),
          kind: .resolve(.init(action: "päth:\"\(index)\"", chain: Array(names.prefix(index)), found: nil))))
      records.append(
        ReplayRecord(
          t: -0.0005,
          kind: .touch(
            .init(
              id: "finger \(index) é", idIsNumber: false, phase: .moved, x: .infinity,
              y: Double.leastNonzeroMagnitude,
              view: nil, tap: -index,
              blocked: index == 1 ? .exclusiveTouchOfOtherView(view: "hidden \"view\"") : nil))))
    }
    return records
  }()

  /// Everything `report(_:)` writes, one record at a time, to a string.
  private func oneByOne(_ format: ReplayRequest.Format, colors: Bool) -> String {
    let output = StringOutput()
    let sink = RecordSink(format: format, output: output, colors: colors)
    for record in Self.records { sink.report(record) }
    return output.text
  }

  /// Everything the batch entry writes, in batches of `size`, as the writing thread receives
  /// records.
  private func batched(_ format: ReplayRequest.Format, colors: Bool, size: Int, to output: TextOutput) {
    let sink = RecordSink(format: format, output: output, colors: colors)
    let builder = RecordBuilder()
    var batch = RecordBatch<PendingRecord>(capacity: size)
    for record in Self.records {
      batch.append(.built(record))
      if batch.isFull {
        sink.report(contentsOf: batch, with: builder)
        #expect(batch.isEmpty)
        batch = RecordBatch<PendingRecord>(capacity: size)
      }
    }
    sink.report(contentsOf: batch, with: builder)
  }

  @Test(
    "batches give the bytes of one record at a time, into a string or a buffered writer",
    arguments: [ReplayRequest.Format.jsonl, .text], [false, true])
  func batches(format: ReplayRequest.Format, colors: Bool) throws {
    let expected = oneByOne(format, colors: colors)
    if format == .jsonl {  // the text format writes names as they are, new lines included
      #expect(expected.split(separator: "\n").count == Self.records.count)
    }
    for size in [1, 7, 512] {
      let output = StringOutput()
      batched(format, colors: colors, size: size, to: output)
      #expect(output.text == expected)
      let writer = BufferedWriter(.memory, name: "<memory>", capacity: 100)
      batched(format, colors: colors, size: size, to: writer)
      try writer.flush()
      #expect(writer.contents == expected)
    }
  }

  @Test("two reporters and other writes share one buffered writer, in order")
  func sharedWriter() throws {
    let writer = BufferedWriter(.memory, name: "<memory>", capacity: 1)
    let string = StringOutput()
    let jsonl = (JSONLReporter(output: writer), JSONLReporter(output: string))
    let text = (TextReporter(output: writer), TextReporter(output: string))
    for record in Self.records.prefix(300) {
      jsonl.0.report(record)
      jsonl.1.report(record)
      writer.write("between\n")
      string.write("between\n")
      text.0.report(record)
      text.1.report(record)
    }
    try writer.flush()
    #expect(writer.contents == string.text)
  }

  @Test("a list is written again when an array with its names changes")
  func listsByIdentity() {
    let output = StringOutput()
    let reporter = JSONLReporter(output: output)
    var chain = ["vc"]
    func report() {
      reporter.report(ReplayRecord(t: 0, kind: .resolve(.init(action: "a:", chain: chain, found: nil))))
    }
    report()
    chain.append("window")
    report()
    chain[0] = "root"
    report()
    chain = []
    report()
    #expect(
      output.text.split(separator: "\n").map { $0.split(separator: "[")[1] } == [
        #""vc"],"found":null}"#, #""vc","window"],"found":null}"#, #""root","window"],"found":null}"#,
        #"],"found":null}"#,
      ])
  }

  @Test("many lists in turn, more than the cache holds, are each written as they are")
  func manyLists() {
    let lists = (0..<200).map { index in (0...(index % 4)).map { "e\(index)-\($0)" } }
    let output = StringOutput()
    let reporter = JSONLReporter(output: output)
    var expected = ""
    for round in 0..<3 {
      for (index, list) in lists.enumerated() where (index + round) % 3 != 0 {
        reporter.report(
          ReplayRecord(
            t: 0,
            kind: .resolve(.init(action: "a:", chain: list, found: nil))))
        let names = list.map { "\"\($0)\"" }.joined(separator: ",")
        expected += #"{"t":0.0,"type":"resolve","action":"a:","chain":["# + names + #"],"found":null}"# + "\n"
      }
    }
    #expect(output.text == expected)
  }

  @Test("slider values written again while they repeat, and anew when they change")
  func repeatedValues() {
    let jsonl = StringOutput()
    let text = StringOutput()
    let reporters: (JSONLReporter, TextReporter) = (JSONLReporter(output: jsonl), TextReporter(output: text))
    for value: Float in [0.5, 0.5, 0.4947826, -0.0, 0.5] {
      let record = ReplayRecord(
        t: 0,
        kind: .controlEvent(
          .init(control: "s", className: "UISlider", events: [], valueName: "value", value: .float(value))))
      reporters.0.report(record)
      reporters.1.report(record)
    }

    #expect(
      jsonl.text.split(separator: "\n").map { $0.split(separator: ":").last ?? "" } == [
        "0.5}", "0.5}", "0.4947826}", "-0.0}", "0.5}",
      ])
    #expect(
      text.text.split(separator: "\n").map { $0.split(separator: "=").last ?? "" } == [
        "0.5", "0.5", "0.4947826", "-0.0", "0.5",
      ])
  }

  @Test("a batch moves its records out in order and holds no more than its capacity")
  func batch() {
    let batch = RecordBatch<ReplayRecord>(capacity: 3)
    for index in 0..<4 {
      let accepted = batch.append(
        ReplayRecord(t: Double(index), kind: .firstResponder(from: nil, to: "\(index)")))
      #expect(accepted == (index < 3))
    }
    #expect(batch.isFull)
    var times: [Double] = []
    batch.removeAll { times.append($0.t) }
    #expect(times == [0, 1, 2])
    #expect(batch.isEmpty)
    // A batch dropped with records in it destroys them.
    let dropped = RecordBatch<ReplayRecord>(capacity: 2)
    dropped.append(
      ReplayRecord(t: 0, kind: .firstResponder(from: String(repeating: "x", count: 100), to: nil)))
  }
}
