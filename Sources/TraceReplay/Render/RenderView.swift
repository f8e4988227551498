/// One view of the scene as drawn: where it is in the window and how it can take touches.
package struct RenderView: Sendable, Equatable {
  /// The scene id (or `parent/Class` for unnamed views).
  package var id: String
  package var className: String
  /// The frame in window coordinates.
  package var frame: RenderRect
  /// How deep in the hierarchy the view is (the window's subviews are 1).
  package var depth: Int
  package var isControl: Bool
  /// Hidden itself or through an ancestor, or transparent.
  package var isHidden: Bool
  /// Why the view takes no touches although visible: `disabled` or `no interaction`.
  package var inertReason: String?
  /// For controls, the bounds grown by the touch-inside margin, in window coordinates.
  package var touchArea: RenderRect?
  /// The gesture recognizers the scene declares on the view, in the order they were added.
  package var recognizers: [RenderRecognizer]
  /// For scroll views (and table and collection views), the content size and offset.
  package var scroll: RenderScroll?

  /// Creates a view description (tests, other front ends).
  package init(
    id: String, className: String, frame: RenderRect, depth: Int, isControl: Bool, isHidden: Bool,
    inertReason: String?, touchArea: RenderRect?, recognizers: [RenderRecognizer] = [],
    scroll: RenderScroll? = nil
  ) {
    self.id = id
    self.className = className
    self.frame = frame
    self.depth = depth
    self.isControl = isControl
    self.isHidden = isHidden
    self.inertReason = inertReason
    self.touchArea = touchArea
    self.recognizers = recognizers
    self.scroll = scroll
  }
}
