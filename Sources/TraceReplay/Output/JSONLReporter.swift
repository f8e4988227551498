/// Writes records as JSON Lines, the machine-readable output of the contract (section 5).
public final class JSONLReporter {
  private let output: TextOutput
  private var line = ""

  public init(output: TextOutput) {
    self.output = output
    line.reserveCapacity(256)
  }

  /// Writes one record as one line.
  public func report(_ record: ReplayRecord) {
    line.removeAll(keepingCapacity: true)
    line += "{\"t\":"
    line += NumberFormat.json(record.t)
    switch record.kind {
    case .touch(let touch):
      type("touch")
      key("id")
      if touch.idIsNumber { line += touch.id } else { string(touch.id) }
      field("phase", touch.phase)
      number("x", touch.x)
      number("y", touch.y)
      key("view")
      optionalString(touch.view)
      key("tap")
      line += String(touch.tap)
      if let blocked = touch.blocked { field("blocked", blocked) }
    case .controlEvent(let event):
      type("controlEvent")
      field("control", event.control)
      names("events", event.events)
      if let name = event.valueName, let value = event.value {
        key(name)
        self.value(value)
      }
    case .action(let action):
      type("action")
      key("sender")
      optionalString(action.sender)
      field("action", action.action)
      key("target")
      optionalString(action.target)
      field("via", action.via)
      names("events", action.events)
    case .uiAction(let action):
      type("uiAction")
      field("sender", action.sender)
      field("title", action.title)
      if let identifier = action.identifier { field("identifier", identifier) }
      names("events", action.events)
    case .firstResponder(let from, let to):
      type("firstResponder")
      key("from")
      optionalString(from)
      key("to")
      optionalString(to)
    case .diagnostic(let diagnostic):
      type(diagnostic.isError ? "error" : "warning")
      field("message", diagnostic.message)
      if let lineNumber = diagnostic.line {
        key("line")
        line += String(lineNumber)
      }
      if let column = diagnostic.column {
        key("column")
        line += String(column)
      }
    case .hitTest(let hit):
      type("hitTest")
      field("touch", hit.touch)
      key("steps")
      line += "["
      for (index, step) in hit.steps.enumerated() {
        line += index == 0 ? "{" : ",{"
        line += "\"view\":"
        string(step.view)
        key("depth")
        line += String(step.depth)
        number("x", step.x)
        number("y", step.y)
        field("outcome", step.outcome)
        line += "}"
      }
      line += "]"
    case .tracking(let tracking):
      type("tracking")
      field("control", tracking.control)
      field("callback", tracking.callback)
      if let result = tracking.result {
        key("result")
        line += result ? "true" : "false"
      }
      if let x = tracking.x, let y = tracking.y {
        number("x", x)
        number("y", y)
      }
    case .state(let state):
      type("state")
      field("control", state.control)
      field("property", state.property)
      key("value")
      line += state.value ? "true" : "false"
    case .dispatch(let dispatch):
      type("dispatch")
      field("control", dispatch.control)
      names("events", dispatch.events)
      key("entries")
      line += "["
      for (index, entry) in dispatch.entries.enumerated() {
        line += index == 0 ? "{" : ",{"
        line += "\"target\":"
        optionalString(entry.target)
        field("action", entry.action)
        names("events", entry.events)
        key("matched")
        line += entry.matched ? "true" : "false"
        line += "}"
      }
      line += "]"
    case .resolve(let resolve):
      type("resolve")
      field("action", resolve.action)
      names("chain", resolve.chain)
      key("found")
      optionalString(resolve.found)
    }
    line += "}\n"
    output.write(line)
  }

  private func type(_ name: String) {
    line += ",\"type\":\""
    line += name
    line += "\""
  }

  private func key(_ name: String) {
    line += ",\""
    line += name
    line += "\":"
  }

  private func field(_ name: String, _ value: String) {
    key(name)
    string(value)
  }

  private func number(_ name: String, _ value: Double) {
    key(name)
    line += NumberFormat.json(value)
  }

  private func names(_ name: String, _ values: [String]) {
    key(name)
    line += "["
    for (index, value) in values.enumerated() {
      if index > 0 { line += "," }
      string(value)
    }
    line += "]"
  }

  private func value(_ value: RecordValue) {
    switch value {
    case .float(let v): line += NumberFormat.json(v)
    case .double(let v): line += NumberFormat.json(v)
    case .bool(let v): line += v ? "true" : "false"
    case .int(let v): line += String(v)
    }
  }

  private func optionalString(_ value: String?) {
    if let value { string(value) } else { line += "null" }
  }

  private func string(_ value: String) {
    JSONEscaping.append(value, to: &line)
  }
}
