import UIKitModel

/// The names records give model objects and event sets, looked up once and then found by
/// identity: a replay names the same few controls and event sets millions of times.
///
/// Only objects the scene names are cached: the scene keeps them alive for the whole replay, so
/// an address cannot be reused by another object while it is in the cache.
final class RecordNames {
  private let scene: BuiltScene
  /// Direct-mapped by address: a slot holds the last named object that mapped to it, with its
  /// id and class name (three arrays, so that a lookup copies only what it returns).
  private var slotObjects: [ObjectIdentifier?] = Array(repeating: nil, count: 256)
  private var slotIDs: [String] = Array(repeating: "", count: 256)
  private var slotClassNames: [String] = Array(repeating: "", count: 256)
  /// Class names by class: spelling a type out is slow.
  private var classNames: [ObjectIdentifier: String] = [:]
  /// The names of each single event, by bit; sets of several events go through `eventSets`.
  private var singleEvents: [[String]?] = Array(repeating: nil, count: 64)
  private var eventSets: [UInt: [String]] = [:]

  init(scene: BuiltScene) {
    self.scene = scene
  }

  /// The scene id of `object` (see `BuiltScene.id(of:)`).
  func id(_ object: AnyObject?) -> String? {
    guard let object else { return nil }
    guard let slot = slot(of: object) else { return scene.id(of: object) }
    return slotIDs[slot]
  }

  /// The scene id of `object` (as `id(_:)`) and its class name, as `String(describing:)` spells
  /// its type, with one lookup.
  func idAndClassName(_ object: AnyObject) -> (id: String?, className: String) {
    guard let slot = slot(of: object) else { return (scene.id(of: object), typeName(of: object)) }
    return (slotIDs[slot], slotClassNames[slot])
  }

  private func typeName(of object: AnyObject) -> String {
    let key = ObjectIdentifier(type(of: object))
    if let name = classNames[key] { return name }
    let name = String(describing: type(of: object))
    classNames[key] = name
    return name
  }

  /// The slot holding a named object, filled on first use; nil for an object the scene does not
  /// name.
  private func slot(of object: AnyObject) -> Int? {
    let key = ObjectIdentifier(object)
    let slot = Self.slot(key)
    if slotObjects[slot] == key { return slot }
    guard let id = scene.name(of: object) else { return nil }
    slotObjects[slot] = key
    slotIDs[slot] = id
    slotClassNames[slot] = typeName(of: object)
    return slot
  }

  /// The slot of an address: Fibonacci hashing (the address times 2^64 / phi, top eight bits),
  /// since objects of one class lie a fixed, often power-of-two, stride apart.
  private static func slot(_ key: ObjectIdentifier) -> Int {
    let mixed = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 56)
  }

  /// The names of the single events in `events`, in raw-value order.
  func eventNames(_ events: UIControl.Event) -> [String] {
    let raw = events.rawValue
    if raw != 0 && raw & (raw - 1) == 0 {
      let bit = raw.trailingZeroBitCount
      if let names = singleEvents[bit] { return names }
      let names = events.names
      singleEvents[bit] = names
      return names
    }
    if let names = eventSets[raw] { return names }
    let names = events.names
    eventSets[raw] = names
    return names
  }
}
