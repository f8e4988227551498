import UIKitModel

/// Turns pending records into `ReplayRecord`s, with the names of the replay's table. Each
/// thread that builds records has its own builder (it caches event names and touch ids).
final class RecordBuilder {
  /// The table of the replay, set once its scene is built and before any record refers to it.
  var table: RecordNameTable?
  private var eventNames = EventNameCache()
  /// The class names of the table's objects, spelled out on first use.
  private var classNames: [String?] = []
  /// The text of small numeric touch ids, by id.
  private var idTexts: [String] = (0..<32).map { String($0) }

  init(table: RecordNameTable? = nil) {
    self.table = table
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
            id: idText(touch.id), idIsNumber: true, phase: touch.phase.rawValue, x: touch.x, y: touch.y,
            view: Self.view(touch.view, in: table), tap: touch.tap, blocked: nil)))
    case .controlEvent(let dispatch):
      let valueName = Self.valueName(dispatch.valueName)
      return ReplayRecord(
        t: dispatch.t,
        kind: .controlEvent(
          .init(
            control: Self.control(dispatch.control, in: table), className: className(dispatch.control),
            events: eventNames.names(dispatch.events), valueName: valueName,
            value: valueName == nil ? nil : dispatch.value)))
    case .action(let action):
      return ReplayRecord(
        t: action.t,
        kind: .action(
          .init(
            sender: Self.view(action.sender, in: table), action: action.action,
            target: Self.view(action.target, in: table), via: action.via.rawValue,
            events: eventNames.names(action.events))))
    }
  }

  /// The class name of the table's object `index` (see `className(_:in:)`), spelled out once.
  private func className(_ index: Int32) -> String {
    guard let classes = table?.classes, index >= 0, index < classes.count else { return "?" }
    if classNames.count != classes.count { classNames = Array(repeating: nil, count: classes.count) }
    if let name = classNames[Int(index)] { return name }
    let name = Self.className(index, in: table)
    classNames[Int(index)] = name
    return name
  }

  private func idText(_ id: Int) -> String {
    id >= 0 && id < idTexts.count ? idTexts[id] : String(id)
  }
}
