/// The plain pending records, written straight from their facts: the same bytes as
/// `write(_:)` for the record `RecordBuilder` builds, without building it.
extension TextReporter {
  /// Appends the line of a touch, with the names of `names.table`.
  @inline(__always)
  func write(_ touch: borrowing PendingRecord.Touch) {
    appendTime(touch.t)
    label("touch   ", "2")
    let start = line.count
    line.append(int: touch.id)
    // ` began`
    names.appendPhase(touch.phase, to: line)
    line.padRight(fromASCII: start, width: 14)
    line.append(byte: 0x20)
    let point = line.count
    appendPoint(touch.x, touch.y)
    line.padRight(fromASCII: point, width: 16)
    // ` ok  tap `
    names.appendView(touch.view, to: line)
    line.append(int: touch.tap)
    line.append("\n")
  }

  /// Appends the line of a control-event dispatch, with the names of `names.table`.
  @inline(__always)
  func write(_ dispatch: borrowing PendingRecord.ControlEvent) {
    appendTime(dispatch.t)
    label("event   ", "36")
    // `ok UIButton  `
    names.appendControl(dispatch.control, to: line)
    // `touchDown`
    names.appendEvents(dispatch.events, to: line)
    // `  isOn=`
    if names.appendValueName(dispatch.valueName, to: line) { append(dispatch.value) }
    line.append("\n")
  }

  /// Appends the line of an action message, with the names of `names.table`.
  @inline(__always)
  func write(_ action: borrowing PendingRecord.Action) {
    appendTime(action.t)
    label("action  ", "32")
    line.append(string: action.action)
    // `  ok -> `
    names.appendSender(action.sender, to: line)
    // `vc  via `
    names.appendTarget(action.target, to: line)
    line.append(string: action.via.rawValue)
    // `  [touchUpInside]`, or nothing for no event
    names.appendActionEvents(action.events, to: line)
    line.append("\n")
  }

  /// The runs `write(_:)` writes around the names of a touch, control-event or action record.
  static var nameSpelling: RecordNameBytes.Spelling {
    RecordNameBytes.Spelling(
      phase: { line, phase in
        line.append(byte: 0x20)
        line.append(string: phase)
      },
      view: { line, view in
        line.append(byte: 0x20)
        if let view { line.append(string: view) } else { line.append("(nothing)") }
        line.append("  tap ")
      },
      control: { line, id, className in
        line.append(string: id)
        line.append(byte: 0x20)
        line.append(string: className)
        line.append("  ")
      },
      events: { line, names in append(joined: names, to: line) },
      valueName: { line, name in
        line.append("  ")
        line.append(string: name)
        line.append(byte: UInt8(ascii: "="))
      },
      sender: { line, sender in
        line.append("  ")
        if let sender { line.append(string: sender) } else { line.append("nil") }
        line.append(" -> ")
      },
      target: { line, target in
        if let target { line.append(string: target) } else { line.append("nobody") }
        line.append("  via ")
      },
      actionEvents: { line, names in
        guard !names.isEmpty else { return }
        line.append("  [")
        append(joined: names, to: line)
        line.append("]")
      })
  }
}
