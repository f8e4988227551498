/// Converts raw panel units to iOS points: `x_pt = raw * points.width / screen.width`.
package struct ImportScale: Sendable, Equatable {
  /// The raw panel size (`--screen WxH`).
  package var screen: ImportSize
  /// The iOS window size in points (`--points WxH`).
  package var points: ImportSize

  package init(screen: ImportSize, points: ImportSize) {
    self.screen = screen
    self.points = points
  }

  /// A raw x converted to points.
  package func x(_ raw: Double) -> Double { raw * points.width / screen.width }

  /// A raw y converted to points.
  package func y(_ raw: Double) -> Double { raw * points.height / screen.height }
}
