import Foundation
import Testing

@testable import TraceReplay

/// `ReplayRun.run(_:output:diagnostics:)` hands records over in batches and, for a long trace,
/// reads ahead on one thread and writes on another; these tests hold it, on traces long enough to
/// cross many batches, to what a single thread writes record by record, byte for byte, and check
/// the pieces. (Every short trace's output is held by its goldens, which `make test` checks with
/// the fast paths on and off.)
@Suite("The three-thread run")
struct PipelineTests {
  typealias S = PipelineSupport

  @Test(
    "a long trace, crossing many batches, gives the same bytes",
    arguments: [ReplayRequest.Format.jsonl, .text])
  func longTrace(format: ReplayRequest.Format) {
    let request = S.request(S.longTrace(taps: 3_000), format: format)
    let serial = S.serialOutput(request)
    let pipelined = S.pipelinedOutput(request)
    #expect(serial.1 == .completed(samples: 12_000, warnings: 0))
    #expect(pipelined.1 == serial.1)
    #expect(pipelined.0 == serial.0)
  }

  @Test("threads are started for long traces only; a short one takes the same route on one thread")
  func automaticChoice() {
    #expect(!ReplayRun.isLong(ReplayRequest(tracePath: S.traces + "/tap.jsonl")))
    #expect(!ReplayRun.isLong(ReplayRequest(tracePath: S.traces + "/no-such-trace.jsonl")))
    #expect(!ReplayRun.isLong(S.request(S.longTrace(taps: 100), format: .jsonl)))
    #expect(ReplayRun.isLong(S.request(S.longTrace(taps: 3_000), format: .jsonl)))
    var streamed = ReplayRequest(tracePath: "-")
    streamed.standardInput = nil
    #expect(ReplayRun.isLong(streamed))
  }

  @Test("lenient warnings land between the same records")
  func warningsInPlace() {
    let request = S.request(S.longTrace(taps: 1_500, badEvery: 97), format: .jsonl, lenient: true)
    let serial = S.serialOutput(request)
    let pipelined = S.pipelinedOutput(request)
    #expect(serial.1 == .completed(samples: 5_985, warnings: 15))
    #expect(pipelined.1 == serial.1)
    #expect(pipelined.0 == serial.0)
    #expect(pipelined.0.components(separatedBy: "\"type\":\"warning\"").count == 16)
  }

  @Test("diagnostics written to the same output land after the records before them")
  func diagnosticsInPlace() {
    let request = S.request(
      S.longTrace(taps: 1_500, badEvery: 97, stopWith: "{\"t\": 1e9"), format: .jsonl, lenient: true)
    var outputs: [String] = []
    // One thread, as the plain route writes: each record and diagnostic as it happens.
    let serial = StringOutput()
    let reporter = JSONLReporter(output: serial)
    _ = ReplayRun.run(
      request, record: reporter.report, diagnostics: { serial.write("DIAG \($0.line) \($0.message)\n") })
    outputs.append(serial.text)
    let output = StringOutput()
    _ = ReplayRun.run(
      request, output: output, diagnostics: { output.write("DIAG \($0.line) \($0.message)\n") })
    outputs.append(output.text)
    // 15 lenient warnings, the stopping error, and the warning that a drag went past the
    // window's right edge (x 402.5 in a 390 pt window), given once.
    #expect(outputs[0].components(separatedBy: "DIAG ").count == 18)
    #expect(outputs[1] == outputs[0])
  }

  @Test("an error after many batches stops both runs at the same record")
  func errorStops() {
    let request = S.request(S.longTrace(taps: 1_200, stopWith: "{\"t\": 1e9"), format: .jsonl)
    let serial = S.serialOutput(request)
    let pipelined = S.pipelinedOutput(request)
    guard case .failed(let diagnostic) = pipelined.1 else {
      Issue.record("expected a failure, got \(pipelined.1)")
      return
    }
    #expect(diagnostic.line == 4_802)
    #expect(pipelined.1 == serial.1)
    #expect(pipelined.0 == serial.0)
    #expect(pipelined.0.hasSuffix("\"line\":4802,\"column\":10}\n"))
  }
}

@Suite("Reading ahead")
struct ReadAheadTests {
  typealias S = PipelineSupport

  private func compare(_ text: String, lenient: Bool) throws {
    let options = TraceReadOptions(lenient: lenient)
    var reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", options: options)
    let direct = S.transcript(&reader)
    var ahead = ReadAhead(try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", options: options))
    let read = S.transcript(&ahead)
    // The first difference, rather than two long lists.
    let shorter = min(read.count, direct.count)
    let first = (0..<shorter).first { read[$0] != direct[$0] } ?? shorter
    #expect(read.count == direct.count)
    #expect(
      first == shorter,
      "line \(first): \(read.dropFirst(first).first ?? "end") instead of \(direct.dropFirst(first).first ?? "end")"
    )
    #expect(direct.count > 2 * ReadAhead.batchSize)
  }

  @Test("the same groups, in the same order, across batches")
  func sameGroups() throws {
    try compare(S.longTrace(taps: 700), lenient: false)
  }

  @Test("the same warnings after the same groups")
  func sameWarnings() throws {
    try compare(S.longTrace(taps: 700, badEvery: 13), lenient: true)
  }

  @Test("the same error after the last good group")
  func sameError() throws {
    try compare(S.longTrace(taps: 700, stopWith: "[1, 2]"), lenient: false)
  }

  @Test("a replay that stops reading early lets the reading thread end")
  func stopsEarly() throws {
    let text = S.longTrace(taps: 5_000)
    weak var weakAhead: ReadAhead?
    do {
      var ahead = ReadAhead(try TraceReader(bytes: Array(text.utf8), name: "t.jsonl"))
      weakAhead = ahead
      var groups = 0
      let samples = try ahead.forEachGroup { _, _ in
        groups += 1
        return false
      } warning: { _ in
      }
      #expect(groups == 1)
      #expect(samples == 0)
    }
    #expect(weakAhead == nil)
  }
}

@Suite("Record pipe and blocking queue")
struct RecordPipeTests {
  @Test("every record arrives in order, and finish waits for the last")
  func order() {
    final class Collected: @unchecked Sendable { var times: [Double] = [] }
    let collected = Collected()
    let pipe = RecordPipe<ReplayRecord> { batch in batch.removeAll { collected.times.append($0.t) } }
    for index in 0..<10_000 {
      pipe.report(ReplayRecord(t: Double(index), kind: .firstResponder(from: nil, to: "\(index)")))
    }
    pipe.finish()
    #expect(collected.times == (0..<10_000).map(Double.init))
  }

  @Test("a queue hands elements over in order between threads and ends when closed")
  func queueOrder() {
    let queue = BlockingQueue<Int>(capacity: 2)
    let producer = Thread {
      for value in 0..<1_000 { queue.push(value) }
      queue.close()
    }
    producer.start()
    var received: [Int] = []
    while let value = queue.pop() { received.append(value) }
    #expect(received == Array(0..<1_000))
  }

  @Test("a closed queue refuses pushes and drains what it holds")
  func closed() {
    let queue = BlockingQueue<String>(capacity: 4)
    #expect(queue.push("a"))
    #expect(queue.push("b"))
    queue.close()
    #expect(!queue.push("c"))
    #expect(queue.pop() == "a")
    #expect(queue.pop() == "b")
    #expect(queue.pop() == nil)
  }
}
