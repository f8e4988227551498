/// A reporter that formats each record as one line into its `ReportLines`: what the JSON Lines
/// and text reporters share.
protocol LineReporter: AnyObject {
  /// Where lines are built and how they reach the output.
  var lines: ReportLines { get }
  /// The names the plain pending records refer to, as the reporter writes them.
  var names: RecordNameBytes { get }
  /// Appends `record`'s line, without its end.
  func write(_ record: borrowing ReplayRecord)
  /// Appends the line of a touch, as `write(_:)` does for the record `RecordBuilder` builds from
  /// it with the table of `names`.
  func write(_ touch: borrowing PendingRecord.Touch)
  /// Appends the line of a control-event dispatch, as `write(_:)` does for the record
  /// `RecordBuilder` builds from it with the table of `names`.
  func write(_ dispatch: borrowing PendingRecord.ControlEvent)
  /// Appends the line of an action message, as `write(_:)` does for the record `RecordBuilder`
  /// builds from it with the table of `names`.
  func write(_ action: borrowing PendingRecord.Action)
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

  /// Writes the records of `batch`, moving each out of it, then hands the lines over once. The
  /// plain kinds are written straight from their facts, with the names of `table`; the others
  /// are built already.
  func write(contentsOf batch: RecordBatch<PendingRecord>, names table: RecordNameTable?) {
    names.use(table)
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
        write(batch.moveOut(index))
        index &+= 1
      }
      lines.lineEnded()
    }
    handOver()
  }

  /// The most records `write(contentsOf:names:)` writes between two `lineEnded` calls.
  static var linesPerCheck: Int { 32 }

  /// Writes one pending record as one line, the plain kinds with the names of `names`' table.
  @inline(__always)
  private func write(_ pending: consuming PendingRecord) {
    switch consume pending {
    case .touch(let touch): write(touch)
    case .controlEvent(let dispatch): write(dispatch)
    case .action(let action): write(action)
    case .built(let record): write(record)
    }
  }
}
