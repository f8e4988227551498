import UIKitModel

/// Writes records as JSON Lines, the machine-readable output of the contract (section 5).
package final class JSONLReporter: LineReporter {
  let lines: ReportLines
  /// `lines.line`, where each record is formatted.
  let line: ByteLine
  private let time = RepeatedBytes()
  let floatValue = RepeatedBytes()
  private let lists = NameListCache()
  /// The names of control-event sets (of control-event, action, UIAction and dispatch records),
  /// each set's one array (which `lists` finds by identity).
  private var eventNames = EventNameCache()

  package init(output: TextOutput) {
    lines = ReportLines(output: output)
    line = lines.line
  }

  /// Writes one record as one line.
  package func report(_ record: ReplayRecord) {
    append(record)
    handOver()
  }

  /// Appends `record`'s line to `line`.
  func write(_ record: borrowing ReplayRecord) {
    if writeFrequentKind(record) { return }
    writeOther(record)
  }

  /// Appends the line of a record of a less frequent kind.
  private func writeOther(_ record: borrowing ReplayRecord) {
    appendStart(record.t)
    switch record.kind {
    case .touch, .controlEvent, .action, .scroll:
      // Never here: `write(_:)` hands these to their own writers.
      break
    case .uiAction(let action):
      type("uiAction")
      field("sender", action.sender)
      field("title", action.title)
      if let identifier = action.identifier { field("identifier", identifier) }
      names("events", eventNames.names(action.events))
    case .firstResponder(let from, let to):
      type("firstResponder")
      key("from")
      optionalString(from)
      key("to")
      optionalString(to)
    case .diagnostic(let diagnostic):
      if diagnostic.isError { type("error") } else { type("warning") }
      field("message", diagnostic.message)
      if let lineNumber = diagnostic.line {
        key("line")
        line.append(int: lineNumber)
      }
      if let column = diagnostic.column {
        key("column")
        line.append(int: column)
      }
      if diagnostic.isError && diagnostic.message.hasSuffix(TextReporter.unrecognizedSelector) {
        field("note", TextReporter.terminationNoteField)
      }
    case .hitTest(let hit):
      type("hitTest")
      field("touch", hit.touch)
      key("steps")
      line.append("[")
      for (index, step) in hit.steps.enumerated() {
        line.append(index == 0 ? "{" : ",{")
        line.append("\"view\":")
        string(step.view)
        key("depth")
        line.append(int: step.depth)
        number("x", step.x)
        number("y", step.y)
        name("outcome", step.outcomeName)
        line.append("}")
      }
      line.append("]")
    case .tracking(let tracking):
      type("tracking")
      field("control", tracking.control)
      name("callback", tracking.callback.recordName)
      if let result = tracking.result {
        key("result")
        line.append(result ? "true" : "false")
      }
      if let x = tracking.x, let y = tracking.y {
        number("x", x)
        number("y", y)
      }
    case .state(let state):
      type("state")
      field("control", state.control)
      name("property", state.property.recordName)
      key("value")
      line.append(state.value ? "true" : "false")
    case .dispatch(let dispatch):
      type("dispatch")
      field("control", dispatch.control)
      names("events", eventNames.names(dispatch.events))
      key("entries")
      line.append("[")
      for (index, entry) in dispatch.entries.enumerated() {
        line.append(index == 0 ? "{" : ",{")
        line.append("\"target\":")
        if entry.isUIAction { line.append("\"UIAction\"") } else { optionalString(entry.target) }
        field("action", entry.action)
        names("events", eventNames.names(entry.events))
        key("matched")
        line.append(entry.matched ? "true" : "false")
        line.append("}")
      }
      line.append("]")
    case .resolve(let resolve):
      type("resolve")
      field("action", resolve.action)
      names("chain", resolve.chain)
      key("found")
      optionalString(resolve.found)
    case .gesture(let gesture):
      type("gesture")
      field("recognizer", gesture.recognizer)
      key("view")
      optionalString(gesture.view)
      name("state", gesture.state.recordName)
      if let scale = gesture.scale { number("scale", scale) }
      if let rotation = gesture.rotation { number("rotation", rotation) }
    case .recognizerAction(let action):
      type("action")
      field("sender", action.sender)
      field("action", action.action)
      key("target")
      optionalString(action.target)
      name("via", action.via.recordName)
    case .selection(let selection):
      type("selection")
      field("view", selection.view)
      field("cell", selection.cell)
    case .cancel(let cancel):
      type("cancel")
      key("id")
      touchID(cancel.id, isNumber: cancel.idIsNumber)
      field("view", cancel.view)
      field("by", cancel.by)
    case .recognizerFailure(let failure):
      type("recognizerFailure")
      field("recognizer", failure.recognizer)
      key("scrollView")
      line.append(failure.isScrollView ? "true" : "false")
      name("reason", failure.reason.recordName)
      key("by")
      optionalString(failure.by)
      if failure.byIsScrollView {
        key("byScrollView")
        line.append("true")
      }
    case .touchDropped(let dropped):
      type("touchDropped")
      key("id")
      touchID(dropped.id, isNumber: dropped.idIsNumber)
      field("view", dropped.view)
      field("by", dropped.by)
    case .touchReleased(let released):
      type("touchReleased")
      key("id")
      touchID(released.id, isNumber: released.idIsNumber)
      field("view", released.view)
      name("phase", released.phase.recordName)
      key("heldBy")
      line.append("[")
      for (index, holder) in released.holders.enumerated() {
        line.append(index == 0 ? "{" : ",{")
        line.append("\"by\":")
        string(holder.by)
        name("holder", holder.role.recordName)
        name("cause", holder.cause.recordName)
        line.append("}")
      }
      line.append("]")
    case .stateChange(let change):
      type("state")
      field("view", change.view)
      field("property", change.property)
      key("value")
      if case .string(let text) = change.value {
        string(text)
      } else {
        line.append(string: change.value.json)
      }
    }
    line.append("}\n")
  }

  /// The line of a touch record (contract section 5).
  func writeTouch(
    t: Double, id: String, idIsNumber: Bool, phase: UITouch.Phase, x: Double, y: Double, view: String?,
    tap: Int,
    blocked: ReplayRecord.Touch.DeliveryBlock?
  ) {
    appendStart(t)
    // The common kinds write each run of literal bytes with one append.
    line.append(",\"type\":\"touch\",\"id\":")
    touchID(id, isNumber: idIsNumber)
    line.append(",\"phase\":\"")
    line.append(phase.recordName)
    line.append("\"")
    line.append(",\"x\":")
    line.append(json: x)
    line.append(",\"y\":")
    line.append(json: y)
    line.append(",\"view\":")
    optionalString(view)
    line.append(",\"tap\":")
    line.append(int: tap)
    if let blocked { field("blocked", blocked.recordName) }
    line.append("}\n")
  }

  /// The line of a control-event record (contract section 5).
  func writeControlEvent(
    t: Double, control: String, className: String, events: UIControl.Event, valueName: String?,
    value: RecordValue?
  ) {
    appendStart(t)
    line.append(",\"type\":\"controlEvent\",\"control\":")
    string(control)
    line.append(",\"events\":")
    list(eventNames.names(events))
    if let valueName, let value {
      key(string: valueName)
      self.value(value)
    }
    line.append("}\n")
  }

  /// The line of an action record (contract section 5).
  func writeAction(
    t: Double, sender: String?, action: String, target: String?, via: ActionMessage.Resolution,
    events: UIControl.Event
  ) {
    appendStart(t)
    line.append(",\"type\":\"action\",\"sender\":")
    optionalString(sender)
    line.append(",\"action\":")
    string(action)
    line.append(",\"target\":")
    optionalString(target)
    line.append(",\"via\":\"")
    line.append(via.recordName)
    line.append("\"")
    line.append(",\"events\":")
    list(eventNames.names(events))
    line.append("}\n")
  }

  /// The line of a scroll record (contract 7.4).
  func writeScroll(t: Double, view: String, x: Double, y: Double) {
    appendStart(t)
    type("scroll")
    field("view", view)
    key("contentOffset")
    line.append("[")
    line.append(json: x)
    line.append(",")
    line.append(json: y)
    line.append("]}\n")
  }

  /// Appends the start of a line, up to the time `t`.
  @inline(__always)
  func appendStart(_ t: Double) {
    line.append("{\"t\":")
    // Records of one event share their time: it is formatted once.
    if !time.append(t.bitPattern, to: line) {
      let start = line.count
      line.append(json: t)
      time.keep(t.bitPattern, from: start, of: line)
    }
  }

  private func type(_ name: StaticString) {
    line.append(",\"type\":\"")
    line.append(name)
    line.append("\"")
  }

  private func key(_ name: StaticString) {
    line.append(",\"")
    line.append(name)
    line.append("\":")
  }

  private func key(string name: String) {
    line.append(",\"")
    line.append(string: name)
    line.append("\":")
  }

  private func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// A field whose value is a name the reporter spells (no escaping needed).
  private func name(_ name: StaticString, _ value: StaticString) {
    key(name)
    line.append("\"")
    line.append(value)
    line.append("\"")
  }

  private func number(_ name: StaticString, _ value: Double) {
    key(name)
    line.append(json: value)
  }

  private func names(_ name: StaticString, _ values: [String]) {
    key(name)
    list(values)
  }

  private func list(_ values: [String]) {
    if lists.append(values, to: line) { return }
    let start = line.count
    Self.append(list: values, to: line)
    lists.keep(values, from: start, of: line)
  }

  /// Appends `values` as a JSON array of strings.
  static func append(list values: [String], to line: ByteLine) {
    line.append("[")
    for index in values.indices {
      if index > 0 { line.append(",") }
      line.append(quoted: values[index])
    }
    line.append("]")
  }

  /// Appends a control's value.
  func value(_ value: RecordValue) {
    line.append(value, repeated: floatValue)
  }

  /// A touch id as the trace spells it: a number bare, any other id as a JSON string.
  @inline(__always)
  private func touchID(_ id: String, isNumber: Bool) {
    if isNumber { line.append(string: id) } else { string(id) }
  }

  @inline(__always)
  private func optionalString(_ value: String?) {
    if let value { string(value) } else { line.append("null") }
  }

  @inline(__always)
  private func string(_ value: String) {
    line.append(quoted: value)
  }
}
