/// Places short labels beside their anchors without overlapping each other: each label tries its
/// natural place, then steps down and up a line at a time; placement is first come, first served.
struct LabelLayout {
  /// Approximate advance of one character at the pictures' font size.
  static let characterWidth = 5.2
  static let lineHeight = 11.0

  private var placed: [RenderRect] = []

  /// Reserves an area no label may cover (markers, legends).
  mutating func reserve(_ rect: RenderRect) {
    placed.append(rect)
  }

  /// The box for `text` whose left-middle is nearest to `anchor` without overlapping earlier boxes.
  mutating func place(_ text: String, at anchor: RenderPoint) -> RenderRect {
    let width = Double(text.count) * Self.characterWidth + 4
    var candidate = RenderRect(
      x: anchor.x, y: anchor.y - Self.lineHeight / 2, width: width, height: Self.lineHeight)
    for step in 0..<41 {
      let offset = Double((step + 1) / 2) * Self.lineHeight * (step % 2 == 1 ? 1 : -1)
      candidate.y = anchor.y - Self.lineHeight / 2 + offset
      if !placed.contains(where: { $0.intersects(candidate) }) { break }
    }
    placed.append(candidate)
    return candidate
  }
}
