import UIKitModel

/// The names records give model objects and event sets, looked up once and then found by
/// identity: a replay names the same few controls and event sets millions of times. Used by the
/// replaying thread only.
///
/// Only objects the scene names are cached: the scene keeps them alive for the whole replay, so
/// an address cannot be reused by another object while it is in the cache.
final class RecordNames {
  private let scene: BuiltScene
  /// The replay's table of named objects, which pending records refer to by index.
  let table: RecordNameTable
  /// Direct-mapped by address: a slot holds the last named object that mapped to it, with its
  /// index in `table`.
  private var slotObjects: [ObjectIdentifier?] = Array(repeating: nil, count: 256)
  private var slotIndexes: [Int32] = Array(repeating: -1, count: 256)
  /// Class names by class: spelling a type out is slow.
  private var classNames: [ObjectIdentifier: String] = [:]
  private var events = EventNameCache()
  /// For each object of the table, the value name it last reported and that name's index in
  /// `RecordNameTable.valueNames` (-1 for another name): a control reports under the same name
  /// every time, and comparing a string with itself is quick where telling two apart is not.
  private var lastValueNames: [String?]
  private var lastValueNameIndexes: [Int8]

  init(scene: BuiltScene, table: RecordNameTable) {
    self.scene = scene
    self.table = table
    lastValueNames = Array(repeating: nil, count: table.ids.count)
    lastValueNameIndexes = Array(repeating: -1, count: table.ids.count)
  }

  /// `RecordNameTable.valueNameIndex(name)` for a value reported by the object at `index` in
  /// the table.
  func valueNameIndex(_ name: String, reportedBy index: Int32) -> Int8? {
    let slot = Int(index)
    guard slot >= 0, slot < lastValueNames.count else { return RecordNameTable.valueNameIndex(name) }
    if let last = lastValueNames[slot], last == name {
      let known = lastValueNameIndexes[slot]
      return known >= 0 ? known : nil
    }
    let known = RecordNameTable.valueNameIndex(name)
    lastValueNames[slot] = name
    lastValueNameIndexes[slot] = known ?? -1
    return known
  }

  /// The index of `object` in the table, or nil for an object the scene does not name.
  func index(_ object: AnyObject) -> Int32? {
    let key = ObjectIdentifier(object)
    let slot = Self.slot(key)
    if slotObjects[slot] == key { return slotIndexes[slot] }
    guard let index = table.index(of: object) else { return nil }
    slotObjects[slot] = key
    slotIndexes[slot] = index
    return index
  }

  /// The scene id of `object` (see `BuiltScene.id(of:)`).
  func id(_ object: AnyObject?) -> String? {
    guard let object else { return nil }
    guard let index = index(object) else { return scene.id(of: object) }
    return table.ids[Int(index)]
  }

  /// The scene id of `object` (as `id(_:)`) and its class name, as `String(describing:)` spells
  /// its type.
  func idAndClassName(_ object: AnyObject) -> (id: String?, className: String) {
    guard let index = index(object) else { return (scene.id(of: object), typeName(of: object)) }
    return (table.ids[Int(index)], typeName(of: object))
  }

  private func typeName(of object: AnyObject) -> String {
    let key = ObjectIdentifier(type(of: object))
    if let name = classNames[key] { return name }
    let name = RecordBuilder.className(of: type(of: object))
    classNames[key] = name
    return name
  }

  /// The slot of an address: Fibonacci hashing (the address times 2^64 / phi, top eight bits),
  /// since objects of one class lie a fixed, often power-of-two, stride apart.
  private static func slot(_ key: ObjectIdentifier) -> Int {
    let mixed = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 56)
  }

  /// The names of the single events in `events`, in raw-value order.
  func eventNames(_ events: UIControl.Event) -> [String] {
    self.events.names(events)
  }
}
