/// A point in window coordinates, as drawn.
package struct RenderPoint: Sendable, Equatable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
