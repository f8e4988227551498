import UIKitModel

/// The names of the objects a scene names, fixed when a replay starts: each object's id and
/// class, by index. Records in flight (`PendingRecord`) refer to objects by index; the table is
/// only read once made, so the writing thread may read it while the model runs.
final class RecordNameTable: @unchecked Sendable {
  let ids: [String]
  /// The classes, spelled out by the thread that builds records (spelling a type costs
  /// thousands of instructions, which a replay's start should not pay for every object).
  let classes: [AnyObject.Type]
  /// The app's own class name of an object the scene made from a `base`, by index (else nil).
  let reportedClassNames: [String?]
  private let indexes: [ObjectIdentifier: Int32]

  /// A table of every object `scene` names: the window, the application and each responder.
  init(scene: BuiltScene) {
    var ids: [String] = []
    var classes: [AnyObject.Type] = []
    var reportedClassNames: [String?] = []
    var indexes: [ObjectIdentifier: Int32] = [:]
    var objects: [AnyObject] = [scene.window, scene.application]
    for id in scene.orderedIDs {
      if let responder = scene.responder(named: id) { objects.append(responder) }
    }
    for object in objects {
      let key = ObjectIdentifier(object)
      guard indexes[key] == nil, let id = scene.name(of: object) else { continue }
      indexes[key] = Int32(ids.count)
      ids.append(id)
      classes.append(type(of: object))
      reportedClassNames.append(scene.reportedClassName(of: object))
    }
    self.ids = ids
    self.classes = classes
    self.reportedClassNames = reportedClassNames
    self.indexes = indexes
  }

  /// The index of `object`, or nil when the scene does not name it.
  func index(of object: AnyObject) -> Int32? {
    indexes[ObjectIdentifier(object)]
  }
}
