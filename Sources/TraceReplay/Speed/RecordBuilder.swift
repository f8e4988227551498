import UIKitModel

/// Turns pending records into `ReplayRecord`s with the names of the replay's table. Each thread
/// that builds records has its own builder (it caches class names and touch ids).
final class RecordBuilder {
  /// The table of the replay, set once its scene is built and before any record refers to it.
  var table: RecordNameTable? {
    didSet { useNames(of: table) }
  }
  /// The table's ids, kept here: looked up for nearly every record.
  private var ids: [String] = []
  /// The class names of the table's objects, by index, spelled out on first use.
  private var classNames: [String?] = []
  /// The text of small numeric touch ids (spelling an integer costs ~100 instructions).
  private let idTexts: [String] = (0..<32).map { String($0) }

  init(table: RecordNameTable? = nil) {
    self.table = table
    useNames(of: table)
  }

  private func useNames(of table: RecordNameTable?) {
    ids = table?.ids ?? []
    classNames = Array(repeating: nil, count: ids.count)
  }

  /// The record `pending` stands for.
  func build(_ pending: consuming PendingRecord) -> ReplayRecord {
    switch consume pending {
    case .built(let record):
      return record
    case .touch(let touch):
      return ReplayRecord(
        t: touch.t,
        kind: .touch(
          .init(
            id: idText(touch.id), idIsNumber: true, phase: touch.phase,
            x: touch.x, y: touch.y, view: id(touch.view), tap: touch.tap, blocked: nil)))
    case .controlEvent(let dispatch):
      return ReplayRecord(
        t: dispatch.t,
        kind: .controlEvent(
          .init(
            control: id(dispatch.control) ?? "?", className: className(dispatch.control),
            events: dispatch.events, valueName: dispatch.value?.name,
            value: dispatch.value.map { RecordValue($0.value) })))
    case .scroll(let scroll):
      return ReplayRecord(
        t: scroll.t, kind: .scroll(.init(view: id(scroll.view) ?? "?", x: scroll.x, y: scroll.y)))
    case .action(let action):
      return ReplayRecord(
        t: action.t,
        kind: .action(
          .init(
            sender: id(action.sender), action: action.action, target: id(action.target),
            via: action.via, events: action.events)))
    }
  }

  /// The text of a touch id.
  func idText(_ id: Int) -> String {
    id >= 0 && id < idTexts.count ? idTexts[id] : String(id)
  }

  /// The id of the table's object `index`, nil for -1 (none).
  func id(_ index: Int32) -> String? {
    index >= 0 && Int(index) < ids.count ? ids[Int(index)] : nil
  }

  /// The class name of the table's object `index`, as `String(describing:)` spells its type.
  func className(_ index: Int32) -> String {
    guard index >= 0, Int(index) < classNames.count else { return "?" }
    if let name = classNames[Int(index)] { return name }
    guard let table, Int(index) < table.classes.count else { return "?" }
    let name = table.reportedClassNames[Int(index)] ?? _typeName(table.classes[Int(index)], qualified: false)
    classNames[Int(index)] = name
    return name
  }
}

extension TouchID {
  /// Whether the trace spells the id as a number.
  var isNumber: Bool {
    if case .int = self { return true }
    return false
  }
}

extension RecordValue {
  /// A control's reported value as a record carries it.
  init(_ value: ReportedControlValue.Value) {
    switch value {
    case .float(let v): self = .float(v)
    case .double(let v): self = .double(v)
    case .bool(let v): self = .bool(v)
    case .int(let v): self = .int(v)
    }
  }
}
