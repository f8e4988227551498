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
      let ids = table?.ids ?? []
      let view: String? = touch.view >= 0 && Int(touch.view) < ids.count ? ids[Int(touch.view)] : nil
      return ReplayRecord(
        t: touch.t,
        kind: .touch(
          .init(
            id: idText(touch.id), idIsNumber: true, phase: touch.phase.rawValue, x: touch.x, y: touch.y,
            view: view, tap: touch.tap, blocked: nil)))
    case .controlEvent(let dispatch):
      let index = Int(dispatch.control)
      let ids = table?.ids ?? []
      let valueName: String? =
        dispatch.valueName >= 0 && Int(dispatch.valueName) < RecordNameTable.valueNames.count
        ? RecordNameTable.valueNames[Int(dispatch.valueName)] : nil
      return ReplayRecord(
        t: dispatch.t,
        kind: .controlEvent(
          .init(
            control: index < ids.count ? ids[index] : "?",
            className: className(index),
            events: eventNames.names(dispatch.events), valueName: valueName,
            value: valueName == nil ? nil : dispatch.value)))
    }
  }

  /// The class name of the table's object `index`, as `String(describing:)` spells its type.
  private func className(_ index: Int) -> String {
    guard let classes = table?.classes, index >= 0, index < classes.count else { return "?" }
    if classNames.count != classes.count { classNames = Array(repeating: nil, count: classes.count) }
    if let name = classNames[index] { return name }
    let name = String(describing: classes[index])
    classNames[index] = name
    return name
  }

  private func idText(_ id: Int) -> String {
    id >= 0 && id < idTexts.count ? idTexts[id] : String(id)
  }
}
