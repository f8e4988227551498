extension ScenePicture {
  /// How many legend lines section 7 adds (recognizers, scroll views, cancelled touches).
  static func gestureLegendCount(capture: RenderCapture, story: RenderStory) -> Int {
    gestureLegendItems(capture: capture, story: story).count
  }

  /// The legend's height for `fingers` fingers.
  static func legendHeight(fingers: Int) -> Double {
    Double(5 + max(fingers, 1) + 11) * 14 + 30
  }

  /// Draws the legend in the column right of the content.
  mutating func drawLegend() {
    let n = SVGRenderer.n
    let x = content.x + content.width + SVGRenderer.padding + 6
    var y = content.y + 4
    svg.open("g", [("class", "legend")])
    svg.element(
      "text", [("x", n(x)), ("y", n(y + 8)), ("font-weight", "bold"), ("font-size", "11")],
      text: SVGRenderer.shortName(capture.traceName))
    y += 18
    var lines: [String] = []
    if let start = story.start, let end = story.end {
      lines.append("t \(SVGRenderer.seconds(start))\u{2013}\(SVGRenderer.seconds(end)) s")
    }
    if options.from != nil || options.to != nil {
      let from = options.from.map(SVGRenderer.seconds) ?? ""
      let to = options.to.map(SVGRenderer.seconds) ?? ""
      lines.append("--time \(from)..\(to)")
    }
    if let control = options.control { lines.append("--control \(control)") }
    let dispatches = story.events.count == 1 ? "dispatch" : "dispatches"
    let fingers = story.fingers.count == 1 ? "finger" : "fingers"
    lines.append("\(story.events.count) \(dispatches), \(story.fingers.count) \(fingers)")
    if let count = story.actionCount { lines.append(count) }
    lines += story.states.map { "state: " + $0.line.replacingOccurrences(of: " -> ", with: " \u{2192} ") }
    for line in lines {
      svg.element("text", [("x", n(x)), ("y", n(y + 8)), ("fill", "#444444")], text: line)
      y += 14
    }
    y += 6
    for finger in story.fingers {
      let color = FingerPalette.color(finger.index)
      svg.element(
        "line",
        [
          ("class", "legend-finger"), ("x1", n(x)), ("y1", n(y + 5)), ("x2", n(x + 22)), ("y2", n(y + 5)),
          ("stroke", color), ("stroke-width", "2"),
        ])
      svg.element("circle", [("cx", n(x + 11)), ("cy", n(y + 5)), ("r", "2"), ("fill", color)])
      svg.element("text", [("x", n(x + 30)), ("y", n(y + 8))], text: "finger \(finger.id) path, samples")
      y += 14
    }
    let ink = "#444444"
    let symbols: [(String, String)] =
      [
        ("began", "touch began"), ("ended", "touch ended"), ("cancelled", "touch cancelled"),
        ("event", "control event (\u{2192} action it sent)"),
        ("control", "control (bold id, class)"), ("view", "plain view"),
        ("margin", "touch margin, \(n(capture.touchMargin)) pt (bold: had events)"),
        ("hidden", "hidden view (takes no touches)"), ("inert", "disabled / no interaction"),
        ("unreachable", "part of a control no touch reaches"),
      ] + Self.gestureLegendItems(capture: capture, story: story)
    for (kind, text) in symbols {
      let cx = x + 11
      let cy = y + 5
      switch kind {
      case "recognizers", "scroll", "cancel":
        drawGestureSymbol(kind, x: x, y: y)
      case "began":
        svg.element("circle", [("cx", n(cx)), ("cy", n(cy)), ("r", "5"), ("fill", ink)])
      case "ended":
        svg.element(
          "circle",
          [
            ("cx", n(cx)), ("cy", n(cy)), ("r", "5"), ("fill", "#ffffff"), ("stroke", ink),
            ("stroke-width", "2"),
          ])
      case "cancelled":
        svg.element(
          "path",
          [
            (
              "d",
              SVGRenderer.cross(RenderPoint(x: cx, y: cy))
            ),
            ("stroke", ink), ("stroke-width", "2.5"),
          ])
      case "event":
        svg.element(
          "path",
          [
            (
              "d",
              "M\(n(cx)),\(n(cy - 4)) L\(n(cx + 4)),\(n(cy)) L\(n(cx)),\(n(cy + 4)) L\(n(cx - 4)),\(n(cy)) Z"
            ), ("fill", ink),
          ])
      default:
        var attributes: [(String, String)] = [
          ("x", n(x)), ("y", n(y)), ("width", "22"), ("height", "10"),
        ]
        switch kind {
        case "control": attributes += [("fill", "#e6eef8"), ("stroke", "#3b6ea5")]
        case "view": attributes += [("fill", "none"), ("stroke", "#b4b4b4")]
        case "margin":
          attributes += [
            ("fill", "none"), ("stroke", "#3b6ea5"), ("stroke-dasharray", "6 4"), ("opacity", "0.8"),
          ]
        case "hidden":
          attributes += [
            ("fill", "none"), ("stroke", "#9a9a9a"), ("stroke-dasharray", "4 3"), ("opacity", "0.6"),
          ]
        case "unreachable": attributes += [("fill", "url(#unreachable)"), ("stroke", "#c0392b")]
        default: attributes += [("fill", "url(#hatch)"), ("stroke", "#8a8a8a")]
        }
        svg.element("rect", attributes)
      }
      svg.element("text", [("x", n(x + 30)), ("y", n(y + 8))], text: text)
      y += 14
    }
    svg.close("g")
  }
}
