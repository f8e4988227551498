/// Where a replayer hands its records over: into the batch the writing thread takes next
/// (`RecordPipe`), or to a closure.
final class ReplayRecordSink {
  private let pipe: RecordPipe<ReplayRecord>?
  private let handOver: ((ReplayRecord) -> Void)?

  /// A sink that appends each record to `pipe`'s batch.
  init(pipe: RecordPipe<ReplayRecord>) {
    self.pipe = pipe
    handOver = nil
  }

  /// A sink that calls `handOver` with each record.
  init(_ handOver: @escaping (ReplayRecord) -> Void) {
    pipe = nil
    self.handOver = handOver
  }

  /// Hands `record` over.
  func report(_ record: ReplayRecord) {
    if let pipe {
      pipe.report(record)
    } else if let handOver {
      handOver(record)
    }
  }
}
