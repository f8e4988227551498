/// One view of the scene as drawn: where it is in the window and how it can take touches.
public struct RenderView: Sendable, Equatable {
  /// The scene id (or `parent/Class` for unnamed views).
  public var id: String
  public var className: String
  /// The frame in window coordinates.
  public var frame: RenderRect
  /// How deep in the hierarchy the view is (the window's subviews are 1).
  public var depth: Int
  public var isControl: Bool
  /// Hidden itself or through an ancestor, or transparent.
  public var isHidden: Bool
  /// Why the view takes no touches although visible: `disabled` or `no interaction`.
  public var inertReason: String?
  /// For controls, the bounds grown by the touch-inside margin, in window coordinates.
  public var touchArea: RenderRect?
  /// The gesture recognizers the scene declares on the view, in the order they were added.
  public var recognizers: [RenderRecognizer]
  /// For scroll views (and table and collection views), the content size and offset.
  public var scroll: RenderScroll?

  /// Creates a view description (tests, other front ends).
  public init(
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
