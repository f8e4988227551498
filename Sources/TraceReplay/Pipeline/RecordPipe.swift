import Foundation

/// Hands records to a reporter running on a thread of its own, in batches, so that formatting
/// and writing the output overlap the replay. Records reach the reporter in the order they were
/// given; `finish()` waits until every one has been written.
final class RecordPipe {
  /// Holds the reporter while the thread uses it; between `init` and `finish()` the thread is
  /// its only user.
  private final class SinkBox: @unchecked Sendable {
    let report: (ReplayRecord) -> Void
    init(_ report: @escaping (ReplayRecord) -> Void) { self.report = report }
  }

  /// Records per batch handed over.
  static let batchSize = 512
  /// Batches in flight: bounds the memory of records not yet written.
  static let batchesInFlight = 4

  private let queue = BlockingQueue<[ReplayRecord]>(capacity: RecordPipe.batchesInFlight)
  private let finishedWriting = DispatchSemaphore(value: 0)
  private var batch: [ReplayRecord] = []
  private var finished = false

  /// Starts the writing thread, which calls `report` for each record.
  init(_ report: @escaping (ReplayRecord) -> Void) {
    let box = SinkBox(report)
    let queue = self.queue
    let done = finishedWriting
    let thread = Thread {
      while let records = queue.pop() {
        for record in records { box.report(record) }
      }
      done.signal()
    }
    thread.name = "tracereplay.write"
    thread.start()
    batch.reserveCapacity(Self.batchSize)
  }

  deinit {
    finish()
  }

  /// Queues one record.
  func report(_ record: consuming ReplayRecord) {
    batch.append(record)
    if batch.count >= Self.batchSize {
      queue.push(batch)
      batch = []
      batch.reserveCapacity(Self.batchSize)
    }
  }

  /// Hands over the last records and waits until all have been reported.
  func finish() {
    guard !finished else { return }
    finished = true
    if !batch.isEmpty { queue.push(batch) }
    batch = []
    queue.close()
    finishedWriting.wait()
  }
}
