/// How a printed class is written in a scene: its `class`, its `base` (contract section 7.1) for
/// an app's subclass, and the stock class it behaves as.
struct HierarchyClass: Sendable, Equatable {
  /// The scene's `class`.
  var sceneClass: String
  /// The scene's `base`: the stock class an app's subclass behaves as; nil for a stock class.
  var base: String?
  /// Why the class could not be placed, for a warning; nil when it was.
  var problem: String?

  /// The stock class the view behaves as.
  var behavesAs: String { base ?? sceneClass }
}
