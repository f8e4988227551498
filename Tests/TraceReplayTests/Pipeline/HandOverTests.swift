import Foundation
import Testing

@testable import TraceReplay

/// The hand-over pieces' economies: a queue that wakes a waiting side only when there is enough
/// for it to do, and storage kept for reuse. Each must lose nothing and never leave a side asleep
/// when the other waits for it.
@Suite("Hand-over between threads")
struct HandOverTests {
  /// (capacity, consumer wakes at, producer wakes at room)
  static let wakeRules: [(Int, Int, Int)] = [(1, 1, 1), (2, 2, 1), (4, 2, 2), (4, 4, 4), (3, 9, 9)]

  @Test("a queue that wakes late still hands every element over, in order", arguments: wakeRules)
  func lateWakes(rule: (Int, Int, Int)) {
    let queue = BlockingQueue<Int>(capacity: rule.0, consumerWakesAt: rule.1, producerWakesAtRoom: rule.2)
    // An odd count, so that the last element is queued alone and only the close wakes for it.
    let count = 2_001
    let producer = Thread {
      for value in 0..<count { queue.push(value) }
      queue.close()
    }
    producer.start()
    var received: [Int] = []
    while let value = queue.pop() { received.append(value) }
    #expect(received == Array(0..<count))
  }

  @Test("a consumer waiting for two elements is woken for one when asked")
  func wakeConsumer() {
    let queue = BlockingQueue<Int>(capacity: 4, consumerWakesAt: 2)
    let popped = DispatchSemaphore(value: 0)
    final class Box: @unchecked Sendable { var value: Int? }
    let box = Box()
    let consumer = Thread {
      box.value = queue.pop()
      popped.signal()
    }
    consumer.start()
    // Wait until the consumer is likely asleep; the wake must work whether or not it is yet.
    Thread.sleep(forTimeInterval: 0.02)
    queue.push(7)
    queue.wakeConsumer()
    #expect(popped.wait(timeout: .now() + 10) == .success)
    #expect(box.value == 7)
    queue.close()
  }

  @Test("flush returns once a lone record is written, though the writer waits for two batches")
  func flushLoneRecord() {
    final class Collected: @unchecked Sendable { var times: [Double] = [] }
    let collected = Collected()
    // The pipe is used by one thread at a time: the replay thread, then (once it has flushed)
    // this one.
    final class PipeBox: @unchecked Sendable {
      let pipe: RecordPipe<ReplayRecord>
      init(_ pipe: RecordPipe<ReplayRecord>) { self.pipe = pipe }
    }
    let box = PipeBox(RecordPipe<ReplayRecord> { batch in batch.removeAll { collected.times.append($0.t) } })
    let flushed = DispatchSemaphore(value: 0)
    let replay = Thread {
      // Let the writing thread wait first.
      Thread.sleep(forTimeInterval: 0.02)
      box.pipe.report(ReplayRecord(t: 1, kind: .firstResponder(from: nil, to: "a")))
      box.pipe.flush()
      flushed.signal()
    }
    replay.start()
    guard flushed.wait(timeout: .now() + 10) == .success else {
      Issue.record("flush did not return: the writing thread was not woken")
      // Finishing would wait forever too; the pipe and its threads are left behind.
      _ = Unmanaged.passRetained(box)
      return
    }
    #expect(collected.times == [1])
    box.pipe.finish()
  }

  @Test("reused record batches carry every record, and retired objects are freed by the writer")
  func reusedBatches() {
    final class Collected: @unchecked Sendable { var times: [Double] = [] }
    final class Spent {}
    let collected = Collected()
    let pipe = RecordPipe<ReplayRecord> { batch in batch.removeAll { collected.times.append($0.t) } }
    weak var lastSpent: Spent?
    // Many more batches than the pool keeps, so that kept batches are filled again.
    let count = RecordPipe<ReplayRecord>.batchSize * 12 + 5
    for index in 0..<count {
      pipe.report(ReplayRecord(t: Double(index), kind: .firstResponder(from: nil, to: nil)))
      if index % 1_000 == 0 {
        let spent = Spent()
        lastSpent = spent
        pipe.retire(spent)
      }
    }
    pipe.finish()
    #expect(collected.times == (0..<count).map(Double.init))
    #expect(lastSpent == nil)
  }

  @Test("a pool keeps what it has room for, gives back the last kept first, and frees the rest")
  func sparePool() {
    final class Item {
      let number: Int
      init(_ number: Int) { self.number = number }
    }
    let pool = SparePool<Item>(limit: 2)
    #expect(pool.take() == nil)
    weak var third: Item?
    do {
      let items = [Item(1), Item(2), Item(3)]
      third = items[2]
      for item in items { pool.give(item) }
    }
    #expect(pool.count == 2)
    #expect(third == nil)
    #expect(pool.take()?.number == 2)
    #expect(pool.take()?.number == 1)
    #expect(pool.take() == nil)
  }
}

/// A trace streamed from a pipe that pauses: what has been replayed reaches the output while the
/// input waits, as it would with one thread.
@Suite("Streaming from a pipe")
struct PausedPipeTests {
  typealias S = PipelineSupport

  /// An output other threads may read while the replay writes to it.
  final class SharedOutput: TextOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func write(_ text: String) { append(Array(text.utf8)) }
    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { append(Array(bytes)) }
    private func append(_ more: [UInt8]) {
      lock.lock()
      bytes += more
      lock.unlock()
    }
    var lines: Int {
      lock.lock()
      defer { lock.unlock() }
      return bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    }
    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test("records replayed before the input pauses are written while it pauses")
  func pausedInput() throws {
    // The header, one read-ahead batch of groups (one sample each: 2,176 records, one record
    // batch and some) and a few lines: the replay gets the batch, hands one record batch over
    // and waits for the next read-ahead batch, which the pause holds back. The writing thread
    // is woken only for two record batches, or by the replay before it waits.
    let trace = S.longTrace(taps: 600)
    let lines = trace.split(separator: "\n", omittingEmptySubsequences: false)
    let firstPart = lines.prefix(1 + ReadAhead.batchSize + 10).joined(separator: "\n") + "\n"
    let rest = lines.dropFirst(1 + ReadAhead.batchSize + 10).joined(separator: "\n")
    let pipe = Pipe()
    var request = S.request("", format: .jsonl)
    request.standardInput = nil
    request.tracePath = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let output = SharedOutput()
    let finished = DispatchSemaphore(value: 0)
    // The request is used by the replay's thread alone.
    final class RequestBox: @unchecked Sendable {
      let request: ReplayRequest
      init(_ request: ReplayRequest) { self.request = request }
    }
    let box = RequestBox(request)
    let replay = Thread {
      _ = ReplayRun.run(box.request, output: output, diagnostics: { _ in })
      finished.signal()
    }
    replay.start()
    // More than the pipe's buffer holds: written while the replay reads.
    pipe.fileHandleForWriting.write(Data(firstPart.utf8))
    // The input stays open: a full record batch must still reach the output.
    let deadline = Date().addingTimeInterval(10)
    while output.lines < RecordPipe<ReplayRecord>.batchSize && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(output.lines >= RecordPipe<ReplayRecord>.batchSize)
    pipe.fileHandleForWriting.write(Data(rest.utf8))
    try pipe.fileHandleForWriting.close()
    #expect(finished.wait(timeout: .now() + 30) == .success)
    #expect(output.text == S.pipelinedOutput(S.request(trace, format: .jsonl)).0)
  }
}
