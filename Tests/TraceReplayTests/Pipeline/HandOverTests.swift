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
