/// Contract section 7 in the scene picture: which view has which recognizers, scroll views'
/// content and offset, and touches a recognizer or scroll view cancelled. A scene without
/// recognizers and scroll views draws none of it (its picture is byte for byte as before).
extension ScenePicture {
  static let recognizerInk = "#6c3483"
  static let scrollInk = "#7d4fa8"
  static let recognizerFill = "#f4ecfa"

  /// The legend entries for what of section 7 the scene or the replay has to draw.
  static func gestureLegendItems(capture: RenderCapture, story: RenderStory) -> [(String, String)] {
    var items: [(String, String)] = []
    if capture.views.contains(where: { !$0.recognizers.isEmpty }) {
      items.append(("recognizers", "gesture recognizers (Tap\u{00D7}2: taps needed)"))
    }
    if capture.views.contains(where: { $0.scroll != nil }) {
      items.append(("scroll", "scroll view content (offset \u{2192} at end)"))
    }
    if !story.cancels.isEmpty { items.append(("cancel", "touch cancelled by recognizer / scroll view")) }
    return items
  }

  /// A scroll view's content extent, dashed, where its offset puts it (content point (0, 0) is
  /// the offset above and left of the frame's origin), drawn behind the view's frame.
  mutating func drawScrollContent(_ view: RenderView, _ scroll: RenderScroll) {
    let n = SVGRenderer.n
    let rect = scroll.contentRect(in: view.frame)
    svg.element(
      "rect",
      [
        ("class", "scroll-content"), ("data-id", view.id), ("x", n(rect.x)), ("y", n(rect.y)),
        ("width", n(rect.width)), ("height", n(rect.height)), ("fill", "none"), ("stroke", Self.scrollInk),
        ("stroke-width", "0.8"), ("stroke-dasharray", "5 3"), ("opacity", "0.7"),
      ])
  }

  /// The line under a scroll view's id: content size, offset, and the offset it was left at.
  mutating func drawScrollLabel(_ view: RenderView, _ scroll: RenderScroll) {
    let n = SVGRenderer.n
    var text =
      "content \(n(scroll.contentWidth)) \u{00D7} \(n(scroll.contentHeight)), offset \(Self.pair(scroll.offset))"
    if let last = story.finalOffsets[view.id], last != scroll.offset {
      text += " \u{2192} \(Self.pair(last))"
    }
    let box = RenderRect(
      x: view.frame.x + 2, y: view.frame.y + 2 + LabelLayout.lineHeight,
      width: Double(text.count) * LabelLayout.characterWidth + 4, height: LabelLayout.lineHeight)
    labels.reserve(box)
    svg.element(
      "text",
      [
        ("class", "scroll-label"), ("data-id", view.id), ("x", n(view.frame.x + 4)),
        ("y", n(view.frame.y + 11 + LabelLayout.lineHeight)), ("fill", Self.scrollInk),
      ], text: text)
  }

  /// A badge at the view's top right naming it and its recognizers (`form: Tap, Tap×2`); a line lower when it
  /// would cover the view's own label lines.
  mutating func drawRecognizers(_ view: RenderView, labelWidth: Double) {
    let n = SVGRenderer.n
    let text = view.id + ": " + view.recognizers.map(\.label).joined(separator: ", ")
    let width = Double(text.count) * LabelLayout.characterWidth + 6
    let taken = view.frame.x + 4 + labelWidth + 4
    var line = 0.0
    if view.frame.x + view.frame.width - 2 - width < taken { line = view.scroll == nil ? 1 : 2 }
    let box = RenderRect(
      x: max(view.frame.x + 2, view.frame.x + view.frame.width - 2 - width),
      y: view.frame.y + 2 + line * LabelLayout.lineHeight, width: width, height: LabelLayout.lineHeight)
    labels.reserve(box)
    svg.open(
      "g",
      [
        ("class", "recognizers"), ("data-view", view.id),
        ("data-recognizers", view.recognizers.map(\.id).joined(separator: " ")),
      ])
    svg.element(
      "rect",
      [
        ("class", "recognizer-badge"), ("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)),
        ("height", n(box.height)), ("rx", "3"), ("fill", Self.recognizerFill), ("stroke", Self.recognizerInk),
        ("stroke-width", "0.6"),
      ])
    svg.element(
      "text",
      [
        ("class", "recognizer-label"), ("x", n(box.x + 3)), ("y", n(box.y + box.height - 2.5)),
        ("fill", Self.recognizerInk),
      ], text: text)
    svg.close("g")
  }

  /// A ringed cross where each cancelled touch last was, in its finger's colour, labelled
  /// `touch 1 cancelled by dismiss (Tap)`.
  mutating func drawCancels() {
    guard !story.cancels.isEmpty else { return }
    let n = SVGRenderer.n
    svg.open("g", [("class", "cancels"), ("clip-path", "url(#\(clip))")])
    for cancel in story.cancels {
      guard let p = cancel.point else { continue }
      let color = FingerPalette.color(cancel.finger)
      svg.open(
        "g",
        [
          ("class", "cancel"), ("data-touch", cancel.touch), ("data-view", cancel.view),
          ("data-by", cancel.by),
          ("data-t", SVGRenderer.seconds(cancel.t)),
        ])
      svg.element(
        "circle",
        [
          ("class", "cancel-mark"), ("cx", n(p.x)), ("cy", n(p.y)), ("r", "7.5"), ("fill", "#ffffff"),
          ("fill-opacity", "0.7"), ("stroke", color), ("stroke-width", "1.5"),
        ])
      svg.element(
        "path", [("d", SVGRenderer.cross(p)), ("fill", "none"), ("stroke", color), ("stroke-width", "2")])
      labels.reserve(RenderRect(x: p.x - 8, y: p.y - 8, width: 16, height: 16))
      let text = "touch \(cancel.touch) cancelled by \(describe(cancel.by))"
      if let box = labels.place(
        text, at: RenderPoint(x: p.x + 12, y: p.y - 12), orEndingAt: p.x - 10, leftmost: area.x + 2)
      {
        svg.element(
          "text",
          [
            ("class", "cancel-label"), ("x", n(box.x)), ("y", n(box.y + box.height - 2.5)), ("fill", color),
            ("font-style", "italic"), ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
          ], text: text)
      }
      svg.close("g")
    }
    svg.close("g")
  }

  /// `dismiss (Tap)` for a recognizer, `feed (UIScrollView)` for a scroll view.
  func describe(_ canceller: String) -> String {
    for view in capture.views {
      if let recognizer = view.recognizers.first(where: { $0.id == canceller }) {
        return "\(canceller) (\(recognizer.label))"
      }
      if view.id == canceller { return "\(canceller) (\(view.className))" }
    }
    return canceller
  }

  /// Draws the legend symbol of a section 7 item at `(x, y)`.
  mutating func drawGestureSymbol(_ kind: String, x: Double, y: Double) {
    let n = SVGRenderer.n
    switch kind {
    case "recognizers":
      svg.element(
        "rect",
        [
          ("x", n(x)), ("y", n(y)), ("width", "22"), ("height", "10"), ("rx", "3"),
          ("fill", Self.recognizerFill),
          ("stroke", Self.recognizerInk), ("stroke-width", "0.6"),
        ])
    case "scroll":
      svg.element(
        "rect",
        [
          ("x", n(x)), ("y", n(y)), ("width", "22"), ("height", "10"), ("fill", "none"),
          ("stroke", Self.scrollInk),
          ("stroke-dasharray", "5 3"),
        ])
    default:
      let centre = RenderPoint(x: x + 11, y: y + 5)
      svg.element(
        "circle",
        [("cx", n(centre.x)), ("cy", n(centre.y)), ("r", "6"), ("fill", "none"), ("stroke", "#444444")])
      svg.element("path", [("d", SVGRenderer.cross(centre)), ("stroke", "#444444"), ("stroke-width", "1.5")])
    }
  }

  /// `(0, 55)`.
  static func pair(_ point: RenderPoint) -> String {
    "(\(SVGRenderer.n(point.x)), \(SVGRenderer.n(point.y)))"
  }
}
