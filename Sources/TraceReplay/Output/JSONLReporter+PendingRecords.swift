/// The plain pending records, written straight from their facts: the same bytes as
/// `write(_:)` for the record `RecordBuilder` builds, without building it.
extension JSONLReporter {
  /// Appends the line of a touch, with the names of `names.table`.
  ///
  /// Written through `ReservedBytes`: one reservation for the whole line, the most each part
  /// can take (the two runs, three numbers, two integers and the literals).
  @inline(__always)
  func write(_ touch: borrowing PendingRecord.Touch) {
    // `,"phase":"began","x":`
    let phase = names.phaseRun(touch.phase)
    // `,"view":"ok","tap":`
    let view = names.viewRun(touch.view)
    var out = line.reserved(Self.touchLineRoom + phase.count + view.count)
    appendStart(touch.t, to: &out)
    out.append(",\"type\":\"touch\",\"id\":")
    out.append(int: touch.id)
    out.append(phase)
    out.append(json: touch.x)
    out.append(",\"y\":")
    out.append(json: touch.y)
    out.append(view)
    out.append(int: touch.tap)
    out.append("}\n")
    line.commit(out)
  }

  /// The most bytes a touch line takes besides its two runs: the start, three literals, four
  /// numbers and the end.
  static var touchLineRoom: Int { lineStartRoom + 21 + 5 + 2 + 4 * ReservedBytes.maxNumberLength }

  /// Appends the line of a control-event dispatch, with the names of `names.table`.
  ///
  /// Up to the events written through `ReservedBytes` (see `write(_:)` for a touch); a value,
  /// which few dispatches carry, is appended after.
  @inline(__always)
  func write(_ dispatch: borrowing PendingRecord.ControlEvent) {
    // `,"type":"controlEvent","control":"ok","events":`
    let control = names.controlRun(dispatch.control)
    // `["touchDown"]`
    let events = names.eventsRun(dispatch.events)
    let hasValue = dispatch.valueName >= 0
    var out = line.reserved(Self.lineStartRoom + 2 + control.count + events.count)
    appendStart(dispatch.t, to: &out)
    out.append(control)
    out.append(events)
    if !hasValue { out.append("}\n") }
    line.commit(out)
    guard hasValue else { return }
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
