/// A scroll view's scrolling geometry when the scene was built.
package struct RenderScroll: Sendable, Equatable {
  /// `contentSize`.
  package var contentWidth: Double
  package var contentHeight: Double
  /// `contentOffset`, the bounds origin.
  package var offset: RenderPoint

  package init(contentWidth: Double, contentHeight: Double, offset: RenderPoint) {
    self.contentWidth = contentWidth
    self.contentHeight = contentHeight
    self.offset = offset
  }

  /// The content's extent in window coordinates for a scroll view whose frame is `frame`:
  /// content point (0, 0) is `offset` above and left of the frame's origin.
  func contentRect(in frame: RenderRect) -> RenderRect {
    RenderRect(x: frame.x - offset.x, y: frame.y - offset.y, width: contentWidth, height: contentHeight)
  }
}
