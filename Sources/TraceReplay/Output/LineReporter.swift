/// A reporter that formats each record as one line into its `ReportLines`: what the JSON Lines
/// and text reporters share.
protocol LineReporter: AnyObject {
  /// Where lines are built and how they reach the output.
  var lines: ReportLines { get }
  /// Appends `record`'s line, without its end: the one writer of each kind of record.
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

  /// Writes the records of `batch`, moving each out of it and building it with `builder`, then
  /// hands the lines over once.
  func write(contentsOf batch: RecordBatch<PendingRecord>, with builder: RecordBuilder) {
    // A loop here rather than `removeAll` with a closure: the closure, with every line's
    // formatting inlined into it, stayed a function called per record.
    let total = batch.takeAll()
    var index = 0
    while index < total {
      // The lines are let out (`lineEnded`) after each run of up to `linesPerCheck` records, not
      // after each record: about 7 instructions a record fewer. The buffer then holds up to
      // that many lines more than its capacity before it is written out, which it has room for
      // or grows to hold (`ByteLine`); the bytes written are the same.
      let runEnd = min(total, index &+ Self.linesPerCheck)
      while index < runEnd {
        write(builder.build(batch.moveOut(index)))
        index &+= 1
      }
      lines.lineEnded()
    }
    handOver()
  }

  /// The most records `write(contentsOf:names:)` writes between two `lineEnded` calls.
  static var linesPerCheck: Int { 32 }
}
