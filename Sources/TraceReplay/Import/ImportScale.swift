/// Converts raw panel units to iOS points: `x_pt = raw * points.width / screen.width`.
public struct ImportScale: Sendable, Equatable {
  /// The raw panel size (`--screen WxH`).
  public var screen: ImportSize
  /// The iOS window size in points (`--points WxH`).
  public var points: ImportSize

  public init(screen: ImportSize, points: ImportSize) {
    self.screen = screen
    self.points = points
  }

  /// A raw x converted to points.
  public func x(_ raw: Double) -> Double { raw * points.width / screen.width }

  /// A raw y converted to points.
  public func y(_ raw: Double) -> Double { raw * points.height / screen.height }
}
