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

  /// Writes the records of `batch` (on the writing thread), moving each out of it and building
  /// it with `builder`, then hands the lines over once.
  func report(contentsOf batch: RecordBatch<PendingRecord>, with builder: RecordBuilder) {
    if let jsonl {
      jsonl.write(contentsOf: batch, with: builder)
    } else if let text {
      text.write(contentsOf: batch, with: builder)
    }
  }
}
