/// A reporter that formats each record as one line into its `ReportLines`: what the JSON Lines
/// and text reporters share.
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

}
