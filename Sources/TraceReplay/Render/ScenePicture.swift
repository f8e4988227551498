import UIKitModel

/// The scene picture of one capture: built and drawn in one go by `SVGRenderer.scene`.
struct ScenePicture {
  /// The scene and story being drawn: a panel's while its touch group is drawn, the whole
  /// replay's for the legend.
  var capture: RenderCapture
  let options: RenderOptions
  var story: RenderStory
  /// One per touch group that saw the scroll views at other offsets (`RenderPanel`), stacked.
  let panels: [RenderPanel]
  /// The area of the window drawn (the window, or the focused control and its margin).
  let content: RenderRect
  let viewBox: RenderRect
  var svg = SVGBuilder()
  var labels = LabelLayout()
  /// The clip path of the panel being drawn, and its area in its own coordinates.
  var clip = "content"
  var area: RenderRect

  init(capture: RenderCapture, options: RenderOptions) {
    self.capture = capture
    self.options = options
    self.story = RenderStory(
      records: capture.records, options: options, offsets: capture.offsets, seen: capture.seenOffsets)
    self.panels = RenderPanel.panels(capture, story, options)
    self.content = capture.content(options)
    self.area = content
    let pad = SVGRenderer.padding
    var extra = ScenePicture.gestureLegendCount(capture: capture, story: story)
    if story.actionCount != nil { extra += 1 }
    extra += story.states.count
    let legendHeight = ScenePicture.legendHeight(fingers: story.fingers.count) + Double(extra) * 14
    let panelsHeight = content.height + 2 * pad + 6 + Double(panels.count - 1) * Self.panelStep(content)
    self.viewBox = RenderRect(
      x: content.x - pad, y: content.y - pad - 6,
      width: content.width + 2 * pad + SVGRenderer.legendWidth,
      height: max(panelsHeight, legendHeight + 2 * pad))
  }

  /// How far down each panel is drawn below the one before.
  static func panelStep(_ content: RenderRect) -> Double {
    content.height + SVGRenderer.padding + 12
  }

  func draw() -> String {
    var picture = self
    picture.drawAll()
    return picture.svg.document
  }

  private mutating func drawAll() {
    let n = SVGRenderer.n
    svg.open("svg", SVGRenderer.rootAttributes(viewBox))
    var title = "tracereplay render: " + SVGRenderer.shortName(capture.traceName)
    if let control = options.control { title += " (control \(control))" }
    svg.element("title", [], text: title)
    svg.open("defs")
    svg.open(
      "pattern",
      [
        ("id", "hatch"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
        ("patternTransform", "rotate(45)"),
      ])
    svg.element("rect", [("width", "6"), ("height", "6"), ("fill", "#f1f1f1")])
    svg.element(
      "line",
      [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", "#a8a8a8"), ("stroke-width", "2")])
    svg.close("pattern")
    svg.open(
      "pattern",
      [
        ("id", "unreachable"), ("width", "5"), ("height", "5"), ("patternUnits", "userSpaceOnUse"),
        ("patternTransform", "rotate(-45)"),
      ])
    svg.element(
      "line",
      [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "5"), ("stroke", "#c0392b"), ("stroke-width", "1.2")])
    svg.close("pattern")
    for (index, panel) in panels.enumerated() {
      let area = panel.capture.content(options)
      svg.open("clipPath", [("id", Self.clipID(index))])
      svg.element(
        "rect",
        [("x", n(area.x)), ("y", n(area.y)), ("width", n(area.width)), ("height", n(area.height))])
      svg.close("clipPath")
    }
    svg.close("defs")
    svg.element(
      "rect",
      [
        ("class", "background"), ("x", n(viewBox.x)), ("y", n(viewBox.y)), ("width", n(viewBox.width)),
        ("height", n(viewBox.height)), ("fill", "#ffffff"),
      ])
    let whole = (capture, story)
    for (index, panel) in panels.enumerated() {
      (capture, story) = (panel.capture, panel.story)
      labels = LabelLayout()
      clip = Self.clipID(index)
      area = panel.capture.content(options)
      let dx = content.x - area.x
      let dy = Double(index) * Self.panelStep(content) + content.y - area.y
      if let title = panel.title {
        var attributes = [("class", "touch-group"), ("data-title", title)]
        if dx != 0 || dy != 0 { attributes.append(("transform", "translate(\(n(dx)),\(n(dy)))")) }
        svg.open("g", attributes)
      }
      drawScene(title: panel.title)
      drawUnreachable()
      drawMargins()
      drawFingers()
      drawEvents()
      drawMissedTouches()
      drawCancels()
      if panel.title != nil { svg.close("g") }
    }
    (capture, story) = whole
    drawLegend()
    svg.close("svg")
  }

  /// `content` for the first panel (a picture of one panel is as before), `content-2` and on.
  static func clipID(_ index: Int) -> String {
    index == 0 ? "content" : "content-\(index + 1)"
  }

  // MARK: Scene

  /// The window and its views; `title` (a touch group's) follows the window's size.
  private mutating func drawScene(title: String?) {
    let n = SVGRenderer.n
    let window = capture.windowSize
    svg.element(
      "text",
      [("class", "window-label"), ("x", n(window.x)), ("y", n(window.y - 4)), ("fill", "#333333")],
      text: "window \(n(window.width)) \u{00D7} \(n(window.height)) pt" + (title.map { "; " + $0 } ?? ""))
    svg.open("g", [("class", "scene"), ("clip-path", "url(#\(clip))")])
    svg.element(
      "rect",
      [
        ("class", "window"), ("x", n(window.x)), ("y", n(window.y)), ("width", n(window.width)),
        ("height", n(window.height)), ("fill", "#fcfcfc"), ("stroke", "#333333"), ("stroke-width", "1"),
      ])
    for view in capture.views {
      drawView(view)
    }
    // On top of every view, so a subview in front does not cover its superview's badge.
    for view in capture.views where !view.recognizers.isEmpty {
      drawRecognizers(view, labelWidth: Double(Self.label(of: view).count) * LabelLayout.characterWidth)
    }
    svg.close("g")
  }

  private mutating func drawView(_ view: RenderView) {
    let n = SVGRenderer.n
    var attributes: [(String, String)] = [
      ("class", viewClass(view)), ("data-id", view.id), ("x", n(view.frame.x)), ("y", n(view.frame.y)),
      ("width", n(view.frame.width)), ("height", n(view.frame.height)),
    ]
    let textColor: String
    if view.isHidden {
      attributes += [
        ("fill", "none"), ("stroke", "#9a9a9a"), ("stroke-dasharray", "4 3"), ("opacity", "0.6"),
      ]
      textColor = "#9a9a9a"
    } else if view.inertReason != nil {
      attributes += [("fill", "url(#hatch)"), ("stroke", "#8a8a8a")]
      textColor = "#6a6a6a"
    } else if view.isControl {
      attributes += [("fill", "#e6eef8"), ("stroke", "#3b6ea5")]
      textColor = "#1d3f66"
    } else if view.scroll != nil {
      attributes += [("fill", "none"), ("stroke", Self.scrollInk)]
      textColor = Self.scrollInk
    } else {
      attributes += [("fill", "none"), ("stroke", "#b4b4b4")]
      textColor = "#8a8a8a"
    }
    svg.open("g", [("class", "view-group"), ("data-id", view.id)])
    if let scroll = view.scroll { drawScrollContent(view, scroll) }
    svg.element("rect", attributes)
    let label = Self.label(of: view)
    labels.reserve(
      RenderRect(
        x: view.frame.x + 2, y: view.frame.y + 2,
        width: Double(label.count) * LabelLayout.characterWidth + 4, height: LabelLayout.lineHeight))
    svg.element(
      "text",
      [
        ("x", n(view.frame.x + 4)), ("y", n(view.frame.y + 11)), ("fill", textColor),
        ("font-weight", view.isControl ? "bold" : "normal"),
      ] + (view.isHidden ? [("opacity", "0.8")] : []), text: label)
    if let scroll = view.scroll { drawScrollLabel(view, scroll) }
    svg.close("g")
  }

  /// The view's label: its id, its class when not `UIView`, and why it takes no touches.
  static func label(of view: RenderView) -> String {
    var label = view.id
    if view.isControl || view.className != "UIView" { label += " (\(view.className))" }
    if view.isHidden {
      label += " hidden"
    } else if let reason = view.inertReason {
      label += " " + reason
    }
    return label
  }

  private func viewClass(_ view: RenderView) -> String {
    var names = [view.isControl ? "control" : "view"]
    if view.scroll != nil { names.append("scroll") }
    if view.isHidden { names.append("hidden") }
    if view.inertReason != nil { names.append("inert") }
    return names.joined(separator: " ")
  }

  private mutating func drawMargins() {
    let n = SVGRenderer.n
    let touched = Set(story.events.map(\.control))
    svg.open("g", [("class", "margins"), ("clip-path", "url(#\(clip))")])
    for view in capture.views {
      guard let area = view.touchArea else { continue }
      svg.element(
        "rect",
        [
          ("class", "margin"), ("data-control", view.id), ("x", n(area.x)), ("y", n(area.y)),
          ("width", n(area.width)), ("height", n(area.height)), ("rx", "6"), ("fill", "none"),
          ("stroke", "#3b6ea5"), ("stroke-width", touched.contains(view.id) ? "1.2" : "0.8"),
          ("stroke-dasharray", "6 4"),
          ("opacity", touched.contains(view.id) ? "0.9" : "0.3"),
        ])
    }
    svg.close("g")
  }

  // MARK: Fingers

  private mutating func drawFingers() {
    let n = SVGRenderer.n
    svg.open("g", [("class", "touches"), ("clip-path", "url(#\(clip))")])
    for finger in story.fingers {
      let color = FingerPalette.color(finger.index)
      svg.open("g", [("class", "finger"), ("data-finger", finger.id), ("stroke", color), ("fill", color)])
      // One path per touch: a `began` with a reused id starts a new one.
      for touch in Self.touches(of: finger) {
        svg.element(
          "polyline",
          [
            ("class", "path"), ("points", SVGBuilder.points(touch.map(\.point))), ("fill", "none"),
            ("stroke-width", "2"), ("stroke-linejoin", "round"), ("opacity", "0.8"),
          ])
      }
      for sample in finger.samples {
        svg.element(
          "circle",
          [
            ("class", "sample"), ("cx", n(sample.point.x)), ("cy", n(sample.point.y)), ("r", "2"),
            ("stroke", "none"),
          ])
      }
      for sample in finger.samples {
        let p = sample.point
        switch sample.phase {
        case .began:
          svg.element(
            "circle",
            [
              ("class", "began"), ("cx", n(p.x)), ("cy", n(p.y)), ("r", "5"), ("stroke", "#ffffff"),
              ("stroke-width", "1"),
            ])
        case .ended:
          svg.element(
            "circle",
            [
              ("class", "ended"), ("cx", n(p.x)), ("cy", n(p.y)), ("r", "5.5"), ("fill", "#ffffff"),
              ("stroke-width", "2"),
            ])
        case .cancelled:
          svg.element(
            "path",
            [
              ("class", "cancelled"),
              (
                "d",
                SVGRenderer.cross(p)
              ),
              ("fill", "none"), ("stroke-width", "2.5"),
            ])
        default:
          continue
        }
        labels.reserve(RenderRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12))
      }
      svg.close("g")
    }
    svg.close("g")
  }

  /// A finger's samples split into its touches, each from a `began` to the sample before the next.
  static func touches(of finger: RenderStory.Finger) -> [ArraySlice<RenderStory.Sample>] {
    var touches: [ArraySlice<RenderStory.Sample>] = []
    var start = finger.samples.startIndex
    for index in finger.samples.indices where finger.samples[index].phase == .began && index > start {
      touches.append(finger.samples[start..<index])
      start = index
    }
    if start < finger.samples.endIndex { touches.append(finger.samples[start...]) }
    return touches
  }

  // MARK: Events

  /// Consecutive dispatches of one control at the same moment and place, drawn with one label.
  private struct EventGroup {
    var t: Double
    var control: String
    var finger: Int?
    var point: RenderPoint
    var events: [UIControl.Event] = []
    var actions: [String] = []
  }

  private func eventGroups() -> [EventGroup] {
    var groups: [EventGroup] = []
    for event in story.events {
      let point =
        event.point ?? capture.views.first { $0.id == event.control }?.frame.center ?? RenderPoint(x: 0, y: 0)
      if let last = groups.last, last.t == event.t, last.control == event.control, last.point == point,
        last.finger == event.finger
      {
        groups[groups.count - 1].events += event.events
        groups[groups.count - 1].actions += event.actions
      } else {
        groups.append(
          EventGroup(
            t: event.t, control: event.control, finger: event.finger, point: point, events: event.events,
            actions: event.actions))
      }
    }
    return groups
  }

  /// Runs of groups of one control with the same events and actions (a slider's ValueChanged as
  /// the finger moves), drawn with one label: `ValueChanged x24, 0.25-1.00`.
  private struct EventRun {
    var first: EventGroup
    var count: Int
    var last: Double
  }

  private func eventRuns(_ groups: [EventGroup]) -> [EventRun] {
    var runs: [EventRun] = []
    for group in groups {
      if let last = runs.last?.first, last.control == group.control, last.events == group.events,
        last.actions == group.actions, last.finger == group.finger
      {
        runs[runs.count - 1].count += 1
        runs[runs.count - 1].last = group.t
      } else {
        runs.append(EventRun(first: group, count: 1, last: group.t))
      }
    }
    return runs
  }

  private mutating func drawEvents() {
    let n = SVGRenderer.n
    let groups = eventGroups()
    // The legend column, right of the content, and the margin left of it: no label may run
    // into them.
    labels.reserve(
      RenderRect(
        x: area.x + area.width + SVGRenderer.padding / 2, y: viewBox.y - 1e5, width: 1e4, height: 2e5))
    labels.reserve(
      RenderRect(
        x: area.x - SVGRenderer.padding - 1e4, y: viewBox.y - 1e5, width: 1e4 + SVGRenderer.padding / 2,
        height: 2e5))
    var runStarts: [Int: EventRun] = [:]
    var index = 0
    for run in eventRuns(groups) {
      runStarts[index] = run
      index += run.count
    }
    for group in groups {
      labels.reserve(RenderRect(x: group.point.x - 5, y: group.point.y - 5, width: 10, height: 10))
    }
    svg.open("g", [("class", "events")])
    for (position, group) in groups.enumerated() {
      let color = FingerPalette.color(group.finger)
      let p = group.point
      svg.open(
        "g",
        [
          ("class", "event"), ("data-control", group.control), ("data-t", SVGRenderer.seconds(group.t)),
          ("data-finger", group.finger.map { story.fingerID($0) } ?? ""),
        ])
      for event in group.events {
        svg.element(
          "path",
          [
            ("class", "event-marker"), ("data-event", RenderStory.name(event)),
            (
              "d",
              SVGRenderer.diamond(p)
            ),
            ("fill", color), ("stroke", "#ffffff"), ("stroke-width", "0.8"),
          ])
      }
      // One label per run, at its first group; the rest of the run draws markers only.
      guard let run = runStarts[position] else {
        svg.close("g")
        continue
      }
      var text = group.events.map(RenderStory.label).joined(separator: ", ")
      if !group.actions.isEmpty { text += " \u{2192} " + group.actions.joined(separator: ", ") }
      if run.count > 1 {
        text += " x\(run.count), \(NumberFormat.fixed(group.t, 2))-\(NumberFormat.fixed(run.last, 2))"
      }
      if options.control == nil { text = group.control + ": " + text }
      guard
        let box = labels.place(
          text, at: RenderPoint(x: p.x + 12, y: p.y), orEndingAt: p.x - 8, leftmost: area.x + 2)
      else {
        svg.close("g")
        continue
      }
      if box.y + box.height / 2 != p.y {
        svg.element(
          "line",
          [
            ("class", "leader"), ("x1", n(p.x + 4)), ("y1", n(p.y)), ("x2", n(box.x - 1)),
            ("y2", n(box.y + box.height / 2)), ("stroke", color), ("stroke-width", "0.6"), ("opacity", "0.7"),
          ])
      }
      svg.element(
        "text",
        [
          ("class", "event-label"), ("x", n(box.x)), ("y", n(box.y + box.height - 2.5)), ("fill", color),
          ("stroke", "#ffffff"), ("stroke-width", "3"), ("paint-order", "stroke"),
        ], text: text)
      svg.close("g")
    }
    svg.close("g")
  }
}

extension RenderStory {
  /// The id of the finger with colour index `index`.
  func fingerID(_ index: Int) -> String {
    fingerIDs.indices.contains(index) ? fingerIDs[index] : ""

  }
}
