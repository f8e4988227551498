/// Sends records to the reporter of the chosen format.
final class RecordSink {
  private let jsonl: JSONLReporter?
  private let text: TextReporter?

  init(format: ReplayRequest.Format, output: TextOutput, colors: Bool) {
    switch format {
    case .jsonl:
      jsonl = JSONLReporter(output: output)
      text = nil
    case .text:
      jsonl = nil
      text = TextReporter(output: output, colors: colors)
    }
  }

  func report(_ record: ReplayRecord) {
    jsonl?.report(record)
    text?.report(record)
  }

  /// Writes `record` without handing the lines over: for a batch, followed by `handOver()`.
  func append(_ record: borrowing ReplayRecord) {
    jsonl?.append(record)
    text?.append(record)
  }

  /// Hands the lines written with `append(_:)` to the output.
  func handOver() {
    jsonl?.handOver()
    text?.handOver()
  }

  /// Writes the records of `batch`, moving each out of it and finishing it with `builder` (on
  /// the writing thread), then hands the lines over once.
  func report(contentsOf batch: RecordBatch<PendingRecord>, with builder: RecordBuilder) {
    batch.removeAll { append(builder.build($0)) }
    handOver()
  }
}
