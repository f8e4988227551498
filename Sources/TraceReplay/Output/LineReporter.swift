import UIKitModel

/// A reporter that formats each record as one line into its `ReportLines`: what the JSON Lines
/// and text reporters share.
protocol LineReporter: AnyObject {
  /// Where lines are built and how they reach the output.
  var lines: ReportLines { get }
  /// Appends `record`'s line: the one writer of each kind of record but the three below, which
  /// it calls.
  func write(_ record: borrowing ReplayRecord)
  /// Appends the line of a touch record: its one writer, for a built record and a pending one.
  func writeTouch(
    t: Double, id: String, idIsNumber: Bool, phase: UITouch.Phase, x: Double, y: Double, view: String?,
    tap: Int,
    blocked: ReplayRecord.Touch.DeliveryBlock?)
  /// Appends the line of a control-event record (see `writeTouch`), naming its events.
  func writeControlEvent(
    t: Double, control: String, className: String, events: UIControl.Event, valueName: String?,
    value: RecordValue?)
  /// Appends the line of an action record (see `writeTouch`), naming its events.
  func writeAction(
    t: Double, sender: String?, action: String, target: String?, via: ActionMessage.Resolution,
    events: UIControl.Event)
  /// Appends the line of a scroll record (see `writeTouch`).
  func writeScroll(t: Double, view: String, x: Double, y: Double)
}

extension LineReporter {
  /// Writes `record` with the writer of its kind when it is one of the frequent kinds (touch,
  /// control event, action, scroll); false, writing nothing, for any other kind.
  func writeFrequentKind(_ record: borrowing ReplayRecord) -> Bool {
    switch record.kind {
    case .touch(let touch):
      writeTouch(
        t: record.t, id: touch.id, idIsNumber: touch.idIsNumber, phase: touch.phase, x: touch.x, y: touch.y,
        view: touch.view, tap: touch.tap, blocked: touch.blocked)
    case .controlEvent(let event):
      writeControlEvent(
        t: record.t, control: event.control, className: event.className, events: event.events,
        valueName: event.valueName, value: event.value)
    case .action(let action):
      writeAction(
        t: record.t, sender: action.sender, action: action.action, target: action.target, via: action.via,
        events: action.events)
    case .scroll(let scroll):
      writeScroll(t: record.t, view: scroll.view, x: scroll.x, y: scroll.y)
    default:
      return false
    }
    return true
  }

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
  /// frequent kinds are written from their plain facts with the names `builder` looks up, without
  /// building a `ReplayRecord` first.
  ///
  /// Why: building each record, then copying and destroying it, took about 400 instructions a
  /// record, half of the writing thread's work (callgrind, 100 k samples of the bench trace).
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
        write(batch.moveOut(index), with: builder)
        index &+= 1
      }
      lines.lineEnded()
    }
    handOver()
  }

  /// Writes one pending record, naming its objects with `builder`.
  func write(_ pending: consuming PendingRecord, with builder: RecordBuilder) {
    switch consume pending {
    case .built(let record):
      write(record)
    case .touch(let touch):
      writeTouch(
        t: touch.t, id: builder.idText(touch.id), idIsNumber: true, phase: touch.phase,
        x: touch.x, y: touch.y, view: builder.id(touch.view), tap: touch.tap, blocked: nil)
    case .controlEvent(let dispatch):
      writeControlEvent(
        t: dispatch.t, control: builder.id(dispatch.control) ?? "?",
        className: builder.className(dispatch.control),
        events: dispatch.events, valueName: dispatch.value?.name,
        value: dispatch.value.map { RecordValue($0.value) })
    case .action(let action):
      writeAction(
        t: action.t, sender: builder.id(action.sender), action: action.action,
        target: builder.id(action.target),
        via: action.via, events: action.events)
    case .scroll(let scroll):
      writeScroll(t: scroll.t, view: builder.id(scroll.view) ?? "?", x: scroll.x, y: scroll.y)
    }
  }

  /// The most records `write(contentsOf:with:)` writes between two `lineEnded` calls.
  static var linesPerCheck: Int { 32 }
}
