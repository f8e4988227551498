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

  /// Writes the records of `batch`, moving them out of it (`RecordPipe`'s writing thread).
  func report(contentsOf batch: RecordBatch) {
    jsonl?.report(contentsOf: batch)
    text?.report(contentsOf: batch)
  }
}
