import UIKitModel

/// Writes records for people: one aligned line per record, time first, then the kind.
///
/// ```
///     0.000  touch     1 began       (120.0, 300.0)  ok  tap 1
///     0.000  event     ok UIButton  touchDown
///     0.120  action    tapOK:  ok -> vc  via target  [touchUpInside]
/// ```
package final class TextReporter: LineReporter {
  let lines: ReportLines
  /// `lines.line`, where each record is formatted.
  let line: ByteLine
  private let colors: Bool
  private let time = RepeatedBytes()
  private let floatValue = RepeatedBytes()
  private let lists = NameListCache()
  /// The names of control-event sets (of control-event, action, UIAction and dispatch records),
  /// each set's one array (which `lists` finds by identity).
  private var eventNames = EventNameCache()

  /// Creates a reporter; `colors` adds ANSI colours (only for a terminal without `NO_COLOR`).
  package init(output: TextOutput, colors: Bool = false) {
    lines = ReportLines(output: output)
    line = lines.line
    self.colors = colors
  }

  /// Writes one record as one line.
  package func report(_ record: ReplayRecord) {
    append(record)
    handOver()
  }

  /// Appends `record`'s line to `line`.
  func write(_ record: borrowing ReplayRecord) {
    if writeFrequentKind(record) { return }
    guard let (kind, body, color) = describe(record.kind) else { return }
    appendTime(record.t)
    if colors { line.append(string: "\u{1B}[\(color)m") }
    let start = line.count
    line.append(string: kind)
    line.padRight(from: start, width: 8)
    if colors { line.append("\u{1B}[0m") }
    line.append("  ")
    // The less frequent records name touch ids (hit tests, cancels) and scene strings (UIAction
    // titles) that may hold control characters: escaped, as in diagnostics.
    line.append(string: DiagnosticText.escaped(body))
    line.append("\n")
  }

  /// The line of a touch record.
  func writeTouch(
    t: Double, id: String, idIsNumber: Bool, phase: UITouch.Phase, x: Double, y: Double, view: String?,
    tap: Int,
    blocked: ReplayRecord.Touch.DeliveryBlock?
  ) {
    appendTime(t)
    label("touch   ", "2")
    let start = line.count
    line.append(string: DiagnosticText.escaped(id))
    line.append(byte: 0x20)
    line.append(phase.recordName)
    line.padRight(from: start, width: 14)
    line.append(byte: 0x20)
    let point = line.count
    appendPoint(x, y)
    line.padRight(fromASCII: point, width: 16)
    line.append(byte: 0x20)
    if let view { line.append(string: view) } else { line.append("(nothing)") }
    line.append("  tap ")
    line.append(int: tap)
    if let blocked {
      line.append("  not delivered: ")
      line.append(string: blocked.recordName)
    }
    line.append("\n")
  }

  /// The line of a control-event record.
  func writeControlEvent(
    t: Double, control: String, className: String, events: UIControl.Event, valueName: String?,
    value: RecordValue?
  ) {
    appendTime(t)
    label("event   ", "36")
    line.append(string: control)
    line.append(byte: 0x20)
    line.append(string: className)
    line.append("  ")
    joined(eventNames.names(events))
    if let valueName, let value {
      line.append("  ")
      line.append(string: valueName)
      line.append(byte: UInt8(ascii: "="))
      append(value)
    }
    line.append("\n")
  }

  /// The line of a scroll record.
  func writeScroll(t: Double, view: String, x: Double, y: Double) {
    appendTime(t)
    label("scroll  ", "34")
    line.append(string: DiagnosticText.escaped(view))
    line.append("  contentOffset ")
    appendPoint(x, y)
    line.append("\n")
  }

  /// The line of an action record.
  func writeAction(
    t: Double, sender: String?, action: String, target: String?, via: ActionMessage.Resolution,
    events: UIControl.Event
  ) {
    appendTime(t)
    label("action  ", "32")
    line.append(string: action)
    line.append("  ")
    if let sender { line.append(string: sender) } else { line.append("nil") }
    line.append(" -> ")
    if let target { line.append(string: target) } else { line.append("nobody") }
    line.append("  via ")
    line.append(via.recordName)
    if !events.isEmpty {
      line.append("  [")
      joined(eventNames.names(events))
      line.append("]")
    }
    line.append("\n")
  }

  /// Appends the time column.
  @inline(__always)
  func appendTime(_ t: Double) {
    // Records of one event share their time: its column is formatted once.
    if !time.append(t.bitPattern, to: line) {
      let lineStart = line.count
      line.append(fixed: t, decimals: 3)
      // Digits, or `inf`, `-inf` or `nan`.
      line.padLeft(fromASCII: lineStart, width: 9)
      line.append("  ")
      time.keep(t.bitPattern, from: lineStart, of: line)
    }
  }

  /// Appends the kind column, `kind` already padded to 8, coloured when colours are on.
  @inline(__always)
  func label(_ kind: StaticString, _ color: StaticString) {
    if colors {
      line.append("\u{1B}[")
      line.append(color)
      line.append("m")
    }
    line.append(kind)
    if colors { line.append("\u{1B}[0m") }
    line.append("  ")
  }

  /// Appends `value` as `value(_:)` spells it.
  func append(_ value: RecordValue) {
    line.append(value, repeated: floatValue)
  }

  private func joined(_ names: [String]) {
    if lists.append(names, to: line) { return }
    let start = line.count
    Self.append(joined: names, to: line)
    lists.keep(names, from: start, of: line)
  }

  /// Appends `names`, a space between each two.
  static func append(joined names: [String], to line: ByteLine) {
    for index in names.indices {
      if index > 0 { line.append(byte: 0x20) }
      line.append(string: names[index])
    }
  }

  func appendPoint(_ x: Double, _ y: Double) {
    line.append("(")
    line.append(fixed: x, decimals: 1)
    line.append(", ")
    line.append(fixed: y, decimals: 1)
    line.append(")")
  }

  /// The kind column, the body and the colour of a record of a less frequent kind; nil for the
  /// frequent kinds, which have their own writers.
  private func describe(_ kind: ReplayRecord.Kind) -> (String, String, String)? {
    func names(_ events: UIControl.Event) -> String { eventNames.names(events).joined(separator: " ") }
    switch kind {
    case .touch, .controlEvent, .action, .scroll:
      return nil
    case .uiAction(let action):
      let name = action.identifier ?? action.title
      return ("uiaction", "\(name)  \(action.sender)  [\(names(action.events))]", "32")
    case .firstResponder(let from, let to):
      return ("focus", "first responder \(from ?? "none") -> \(to ?? "none")", "35")
    case .diagnostic(let diagnostic):
      var body = DiagnosticText.clipped(diagnostic.message, maxBytes: DiagnosticText.maxMessageBytes)
      if let line = diagnostic.line { body += "  (line \(line))" }
      if diagnostic.isError && body.hasSuffix(Self.unrecognizedSelector) { body += Self.terminationNote }
      return diagnostic.isError ? ("error", body, "1;31") : ("warning", body, "1;33")
    case .hitTest(let hit):
      let steps = hit.steps.map { "\($0.view) \($0.outcomeName) \(Self.point($0.x, $0.y))" }
      return ("hittest", "\(hit.touch): " + steps.joined(separator: " > "), "2")
    case .tracking(let tracking):
      var body = "\(tracking.control) \(tracking.callback.recordName)"
      if let result = tracking.result { body += " -> \(result)" }
      if let x = tracking.x, let y = tracking.y { body += " at \(Self.point(x, y))" }
      return ("track", body, "2")
    case .state(let state):
      return ("state", "\(state.control) \(state.property.recordName)=\(state.value)", "2")
    case .dispatch(let dispatch):
      let entries = dispatch.entries.map { entry in
        "\(entry.isUIAction ? "UIAction" : entry.target ?? "nil").\(entry.action) [\(names(entry.events))] \(entry.matched ? "fires" : "skipped")"
      }
      let list = entries.isEmpty ? "no entries" : entries.joined(separator: "; ")
      return ("dispatch", "\(dispatch.control) \(names(dispatch.events)): \(list)", "2")
    case .resolve(let resolve):
      let chain = resolve.chain.joined(separator: " > ")
      return (
        "resolve",
        "\(resolve.action)  \(chain.isEmpty ? "(no responder)" : chain) => \(resolve.found ?? "unhandled")",
        "2"
      )
    case .gesture(let gesture):
      var text = "\(gesture.recognizer) on \(gesture.view ?? "nothing")  \(gesture.state.recordName)"
      if let scale = gesture.scale { text += "  scale \(NumberFormat.fixed(scale, 3))" }
      if let rotation = gesture.rotation { text += "  rotation \(NumberFormat.fixed(rotation, 3)) rad" }
      return ("gesture", text, "33")
    case .recognizerAction(let action):
      return (
        "action",
        "\(action.action)  \(action.sender) -> \(action.target ?? "nobody")  via \(action.via.recordName)",
        "32"
      )
    case .cancel(let cancel):
      return ("cancel", "\(cancel.id) at \(cancel.view)  by \(cancel.by)", "31")
    case .selection(let selection):
      return ("select", "\(selection.view)  cell \(selection.cell)", "32")
    case .recognizerFailure(let failure):
      let subject = failure.isScrollView ? "\(failure.recognizer) (scrolling)" : failure.recognizer
      return (
        "failure",
        "\(subject) \(failure.reason.recordName)\(failure.by.map { " by \($0)\(failure.byIsScrollView ? " (scrolling)" : "")" } ?? "")",
        "2"
      )
    case .touchDropped(let dropped):
      return ("dropped", "\(dropped.id) at \(dropped.view)  by \(dropped.by)", "2")
    case .touchReleased(let released):
      let holders = released.holders.map { holder in
        "\(holder.by)\(holder.role == .recognizer ? "" : " (\(holder.role.recordName))") \(holder.cause.recordName)"
      }
      return (
        "released",
        "\(released.id) at \(released.view) \(released.phase.recordName)  held by \(holders.joined(separator: ", "))",
        "2"
      )
    case .stateChange(let change):
      return (
        "state",
        "\(change.view) \(change.className)  \(change.property) \(change.previous.text) -> \(change.value.text)",
        "36"
      )
    }
  }

  static func point(_ x: Double, _ y: Double) -> String {
    "(\(NumberFormat.fixed(x, 1)), \(NumberFormat.fixed(y, 1)))"
  }

  static func value(_ value: RecordValue) -> String {
    switch value {
    case .float(let v): return NumberFormat.json(v)
    case .double(let v): return NumberFormat.json(v)
    case .bool(let v): return v ? "true" : "false"
    case .int(let v): return String(v)
    }
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
