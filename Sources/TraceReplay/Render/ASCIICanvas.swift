/// A grid of ASCII characters that boxes, lines and text are drawn on. Whatever falls outside the
/// grid is clipped: left out, never wrapped or moved inside.
struct ASCIICanvas {
  let columns: Int
  let rows: Int
  /// Where lines are clipped, in cell units: the grid's corner, or less when the drawn area
  /// ends inside the last column or row.
  let extent: (u: Double, v: Double)
  private var cells: [UInt8]

  /// A grid of `columns` × `rows` spaces; lines are clipped at `extent` (default: the grid).
  init(columns: Int, rows: Int, extent: (u: Double, v: Double)? = nil) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.extent = extent ?? (Double(self.columns), Double(self.rows))
    self.cells = Array(repeating: UInt8(ascii: " "), count: self.columns * self.rows)
  }

  /// The character at a cell; a space outside the grid.
  func character(_ column: Int, _ row: Int) -> Character {
    guard contains(column, row) else { return " " }
    return Character(Unicode.Scalar(cells[row * columns + column]))
  }

  func contains(_ column: Int, _ row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// Puts `byte` (an ASCII character) at a cell; nothing when the cell is outside the grid.
  mutating func set(_ column: Int, _ row: Int, _ byte: UInt8) {
    guard contains(column, row) else { return }
    cells[row * columns + column] = byte
  }

  /// Draws a box outline: `+` corners, `-` and `|` sides; all `.` when `dotted`. Only the cells
  /// inside the grid are drawn, so a box reaching past an edge loses that side.
  mutating func box(_ box: ASCIIBox, dotted: Bool = false) {
    let corner = UInt8(ascii: dotted ? "." : "+")
    let horizontal = UInt8(ascii: dotted ? "." : "-")
    let vertical = UInt8(ascii: dotted ? "." : "|")
    let first = max(box.left, 0)
    let last = min(box.right, columns - 1)
    if first <= last {
      for column in first...last {
        let byte = column == box.left || column == box.right ? corner : horizontal
        set(column, box.top, byte)
        set(column, box.bottom, byte)
      }
    }
    let top = max(box.top + 1, 0)
    let bottom = min(box.bottom - 1, rows - 1)
    if top <= bottom {
      for row in top...bottom {
        set(box.left, row, vertical)
        set(box.right, row, vertical)
      }
    }
  }

  /// Writes `text` (ASCII) from a cell rightwards; the part outside the grid is clipped.
  mutating func text(_ text: String, _ column: Int, _ row: Int) {
    for (offset, byte) in text.utf8.enumerated() {
      set(column + offset, row, byte)
    }
  }

  /// Draws `byte` along the straight line between two positions in cell units (see
  /// `ASCIIScale.position`), clipped to `extent` first so far-away ends cost nothing.
  mutating func line(from start: (u: Double, v: Double), to end: (u: Double, v: Double), _ byte: UInt8) {
    guard let (a, b) = clip(start, end) else { return }
    let from = cell(a)
    let to = cell(b)
    let dx = abs(to.column - from.column)
    let dy = -abs(to.row - from.row)
    let stepX = from.column < to.column ? 1 : -1
    let stepY = from.row < to.row ? 1 : -1
    var error = dx + dy
    var column = from.column
    var row = from.row
    while true {
      set(column, row, byte)
      if column == to.column && row == to.row { break }
      let twice = 2 * error
      if twice >= dy {
        error += dy
        column += stepX
      }
      if twice <= dx {
        error += dx
        row += stepY
      }
    }
  }

  /// The grid as lines of text, trailing spaces removed, each ending in a newline.
  var text: String {
    var output = ""
    for row in 0..<rows {
      var line = cells[(row * columns)..<((row + 1) * columns)]
      while line.last == UInt8(ascii: " ") { line.removeLast() }
      output += String(decoding: line, as: UTF8.self) + "\n"
    }
    return output
  }

  /// The cell of a position already inside the grid (the right and bottom edges included).
  private func cell(_ p: (u: Double, v: Double)) -> ASCIICell {
    ASCIICell(
      column: min(max(ASCIIScale.floor(p.u), 0), columns - 1),
      row: min(max(ASCIIScale.floor(p.v), 0), rows - 1))
  }

  /// The part of the segment inside `extent` (Liang-Barsky); nil when none is.
  private func clip(
    _ a: (u: Double, v: Double), _ b: (u: Double, v: Double)
  ) -> ((u: Double, v: Double), (u: Double, v: Double))? {
    var low = 0.0
    var high = 1.0
    let du = b.u - a.u
    let dv = b.v - a.v
    let edges: [(Double, Double)] = [
      (-du, a.u), (du, extent.u - a.u), (-dv, a.v), (dv, extent.v - a.v),
    ]
    for (p, q) in edges {
      if p == 0 {
        if q < 0 { return nil }
      } else {
        let r = q / p
        if p < 0 {
          if r > high { return nil }
          low = max(low, r)
        } else {
          if r < low { return nil }
          high = min(high, r)
        }
      }
    }
    return ((a.u + low * du, a.v + low * dv), (a.u + high * du, a.v + high * dv))
  }
}
