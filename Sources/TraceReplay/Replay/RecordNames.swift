import UIKitModel

/// The names records give model objects, classes and event sets, each spelled once: a replay
/// names the same few controls and event sets millions of times. Used by the replaying thread
/// only.
final class RecordNames {
  private let scene: BuiltScene
  /// Each object's id and class name, as records spell them, found once: the scene keeps the
  /// objects it names alive for the whole replay, so an identifier is never reused while here.
  private var names: [ObjectIdentifier: (id: String?, className: String)] = [:]
  private var events = EventNameCache()
  /// The object asked for last, if the scene names it, with its names.
  private var last: (key: ObjectIdentifier, names: (id: String?, className: String))?

  init(scene: BuiltScene) {
    self.scene = scene
  }

  /// The scene id of `object` (see `BuiltScene.id(of:)`).
  func id(_ object: AnyObject?) -> String? {
    guard let object else { return nil }
    return idAndClassName(object).id
  }

  /// The scene id of `object` and the name of its class, as `String(describing:)` spells its
  /// type (spelling a type out that way costs about 100,000 instructions: it looks for
  /// conformances a metatype cannot have).
  func idAndClassName(_ object: AnyObject) -> (id: String?, className: String) {
    let key = ObjectIdentifier(object)
    // A control names itself in every record of a drag: the last answer first.
    if let last, last.key == key { return last.names }
    if let known = names[key] {
      last = (key, known)
      return known
    }
    let found = (id: scene.id(of: object), className: _typeName(type(of: object), qualified: false))
    // Only objects the scene names are kept (see `names`).
    if scene.name(of: object) != nil { names[key] = found }
    return found
  }

  /// The names of the single events in `events`, in raw-value order.
  func eventNames(_ events: UIControl.Event) -> [String] {
    self.events.names(events)
  }
}
