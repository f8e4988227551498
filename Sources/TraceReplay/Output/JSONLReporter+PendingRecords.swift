/// The plain pending records, written straight from their facts: the same bytes as
/// `write(_:)` for the record `RecordBuilder` builds, without building it.
extension JSONLReporter {
  /// Appends the line of a touch, with the names of `names.table`.
  @inline(__always)
  func write(_ touch: borrowing PendingRecord.Touch) {
    appendStart(touch.t)
    line.append(",\"type\":\"touch\",\"id\":")
    line.append(int: touch.id)
    // `,"phase":"began","x":`
    names.appendPhase(touch.phase, to: line)
    line.append(json: touch.x)
    line.append(",\"y\":")
    line.append(json: touch.y)
    // `,"view":"ok","tap":`
    names.appendView(touch.view, to: line)
    line.append(int: touch.tap)
    line.append("}\n")
  }

  /// Appends the line of a control-event dispatch, with the names of `names.table`.
  @inline(__always)
  func write(_ dispatch: borrowing PendingRecord.ControlEvent) {
    appendStart(dispatch.t)
    // `,"type":"controlEvent","control":"ok","events":`
    names.appendControl(dispatch.control, to: line)
    // `["touchDown"]`
    names.appendEvents(dispatch.events, to: line)
    // `,"isOn":`
    if names.appendValueName(dispatch.valueName, to: line) { value(dispatch.value) }
    line.append("}\n")
  }

  /// Appends the line of an action message, with the names of `names.table`.
  @inline(__always)
  func write(_ action: borrowing PendingRecord.Action) {
    appendStart(action.t)
    // `,"type":"action","sender":"ok","action":`
    names.appendSender(action.sender, to: line)
    line.append(quoted: action.action)
    // `,"target":"vc","via":`
    names.appendTarget(action.target, to: line)
    line.append(quoted: action.via.rawValue)
    line.append(",\"events\":")
    // `["touchUpInside"]`
    names.appendActionEvents(action.events, to: line)
    line.append("}\n")
  }

  /// The runs `write(_:)` writes around the names of a touch, control-event or action record.
  static var nameSpelling: RecordNameBytes.Spelling {
    RecordNameBytes.Spelling(
      phase: { line, phase in
        line.append(",\"phase\":")
        line.append(quoted: phase)
        line.append(",\"x\":")
      },
      view: { line, view in
        line.append(",\"view\":")
        if let view { line.append(quoted: view) } else { line.append("null") }
        line.append(",\"tap\":")
      },
      control: { line, id, _ in
        line.append(",\"type\":\"controlEvent\",\"control\":")
        line.append(quoted: id)
        line.append(",\"events\":")
      },
      events: { line, names in append(list: names, to: line) },
      valueName: { line, name in
        line.append(",\"")
        line.append(string: name)
        line.append("\":")
      },
      sender: { line, sender in
        line.append(",\"type\":\"action\",\"sender\":")
        if let sender { line.append(quoted: sender) } else { line.append("null") }
        line.append(",\"action\":")
      },
      target: { line, target in
        line.append(",\"target\":")
        if let target { line.append(quoted: target) } else { line.append("null") }
        line.append(",\"via\":")
      },
      actionEvents: { line, names in append(list: names, to: line) })
  }
}
