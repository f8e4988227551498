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
  /// Written through `ReservedBytes` (see `write(_:)` for a touch), the value too: appending it
  /// to the line after the rest, through a call per value, cost about 30 instructions more.
  @inline(__always)
  func write(_ dispatch: borrowing PendingRecord.ControlEvent) {
    // `,"type":"controlEvent","control":"ok","events":`
    let control = names.controlRun(dispatch.control)
    // `["touchDown"]`
    let events = names.eventsRun(dispatch.events)
    // `,"isOn":`, or nil for no value (or a name that is not a stock one, which shows none)
    let valueName = dispatch.valueName >= 0 ? names.valueNameRun(dispatch.valueName) : nil
    // The value goes in the same room as the rest of the line (one capacity check, no call).
    let valueRoom = valueName.map { $0.count + ReservedBytes.maxNumberLength } ?? 0
    var out = line.reserved(Self.lineStartRoom + 2 + control.count + events.count + valueRoom)
    appendStart(dispatch.t, to: &out)
    out.append(control)
    out.append(events)
    if let valueName {
      out.append(valueName)
      // As `value(_:)` writes it.
      switch dispatch.value {
      case .int(let v): out.append(int: v)
      case .bool(let v): out.append(v ? "true" : "false")
      case .double(let v): out.append(json: v)
      case .float(let v):
        // A slider's value often repeats from one record to the next: written once, then copied.
        if !floatValue.append(UInt64(v.bitPattern), to: &out) { appendNew(v, to: &out) }
      }
    }
    out.append("}\n")
    line.commit(out)
  }

  /// Writes a float value that is not the one written last, into a line's reserved room, as
  /// `value(_:)` does.
  @inline(never)
  func appendNew(_ value: Float, to out: inout ReservedBytes) {
    let start = out.position
    out.append(number: NumberFormat.json(value))
    floatValue.keep(UInt64(value.bitPattern), start, count: out.position - start)
  }

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
