import UIKitModel

/// The timeline picture of one capture: a lane per control that had events, time left to right.
struct TimelinePicture {
  let capture: RenderCapture
  let options: RenderOptions
  let story: RenderStory
  var svg = SVGBuilder()

  static let gutter = 120.0
  static let plotWidth = 680.0
  static let top = 46.0

  init(capture: RenderCapture, options: RenderOptions) {
    self.capture = capture
    self.options = options
    self.story = RenderStory(records: capture.records, options: options)
  }

  /// One label on a lane, on the first row where it fits.
  private struct Tick {
    var t: Double
    var text: String
    var color: String
    var isAction: Bool
    var events: [UIControl.Event]
    var row = 0
  }

  private struct Lane {
    var control: String
    var ticks: [Tick]
    var rows: Int
    var height: Double { 34 + Double(max(rows, 1)) * LabelLayout.lineHeight + 8 }
  }

  func draw() -> String {
    var picture = self
    picture.drawAll()
    return picture.svg.document
  }

  private var timeRange: (start: Double, end: Double) {
    let start = options.from ?? story.start ?? 0
    var end = options.to ?? story.end ?? start
    if end - start < 0.01 { end = start + 0.1 }
    return (start, end)
  }

  private func x(_ t: Double) -> Double {
    let range = timeRange
    return Self.gutter + (t - range.start) / (range.end - range.start) * Self.plotWidth
  }

  private func lanes() -> [Lane] {
    var order: [String] = []
    var ticks: [String: [Tick]] = [:]
    for event in story.events {
      if ticks[event.control] == nil { order.append(event.control) }
      let color = FingerPalette.color(event.finger)
      var list = ticks[event.control, default: []]
      if let last = list.last, !last.isAction, last.t == event.t {
        list[list.count - 1].events += event.events
        list[list.count - 1].text = list[list.count - 1].events.map(RenderStory.label).joined(separator: ", ")
      } else {
        list.append(
          Tick(
            t: event.t, text: event.events.map(RenderStory.label).joined(separator: ", "), color: color,
            isAction: false, events: event.events))
      }
      for action in event.actions {
        list.append(
          Tick(t: event.t, text: "\u{2192} " + action, color: "#1b7f3b", isAction: true, events: []))
      }
      ticks[event.control] = list
    }
    return order.map { control in
      var rowEnds: [Double] = []
      var placed: [Tick] = []
      for var tick in ticks[control] ?? [] {
        let start = x(tick.t) + 2
        let width = Double(tick.text.count) * LabelLayout.characterWidth + 6
        if let row = rowEnds.firstIndex(where: { $0 <= start }) {
          tick.row = row
          rowEnds[row] = start + width
        } else {
          tick.row = rowEnds.count
          rowEnds.append(start + width)
        }
        placed.append(tick)
      }
      return Lane(control: control, ticks: placed, rows: rowEnds.count)
    }
  }

  private mutating func drawAll() {
    let n = SVGRenderer.n
    let lanes = lanes()
    let lanesHeight = lanes.reduce(0) { $0 + $1.height }
    let width = Self.gutter + Self.plotWidth + 150
    let height = Self.top + max(lanesHeight, 30) + 40
    svg.open("svg", SVGRenderer.rootAttributes(RenderRect(x: 0, y: 0, width: width, height: height)))
    var title = "tracereplay timeline: " + SVGRenderer.shortName(capture.traceName)
    if let control = options.control { title += " (control \(control))" }
    svg.element("title", [], text: title)
    svg.element(
      "rect",
      [
        ("class", "background"), ("x", "0"), ("y", "0"), ("width", n(width)), ("height", n(height)),
        ("fill", "#ffffff"),
      ])
    svg.element(
      "text", [("x", "10"), ("y", "16"), ("font-weight", "bold"), ("font-size", "11")],
      text: SVGRenderer.shortName(capture.traceName))
    drawKey()
    var y = Self.top
    if lanes.isEmpty {
      svg.element(
        "text", [("x", n(Self.gutter)), ("y", n(y + 16)), ("fill", "#666666")], text: "no control events")
    }
    for (index, lane) in lanes.enumerated() {
      drawLane(lane, y: y, shaded: index % 2 == 0)
      y += lane.height
    }
    drawAxis(y: max(y, Self.top + 30))
    svg.close("svg")
  }

  private mutating func drawKey() {
    let n = SVGRenderer.n
    var x = Self.gutter
    let y = 24.0
    svg.open("g", [("class", "legend")])
    let entries: [(String, String, String)] = [
      ("bar", "#3b6ea5", "tracking"), ("bar", "#f0a030", "highlighted"),
      ("tick", FingerPalette.color(0), "control event (finger colour)"),
      ("tick", "#1b7f3b", "action sent"),
    ]
    for (kind, color, text) in entries {
      if kind == "bar" {
        svg.element(
          "rect",
          [("x", n(x)), ("y", n(y)), ("width", "18"), ("height", "7"), ("fill", color), ("opacity", "0.75")])
      } else {
        svg.element(
          "line",
          [
            ("x1", n(x + 9)), ("y1", n(y - 2)), ("x2", n(x + 9)), ("y2", n(y + 9)), ("stroke", color),
            ("stroke-width", "1.5"),
          ])
      }
      svg.element("text", [("x", n(x + 22)), ("y", n(y + 7))], text: text)
      x += 22 + Double(text.count) * LabelLayout.characterWidth + 18
    }
    svg.close("g")
  }

  private mutating func drawLane(_ lane: Lane, y: Double, shaded: Bool) {
    let n = SVGRenderer.n
    svg.open("g", [("class", "lane"), ("data-control", lane.control)])
    svg.element(
      "rect",
      [
        ("x", "0"), ("y", n(y)), ("width", n(Self.gutter + Self.plotWidth + 150)), ("height", n(lane.height)),
        ("fill", shaded ? "#f5f7fa" : "#ffffff"),
      ])
    let className = capture.views.first { $0.id == lane.control }?.className ?? ""
    svg.element("text", [("x", "10"), ("y", n(y + 14)), ("font-weight", "bold")], text: lane.control)
    svg.element("text", [("x", "10"), ("y", n(y + 25)), ("fill", "#666666")], text: className)
    for (row, property, color) in [(0.0, "tracking", "#3b6ea5"), (10.0, "highlighted", "#f0a030")] {
      for span in story.spans where span.control == lane.control && span.property == property {
        let start = x(span.start)
        let width = max(x(span.end) - start, 2)
        svg.element(
          "rect",
          [
            ("class", "span"), ("data-property", property), ("x", n(start)), ("y", n(y + 6 + row)),
            ("width", n(width)), ("height", "7"), ("fill", color), ("opacity", "0.75"),
          ])
      }
    }
    for tick in lane.ticks {
      let tx = x(tick.t)
      let labelY = y + 34 + Double(tick.row) * LabelLayout.lineHeight
      svg.element(
        "line",
        [
          ("class", tick.isAction ? "action-tick" : "event-tick"), ("data-t", SVGRenderer.seconds(tick.t)),
          ("x1", n(tx)), ("y1", n(y + 3)), ("x2", n(tx)), ("y2", n(labelY)), ("stroke", tick.color),
          ("stroke-width", tick.isAction ? "1.5" : "1"),
        ] + (tick.isAction ? [("stroke-dasharray", "2 1.5")] : []))
      svg.element(
        "text",
        [
          ("class", tick.isAction ? "action-label" : "event-label"), ("x", n(tx + 2)), ("y", n(labelY)),
          ("fill", tick.color),
        ],
        text: tick.text)
    }
    svg.close("g")
  }

  private mutating func drawAxis(y: Double) {
    let n = SVGRenderer.n
    let range = timeRange
    let step = Self.step(for: range.end - range.start)
    let decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
    svg.open("g", [("class", "axis")])
    svg.element(
      "line",
      [
        ("x1", n(Self.gutter)), ("y1", n(y + 4)), ("x2", n(Self.gutter + Self.plotWidth)), ("y2", n(y + 4)),
        ("stroke", "#333333"),
      ])
    var index = (range.start / step).rounded(.up)
    while index * step <= range.end + step * 1e-9 {
      let t = index * step
      let tx = x(t)
      svg.element(
        "line",
        [
          ("class", "time-tick"), ("x1", n(tx)), ("y1", n(y + 4)), ("x2", n(tx)), ("y2", n(y + 9)),
          ("stroke", "#333333"),
        ])
      svg.element(
        "line",
        [
          ("x1", n(tx)), ("y1", n(Self.top)), ("x2", n(tx)), ("y2", n(y + 4)), ("stroke", "#dddddd"),
          ("stroke-width", "0.5"),
        ])
      svg.element(
        "text", [("x", n(tx)), ("y", n(y + 19)), ("text-anchor", "middle")],
        text: NumberFormat.fixed(t, decimals))
      index += 1
    }
    svg.element("text", [("x", n(Self.gutter + Self.plotWidth + 12)), ("y", n(y + 19))], text: "time (s)")
    svg.close("g")
  }

  /// A round tick step giving at most about ten ticks over `duration` seconds.
  static func step(for duration: Double) -> Double {
    var step = 0.001
    let factors = [2.0, 2.5, 2.0]
    var index = 0
    while duration / step > 10 && step < 1e6 {
      step *= factors[index % factors.count]
      index += 1
    }
    return step
  }
}
