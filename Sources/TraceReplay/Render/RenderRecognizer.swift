/// A gesture recognizer the scene declares on a view, as drawn: its id and a short name.
package struct RenderRecognizer: Sendable, Equatable {
  /// The scene id.
  package var id: String
  /// The class's short name with what sets it apart: `Tap`, `Tap×2`, `LongPress`, `Pan`,
  /// `Swipe up`, `Tap (off)` for a disabled one.
  package var label: String

  package init(id: String, label: String) {
    self.id = id
    self.label = label
  }
}
