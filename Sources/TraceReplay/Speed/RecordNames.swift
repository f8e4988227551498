import UIKitModel

/// The names records give model objects and classes, each spelled once: a replay names the same
/// few controls millions of times. Used by the replaying thread
/// only.
final class RecordNames {
  private let scene: BuiltScene
  /// The replay's table of named objects, which pending records refer to by index.
  let table: RecordNameTable
  /// The objects asked for lately, with their indexes, a slot per object picked by its address:
  /// a control names itself in every record of a drag, and fingers on two controls take turns.
  ///
  /// Why: a lookup in the table's dictionary hashes the object, about 140 instructions; with a
  /// single remembered object, half the lookups of the bench trace went to the dictionary
  /// (callgrind, 100 k samples).
  private var recent = Array(repeating: (key: ObjectIdentifier?.none, index: Int32?.none), count: 16)
  /// Whether ids are found through the table and `recent` (`FastPaths`); off, the scene names
  /// each object as it is asked.
  private let fast = FastPaths.enabled

  init(scene: BuiltScene, table: RecordNameTable) {
    self.scene = scene
    self.table = table
  }

  /// The index of `object` in the table, or nil for an object the scene does not name.
  func index(_ object: AnyObject) -> Int32? {
    let key = ObjectIdentifier(object)
    // Fibonacci hashing of the address: its top four bits pick one of 16 slots.
    let slot = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 60)
    if recent[slot].key == key { return recent[slot].index }
    let index = table.index(of: object)
    recent[slot] = (key, index)
    return index
  }

  /// How a plain record names `object`: its index in the table, -1 for none, nil for an object
  /// the scene does not name.
  func plainIndex(_ object: AnyObject?) -> Int32? {
    guard let object else { return -1 }
    return index(object)
  }

  /// The scene id of `object` (see `BuiltScene.id(of:)`): the table's, or, for an object the
  /// table does not name, the id the scene gives it now (such an id follows the view's superview,
  /// and a freed object's address may name another one later).
  func id(_ object: AnyObject?) -> String? {
    guard let object else { return nil }
    guard fast else { return scene.id(of: object) }
    if let index = index(object) { return table.ids[Int(index)] }
    return scene.id(of: object)
  }

  /// The name of `object`'s class, as `String(describing:)` spells its type.
  func className(of object: AnyObject) -> String {
    scene.reportedClassName(of: object) ?? _typeName(type(of: object), qualified: false)
  }
}
