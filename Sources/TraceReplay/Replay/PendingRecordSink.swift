/// Where a replayer hands its records over: straight into the batch the writing thread takes
/// next (`RecordPipe`), in the replayer's own code, or else to a closure.
final class PendingRecordSink {
  private let pipe: RecordPipe<PendingRecord>?
  private let handOver: ((consuming PendingRecord) -> Void)?

  /// A sink that appends each record to `pipe`'s batch.
  init(pipe: RecordPipe<PendingRecord>) {
    self.pipe = pipe
    handOver = nil
  }

  /// A sink that calls `handOver` with each record.
  init(_ handOver: @escaping (consuming PendingRecord) -> Void) {
    pipe = nil
    self.handOver = handOver
  }

  /// Hands `record` over.
  @inline(__always)
  func report(_ record: consuming PendingRecord) {
    if let pipe {
      pipe.report(record)
    } else if let handOver {
      handOver(record)
    }
  }
}
