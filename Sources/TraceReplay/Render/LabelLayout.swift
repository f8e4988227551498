/// Places short labels beside their anchors without overlapping each other: each label tries its
/// natural place, then steps down and up a line at a time; placement is first come, first served.
/// A label that finds no free place within 20 lines either way is not placed (`place` returns
/// nil), so labels never cover each other, the markers or the legend.
///
/// Placed boxes are kept in a grid of `cellSize` cells, so a candidate is tested only against the
/// boxes near it. Past `exactLimit` boxes (a long trace whose markers pile up on one control, so
/// that the boxes near a candidate are thousands), candidates are tested against a 1-point
/// occupancy map instead, at most a few dozen words each: placing n labels is about linear rather
/// than quadratic. Measured (debug build, 2-core machine): 1,000 taps 9.9 s before, 0.3 s after;
/// 2,000 taps 42 s before; see docs/render.md for 10,000.
struct LabelLayout {
  /// Approximate advance of one character at the pictures' font size.
  static let characterWidth = 5.2
  static let lineHeight = 11.0
  /// The side of a grid cell, in points.
  static let cellSize = 64.0

  /// How many boxes are tested exactly before the occupancy map takes over; pictures of short
  /// traces (every golden) never reach it.
  static let exactLimit = 4096

  private var placed: [RenderRect] = []
  /// Occupied points: for each row of one point, words of 64 columns by word index.
  private var occupied: [Int: [Int: UInt64]] = [:]
  /// The indices in `placed` of the boxes that touch each cell.
  private var cells: [Cell: [Int]] = [:]

  private struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  /// Reserves an area no label may cover (markers, legends).
  mutating func reserve(_ rect: RenderRect) {
    insert(rect)
  }

  /// The box for `text` whose left-middle is nearest to `anchor` without overlapping earlier
  /// boxes, reserved; nil when there is none within 20 lines.
  /// With `leftEdge`, a label that finds no place to the right of `anchor` tries the same
  /// lines ending at `leftEdge` (to the left of its marker), then starting at `leftmost`.
  mutating func place(
    _ text: String, at anchor: RenderPoint, orEndingAt leftEdge: Double? = nil, leftmost: Double? = nil
  ) -> RenderRect? {
    let width = Double(text.count) * Self.characterWidth + 4
    let alternatives = [leftEdge.map { $0 - width }, leftmost].compactMap { $0 }
    for x in [anchor.x] + alternatives {
      var candidate = RenderRect(
        x: x, y: anchor.y - Self.lineHeight / 2, width: width, height: Self.lineHeight)
      for step in 0..<41 {
        let offset = Double((step + 1) / 2) * Self.lineHeight * (step % 2 == 1 ? 1 : -1)
        candidate.y = anchor.y - Self.lineHeight / 2 + offset
        if !overlapsPlaced(candidate) {
          insert(candidate)
          return candidate
        }
      }
    }
    return nil
  }

  private func overlapsPlaced(_ rect: RenderRect) -> Bool {
    if placed.count > Self.exactLimit { return overlapsOccupied(rect) }
    for cell in Self.cells(of: rect) {
      guard let indices = cells[cell] else { continue }
      for index in indices where placed[index].intersects(rect) { return true }
    }
    return false
  }

  private mutating func insert(_ rect: RenderRect) {
    let index = placed.count
    placed.append(rect)
    for cell in Self.cells(of: rect) { cells[cell, default: []].append(index) }
    forEachWord(of: rect) { row, word, mask in occupied[row, default: [:]][word, default: 0] |= mask }
  }

  private func overlapsOccupied(_ rect: RenderRect) -> Bool {
    var found = false
    forEachWord(of: rect) { row, word, mask in
      if !found, let bits = occupied[row]?[word], bits & mask != 0 { found = true }
    }
    return found
  }

  /// Calls `body` with each row, word index and mask of the points `rect` covers (a point is
  /// covered when the rectangle overlaps it).
  private func forEachWord(of rect: RenderRect, _ body: (Int, Int, UInt64) -> Void) {
    func point(_ value: Double) -> Int { Int(value.clamped(-1e6, 1e6).rounded(.down)) }
    let x0 = point(rect.x)
    let x1 = point((rect.x + rect.width).rounded(.up)) - 1
    let y0 = point(rect.y)
    let y1 = point((rect.y + rect.height).rounded(.up)) - 1
    guard x0 <= x1, y0 <= y1, y1 - y0 < 4096, x1 - x0 < 4096 else { return }
    for row in y0...y1 {
      var x = x0
      while x <= x1 {
        let word = x >= 0 ? x / 64 : (x - 63) / 64
        let first = x - word * 64
        let last = min(x1 - word * 64, 63)
        let count = last - first + 1
        let mask = count == 64 ? UInt64.max : ((UInt64(1) << UInt64(count)) - 1) << UInt64(first)
        body(row, word, mask)
        x = word * 64 + 64
      }
    }
  }

  /// The cells `rect` touches (at most a bounded number: a huge reserved area is clamped).
  private static func cells(of rect: RenderRect) -> [Cell] {
    func index(_ value: Double) -> Int { Int((value / cellSize).rounded(.down).clamped(-1e6, 1e6)) }
    let x0 = index(rect.x)
    let x1 = index(rect.x + rect.width)
    let y0 = index(rect.y)
    let y1 = index(rect.y + rect.height)
    var result: [Cell] = []
    result.reserveCapacity((x1 - x0 + 1) * (y1 - y0 + 1))
    for y in y0...y1 {
      for x in x0...x1 { result.append(Cell(x: x, y: y)) }
    }
    return result
  }
}

extension Double {
  fileprivate func clamped(_ low: Double, _ high: Double) -> Double {
    Swift.min(Swift.max(self, low), high)
  }
}
