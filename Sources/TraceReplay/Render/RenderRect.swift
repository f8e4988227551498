/// A rectangle in window coordinates, as drawn.
package struct RenderRect: Sendable, Equatable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle grown by `amount` on every side.
  func grown(by amount: Double) -> RenderRect {
    RenderRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
  }

  /// Whether the two rectangles overlap (touching edges do not count).
  func intersects(_ other: RenderRect) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height
      && other.y < y + height
  }

  /// Whether the point is inside or on the edge.
  func containsClosed(_ point: RenderPoint) -> Bool {
    point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
  }

  /// The centre point.
  var center: RenderPoint { RenderPoint(x: x + width / 2, y: y + height / 2) }
}
