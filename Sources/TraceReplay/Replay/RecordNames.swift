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
  /// A slot of `slots`: an object's address (0 for none) and its index in `table`.
  private struct Slot {
    var address: UInt
    var index: Int32
  }

  /// Direct-mapped by address: a slot holds the last named object that mapped to it, with its
  /// index in `table`. In storage of its own, so that a lookup checks no bounds and no
  /// uniqueness.
  private let slots: UnsafeMutablePointer<Slot>
  private static let slotCount = 256
  /// Class names by class: spelling a type out is slow.
  private var classNames: [ObjectIdentifier: String] = [:]
  private var events = EventNameCache()
  /// For each object of the table, the value name it last reported (kept, so that its storage
  /// lives on), the bits of that string, and its index in `RecordNameTable.valueNames` (-1 for
  /// another name, `noValueName` before the first): a control reports under the same name every
  /// time, so the name is nearly always the very string of the last time, which its bits tell
  /// at once.
  private var lastValueNames: [String?]
  private let lastValueNameBits: UnsafeMutablePointer<StringBits>
  private let lastValueNameIndexes: UnsafeMutablePointer<Int8>
  private let objectCount: Int
  private static let noValueName: Int8 = -2

  /// A string's two words. Two strings with the same words hold the same characters while the
  /// storage they refer to lives: the same small string, literal, or storage object.
  private struct StringBits: Equatable {
    var low: UInt64
    var high: UInt64
  }

  init(scene: BuiltScene, table: RecordNameTable) {
    self.scene = scene
    self.table = table
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(address: 0, index: -1), count: Self.slotCount)
    objectCount = table.ids.count
    lastValueNames = Array(repeating: nil, count: objectCount)
    lastValueNameBits = .allocate(capacity: objectCount)
    lastValueNameBits.initialize(repeating: StringBits(low: 0, high: 0), count: objectCount)
    lastValueNameIndexes = .allocate(capacity: objectCount)
    lastValueNameIndexes.initialize(repeating: Self.noValueName, count: objectCount)
  }

  deinit {
    slots.deallocate()
    lastValueNameBits.deallocate()
    lastValueNameIndexes.deallocate()
  }

  /// `RecordNameTable.valueNameIndex(name)` for a value reported by the object at `index` in
  /// the table.
  @inline(__always)
  func valueNameIndex(_ name: String, reportedBy index: Int32) -> Int8? {
    let slot = Int(index)
    if slot >= 0, slot < objectCount, lastValueNameIndexes[slot] != Self.noValueName,
      lastValueNameBits[slot] == unsafeBitCast(name, to: StringBits.self)
    {
      let known = lastValueNameIndexes[slot]
      return known >= 0 ? known : nil
    }
    return newValueName(name, reportedBy: index)
  }

  @inline(never)
  private func newValueName(_ name: String, reportedBy index: Int32) -> Int8? {
    let slot = Int(index)
    guard slot >= 0, slot < objectCount else { return RecordNameTable.valueNameIndex(name) }
    let known = RecordNameTable.valueNameIndex(name)
    lastValueNames[slot] = name
    lastValueNameBits[slot] = unsafeBitCast(name, to: StringBits.self)
    lastValueNameIndexes[slot] = known ?? -1
    return known
  }

  /// The index of `object` in the table, or nil for an object the scene does not name.
  @inline(__always)
  func index(_ object: AnyObject) -> Int32? {
    let address = UInt(bitPattern: ObjectIdentifier(object))
    let slot = slots + Self.slot(address)
    if slot.pointee.address == address { return slot.pointee.index }
    return newIndex(object, in: slot)
  }

  @inline(never)
  private func newIndex(_ object: AnyObject, in slot: UnsafeMutablePointer<Slot>) -> Int32? {
    guard let index = table.index(of: object) else { return nil }
    slot.pointee = Slot(address: UInt(bitPattern: ObjectIdentifier(object)), index: index)
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
  @inline(__always)
  private static func slot(_ address: UInt) -> Int {
    let mixed = address &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 56)
  }

  /// The names of the single events in `events`, in raw-value order.
  func eventNames(_ events: UIControl.Event) -> [String] {
    self.events.names(events)
  }
}
