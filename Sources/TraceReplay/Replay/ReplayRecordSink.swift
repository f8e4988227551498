/// Where a replayer hands its records over: into the batch the writing thread takes next
/// (`RecordPipe`), or to a closure that takes each record built.
final class ReplayRecordSink {
  private let pipe: RecordPipe<PendingRecord>?
  private let handOver: ((ReplayRecord) -> Void)?
  /// Builds the records handed to `handOver`.
  private let builder = RecordBuilder()

  /// A sink that appends each record to `pipe`'s batch, to be built where it is written.
  init(pipe: RecordPipe<PendingRecord>) {
    self.pipe = pipe
    handOver = nil
  }

  /// A sink that calls `handOver` with each record, built.
  init(_ handOver: @escaping (ReplayRecord) -> Void) {
    pipe = nil
    self.handOver = handOver
  }

  /// The table pending records name objects by, for the records this sink builds.
  func use(_ table: RecordNameTable) {
    builder.table = table
  }

  /// Hands `record` over.
  func report(_ record: consuming PendingRecord) {
    guard let handOver else {
      pipe?.report(record)
      return
    }
    handOver(builder.build(record))
  }

  /// Hands a record built in full over.
  func report(_ record: ReplayRecord) {
    report(.built(record))
  }
}
