import UIKitModel

/// The names records give model objects, classes and event sets, each spelled once: a replay
/// names the same few controls and event sets millions of times. Used by the replaying thread
/// only.
final class RecordNames {
  private let scene: BuiltScene
  /// The replay's table of named objects, which pending records refer to by index.
  let table: RecordNameTable
  private var events = EventNameCache()
  /// The object asked for last, with its index: a control names itself in every record of a
  /// drag.
  private var last: (key: ObjectIdentifier, index: Int32?)?

  init(scene: BuiltScene, table: RecordNameTable) {
    self.scene = scene
    self.table = table
  }

  /// The index of `object` in the table, or nil for an object the scene does not name.
  func index(_ object: AnyObject) -> Int32? {
    let key = ObjectIdentifier(object)
    if let last, last.key == key { return last.index }
    let index = table.index(of: object)
    last = (key, index)
    return index
  }

  /// How a plain record names `object`: its index in the table, -1 for none, nil for an object
  /// the scene does not name.
  func plainIndex(_ object: AnyObject?) -> Int32? {
    guard let object else { return -1 }
    return index(object)
  }

  /// The scene id of `object` (see `BuiltScene.id(of:)`).
  func id(_ object: AnyObject?) -> String? {
    scene.id(of: object)
  }

  /// The name of `object`'s class, as `String(describing:)` spells its type.
  func className(of object: AnyObject) -> String {
    scene.reportedClassName(of: object) ?? _typeName(type(of: object), qualified: false)
  }

  /// The names of the single events in `events`, in raw-value order.
  func eventNames(_ events: UIControl.Event) -> [String] {
    self.events.names(events)
  }
}
