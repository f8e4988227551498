/// How window coordinates map onto a character grid: the drawn area is scaled to a number of
/// columns, and a row is twice as tall as a column is wide (terminal cells are about 1:2).
struct ASCIIScale: Equatable {
  /// The area of the window the grid shows, in points.
  let content: RenderRect
  let columns: Int
  let rows: Int
  /// Points per column; a row is `2 * pointsPerColumn` points.
  let pointsPerColumn: Double

  /// The most rows a grid gets; a taller area is cut off at the bottom.
  static let maximumRows = 2_000
  /// Positions further outside the grid than this many cells are treated as this far, so that
  /// huge coordinates never overflow an `Int`.
  static let farOutside = 1_000_000.0

  /// Scales `content` to `columns` columns (at least 1) and as many rows as its height needs.
  init(content: RenderRect, columns: Int) {
    self.content = content
    self.columns = max(columns, 1)
    let width = content.width > 0 && content.width.isFinite ? content.width : 1
    self.pointsPerColumn = width / Double(self.columns)
    let height = content.height > 0 && content.height.isFinite ? content.height : 0
    let rows = Self.ceiling(height / (2 * pointsPerColumn))
    self.rows = min(max(rows, 1), Self.maximumRows)
  }

  /// Points per row.
  var pointsPerRow: Double { 2 * pointsPerColumn }

  /// The drawn area's far corner in cell units: (`columns`, a little less than `rows` when the
  /// height is not a whole number of rows). Points beyond it are outside the area and clipped.
  var extent: (u: Double, v: Double) {
    (Double(columns), min(max(content.height, 0) / pointsPerRow, Double(rows)))
  }

  /// Where `point` falls in cell units (column, row), not rounded: (0, 0) is the top-left corner
  /// of the grid and (`columns`, `rows`) its bottom-right corner.
  func position(_ point: RenderPoint) -> (u: Double, v: Double) {
    (
      Self.limited((point.x - content.x) / pointsPerColumn),
      Self.limited((point.y - content.y) / pointsPerRow)
    )
  }

  /// The cell `point` falls in, or nil when it is outside the grid. A point on the right or
  /// bottom edge of the drawn area belongs to the last column or row.
  func cell(_ point: RenderPoint) -> ASCIICell? {
    let (u, v) = position(point)
    return cell(u: u, v: v)
  }

  /// The cell of a position in cell units, or nil when it is outside the grid.
  func cell(u: Double, v: Double) -> ASCIICell? {
    guard u >= 0, v >= 0, u <= extent.u, v <= extent.v else { return nil }
    return ASCIICell(
      column: min(Self.floor(u), columns - 1), row: min(Self.floor(v), rows - 1))
  }

  /// The cells a rectangle's outline runs along: the first and last column and row it covers.
  /// It may reach outside the grid; drawing clips it.
  func box(_ rect: RenderRect) -> ASCIIBox {
    let (left, top) = position(RenderPoint(x: rect.x, y: rect.y))
    let (right, bottom) = position(RenderPoint(x: rect.x + rect.width, y: rect.y + rect.height))
    let first = (column: Self.floor(left), row: Self.floor(top))
    return ASCIIBox(
      left: first.column, top: first.row, right: max(Self.ceiling(right) - 1, first.column),
      bottom: max(Self.ceiling(bottom) - 1, first.row))
  }

  /// Rounding that forgives the last bits of floating-point noise (`390 / 6.5 * 1` is 60, not 60.000001).
  private static let tolerance = 1e-9

  static func floor(_ value: Double) -> Int {
    Int((value + tolerance).rounded(.down))
  }

  static func ceiling(_ value: Double) -> Int {
    Int((value - tolerance).rounded(.up))
  }

  private static func limited(_ value: Double) -> Double {
    guard !value.isNaN else { return -farOutside }
    return min(max(value, -farOutside), farOutside)
  }
}
