import Foundation

/// Hands records to a reporter in batches: on a thread of its own, so that formatting and
/// writing the output overlap the replay, or, for a short replay, on the caller's thread as each
/// batch fills (starting a thread costs more than writing a few hundred records). Batches reach
/// the reporter whole, in the order their records were given; `flush()` and `finish()` return
/// once every one given so far has been written.
final class RecordPipe<Record> {
  /// Batches handed over and batches written, so that `flush()` can wait for the writer.
  private final class Progress: @unchecked Sendable {
    let condition = NSCondition()
    var written = 0
  }

  /// Holds the reporter while the thread uses it; between `init` and `finish()` the thread is
  /// its only user.
  private final class SinkBox: @unchecked Sendable {
    let report: (RecordBatch<Record>) -> Void
    init(_ report: @escaping (RecordBatch<Record>) -> Void) { self.report = report }
  }

  /// Records per batch handed over.
  static var batchSize: Int { 2048 }
  /// Batches in flight: bounds the memory of records not yet written.
  static var batchesInFlight: Int { 4 }

  /// The writing thread, faster than the replay, would be woken for each batch; it is woken for
  /// two (see `BlockingQueue`), or at once when the replay waits for it (`flush()`) or for its
  /// input (`wakeWriter()`).
  private let queue = BlockingQueue<RecordBatch<Record>>(
    capacity: RecordPipe.batchesInFlight, consumerWakesAt: 2)
  /// Batches written and emptied, for the replay to fill again (see `SparePool`).
  private let spares = SparePool<RecordBatch<Record>>(limit: RecordPipe.batchesInFlight + 2)
  private let finishedWriting = DispatchSemaphore(value: 0)
  private let progress = Progress()
  private var handedOver = 0
  private var batch = RecordBatch<Record>(capacity: RecordPipe.batchSize)
  private var finished = false

  /// The reporter, when batches are written on the caller's thread; nil with a writing thread.
  private let inline: ((RecordBatch<Record>) -> Void)?

  /// Starts the writing thread (unless `onThread` is false: batches are then written on the
  /// caller's thread), which calls `report` with each batch; `report` moves the records out of
  /// it (`RecordBatch.removeAll(_:)`).
  init(batches report: @escaping (RecordBatch<Record>) -> Void, onThread: Bool = true) {
    inline = onThread ? nil : report
    guard onThread else { return }
    let box = SinkBox(report)
    let queue = self.queue
    let done = finishedWriting
    let progress = self.progress
    let spares = self.spares
    let thread = Thread {
      while let records = queue.pop() {
        box.report(records)
        // What the batch retired is freed here; the batch, emptied by the reporter, is kept.
        records.retired.removeAll(keepingCapacity: true)
        if records.isEmpty { spares.give(records) }
        progress.condition.lock()
        progress.written += 1
        progress.condition.broadcast()
        progress.condition.unlock()
      }
      done.signal()
    }
    thread.name = "tracereplay.write"
    thread.start()
  }

  deinit {
    finish()
  }

  /// Queues one record: moves it into the batch, in the caller's code.
  @inline(__always)
  func report(_ record: consuming Record) {
    batch.append(record)
    if batch.isFull { handOver() }
  }

  /// Hands `object` over with the records queued so far, so that the writing thread frees it
  /// (a few at a time, so that they do not wait long when records are few).
  func retire(_ object: AnyObject) {
    batch.retired.append(object)
    if batch.retired.count >= Self.batchesInFlight { handOver() }
  }

  @inline(never)
  private func handOver() {
    if let inline {
      inline(batch)
      batch.retired.removeAll(keepingCapacity: true)
      return
    }
    queue.push(batch)
    handedOver += 1
    batch = spares.take() ?? RecordBatch<Record>(capacity: Self.batchSize)
  }

  /// Wakes the writing thread if a batch is waiting for it, however few: for the replay, before
  /// it waits for its input.
  func wakeWriter() {
    queue.wakeConsumer()
  }

  /// Hands over the records queued so far and waits until the reporter has written them all:
  /// before anything else writes to the same output (a diagnostic), as one thread would order it.
  func flush() {
    guard !finished else { return }
    if !batch.isEmpty { handOver() }
    guard inline == nil else { return }
    wakeWriter()
    progress.condition.lock()
    while progress.written < handedOver { progress.condition.wait() }
    progress.condition.unlock()
  }

  /// Hands over the last records, waits until all have been reported, and waits for the
  /// writing thread to end.
  func finish() {
    guard !finished else { return }
    flush()
    finished = true
    guard inline == nil else { return }
    queue.close()
    finishedWriting.wait()
  }
}
