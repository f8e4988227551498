/// A reporter that formats each record as one line into its `ReportLines`: what the JSON Lines
/// and text reporters share, one record at a time or a batch at a time.
protocol LineReporter: AnyObject {
  /// Where lines are built and how they reach the output.
  var lines: ReportLines { get }
  /// Appends `record`'s line, without its end.
  func write(_ record: borrowing ReplayRecord)
}

extension LineReporter {
  /// Writes one record as one line without handing the lines over (see `handOver()`).
  func append(_ record: borrowing ReplayRecord) {
    write(record)
    lines.lineEnded()
  }

  /// Hands the lines written with `append(_:)` to the output.
  func handOver() {
    lines.handOver()
  }

  /// Writes the records of `batch`, one line each, moving them out of it: no record is copied.
  func report(contentsOf batch: RecordBatch<ReplayRecord>) {
    batch.removeAll { append($0) }
    handOver()
  }
}
