extension ASCIIPicture {
  /// The lines above the grid: the trace, the window, the scale and any filters.
  func header() -> String {
    let n = Self.number
    let window = capture.windowSize
    let name = capture.traceName == "-" ? "<stdin>" : SVGRenderer.shortName(capture.traceName)
    var lines = [
      "\(Self.ascii(name)): window \(n(window.width)) x "
        + "\(n(window.height)) pt; 1 column = \(n(scale.pointsPerColumn)) pt, "
        + "1 row = \(n(scale.pointsPerRow)) pt"
    ]
    var filters: [String] = []
    if let control = options.control {
      filters.append("--control \(Self.ascii(control)) (its touch margin and 10 pt around it)")
    }
    if options.from != nil || options.to != nil {
      let from = options.from.map(SVGRenderer.seconds) ?? ""
      let to = options.to.map(SVGRenderer.seconds) ?? ""
      filters.append("--time \(from)..\(to)")
    }
    if !filters.isEmpty { lines.append(filters.joined(separator: ", ")) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A number with at most two decimals, without trailing zeros: `390`, `6.5`, `9.75`.
  static func number(_ value: Double) -> String {
    var text = NumberFormat.fixed(value, 2)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The lines below the grid: which glyph is which finger, then one line per control-event
  /// dispatch and per action a gesture recognizer sent, in time order, with the actions sent
  /// (counted apart, controls' and recognizers', when recognizers sent any).
  func legend() -> String {
    var output = ""
    if story.fingers.isEmpty {
      output += "fingers: none\n"
    } else {
      let fingers = story.fingers.map { finger in
        "\(Character(Unicode.Scalar(Self.glyph(finger.index)))) touch \(Self.ascii(finger.id))"
      }
      output += "fingers: " + fingers.joined(separator: ", ") + "; o began, x ended or cancelled\n"
    }
    output += gestureLegend()
    for state in story.states {
      output += "state: " + Self.ascii(state.line.replacingOccurrences(of: "\u{2013}", with: "-")) + "\n"
    }
    if let count = story.actionCount { output += count + "\n" }
    guard !story.events.isEmpty || !story.recognizerActions.isEmpty else {
      return output + "no control events\n"
    }
    let dispatches = story.events.map { event in
      (
        event.order,
        [
          SVGRenderer.seconds(event.t), Self.ascii(event.control),
          event.events.map(RenderStory.name).joined(separator: ", "),
          Self.ascii(event.sent.joined(separator: "; ")),
        ]
      )
    }
    let recognized = story.recognizerActions.map { action in
      (
        action.order,
        [
          SVGRenderer.seconds(action.t), Self.ascii(action.recognizer),
          Self.ascii(recognizerLabel(action.recognizer).replacingOccurrences(of: "\u{00D7}", with: "x"))
            + " " + RenderStory.stateName(action.state),
          Self.ascii(action.sent),
        ]
      )
    }
    let rows = (dispatches + recognized).sorted { $0.0 < $1.0 }.map(\.1)
    let table = [["time", "control", "events", "action"]] + rows
    let widths = (0..<3).map { column in table.map { $0[column].count }.max() ?? 0 }
    for row in table {
      var line = ""
      for column in 0..<3 {
        let cell = row[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        line += (column == 0 ? padding + cell : cell + padding) + "  "
      }
      line += row[3]
      while line.last == " " { line.removeLast() }
      output += line + "\n"
    }
    return output
  }

  /// A recognizer's short name (`Tap`), or `recognizer` for one the scene does not declare.
  func recognizerLabel(_ id: String) -> String {
    capture.views.lazy.compactMap { $0.recognizers.first { $0.id == id }?.label }.first ?? "recognizer"
  }

  /// Section 7's lines, only when the scene or replay has them: the views with recognizers, the
  /// scroll views with their content and offsets, and each touch a recognizer or scroll view
  /// cancelled.
  func gestureLegend() -> String {
    func text(_ value: String) -> String { Self.ascii(value.replacingOccurrences(of: "\u{00D7}", with: "x")) }
    let n = Self.number
    var output = ""
    let recognizers = capture.views.filter { !$0.recognizers.isEmpty }.map { view in
      view.id + " " + view.recognizers.map(\.label).joined(separator: ", ")
    }
    if !recognizers.isEmpty { output += "recognizers: " + text(recognizers.joined(separator: "; ")) + "\n" }
    let scrolls = capture.views.compactMap { view -> String? in
      guard let scroll = view.scroll else { return nil }
      var line =
        "\(view.id) content \(n(scroll.contentWidth)) x \(n(scroll.contentHeight)), "
        + "offset (\(n(scroll.offset.x)), \(n(scroll.offset.y)))"
      if let last = story.finalOffsets[view.id], last != scroll.offset {
        line += " -> (\(n(last.x)), \(n(last.y)))"
      }
      return line
    }
    if !scrolls.isEmpty { output += "scroll views: " + text(scrolls.joined(separator: "; ")) + "\n" }
    for cancel in story.cancels {
      let by =
        capture.views.lazy.compactMap { view in
          view.recognizers.first { $0.id == cancel.by }.map { "\(cancel.by) (\($0.label))" }
            ?? (view.id == cancel.by ? "\(cancel.by) (\(view.className))" : nil)
        }.first ?? cancel.by
      output +=
        text("\(SVGRenderer.seconds(cancel.t)) touch \(cancel.touch) at \(cancel.view) cancelled by \(by)")
        + "\n"
    }
    return output
  }
}
