import Foundation
import Testing
import TraceReplay

/// The pictures are well-formed XML with the elements a reader relies on.
@Suite("Render structure")
struct RenderStructureTests {
  struct Expectation: CustomTestStringConvertible, Sendable {
    var trace: String
    /// Event markers per finger id.
    var markersPerFinger: [String: Int]
    var samplesPerFinger: [String: Int]
    var testDescription: String { trace }
  }

  static let expectations: [Expectation] = [
    Expectation(trace: "drag-out-and-back", markersPerFinger: ["1": 11], samplesPerFinger: ["1": 8]),
    Expectation(
      trace: "two-fingers", markersPerFinger: ["1": 4, "2": 3], samplesPerFinger: ["1": 3, "2": 2]),
    Expectation(trace: "tap", markersPerFinger: ["1": 4], samplesPerFinger: ["1": 3]),
  ]

  @Test(
    "The scene picture has a title, a viewBox, a legend, margins, paths and markers", arguments: expectations)
  func scene(_ expectation: Expectation) throws {
    let capture = try #require(RenderFixtures.capture(expectation.trace))

    let svg = try SVGRenderer.scene(capture)

    let parsed = try #require(SVGElements.parse(svg), "not well-formed XML")
    let root = try #require(parsed.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["viewBox"] != nil)
    #expect(parsed.all("title").first?.text == "tracereplay render: \(expectation.trace).jsonl")
    #expect(parsed.all("g", class: "legend").count == 1)
    #expect(
      parsed.all("rect", class: "margin").compactMap { $0.attributes["data-control"] }
        == ["row", "secret", "cancel", "buy", "ok"])
    let fingers = parsed.all("g", class: "finger").compactMap { $0.attributes["data-finger"] }
    #expect(fingers == expectation.samplesPerFinger.keys.sorted())
    #expect(parsed.all("polyline", class: "path").count == expectation.samplesPerFinger.count)
    #expect(parsed.all("circle", class: "sample").count == expectation.samplesPerFinger.values.reduce(0, +))
    #expect(parsed.all("circle", class: "began").count == expectation.samplesPerFinger.count)
    #expect(parsed.all("circle", class: "ended").count == expectation.samplesPerFinger.count)
    var markers: [String: Int] = [:]
    var finger = ""
    for element in parsed.elements {
      if element.name == "g", element.attributes["class"] == "event" {
        finger = element.attributes["data-finger"] ?? ""
      }
      if element.attributes["class"] == "event-marker" { markers[finger, default: 0] += 1 }
    }
    #expect(markers == expectation.markersPerFinger)
  }

  @Test("Views are drawn by kind: controls, hidden and disabled views, plain views")
  func viewKinds() throws {
    let capture = try #require(RenderFixtures.capture("tap"))

    let parsed = try #require(SVGElements.parse(try SVGRenderer.scene(capture)))

    func ids(_ className: String) -> [String] {
      parsed.all("rect", class: className).compactMap { $0.attributes["data-id"] }
    }
    #expect(ids("control") == ["row", "secret", "cancel", "buy", "ok"])
    #expect(ids("hidden") == ["secret"])
    #expect(ids("inert") == ["buy"])
    #expect(ids("view") == ["root", "list"])
    let secret = try #require(parsed.all("rect", class: "hidden").first)
    #expect(secret.attributes["stroke-dasharray"] != nil)
    #expect(parsed.all("rect", class: "inert").first?.attributes["fill"] == "url(#hatch)")
  }

  @Test("The row inside the scrolled list is drawn in window coordinates")
  func windowCoordinates() throws {
    let capture = try #require(RenderFixtures.capture("tap"))

    let row = try #require(capture.views.first { $0.id == "row" })

    #expect(row.frame == RenderRect(x: 20, y: 200, width: 350, height: 60))
    #expect(row.touchArea == RenderRect(x: -50, y: 130, width: 490, height: 200))
  }

  @Test("The event under a label marks where the touch was when it fired")
  func eventLocation() throws {
    let capture = try #require(RenderFixtures.capture("drag-out-and-back"))

    let parsed = try #require(SVGElements.parse(try SVGRenderer.scene(capture)))

    let exit = try #require(
      parsed.all("path", class: "event-marker").first { $0.attributes["data-event"] == "touchDragExit" })
    #expect(exit.attributes["d"] == "M195.0,606.0 L199.0,610.0 L195.0,614.0 L191.0,610.0 Z")
    let labels = parsed.all("text", class: "event-label").map(\.text)
    #expect(labels.contains("ok: DragExit, DragOutside"))
    #expect(labels.contains("ok: TouchUpInside, PrimaryAction \u{2192} tapOK:"))
  }

  @Test("--time keeps only the samples and events inside the window")
  func timeWindow() throws {
    let capture = try #require(RenderFixtures.capture("drag-out-and-back"))

    let parsed = try #require(
      SVGElements.parse(try SVGRenderer.scene(capture, options: RenderOptions(from: 0.1, to: 0.25))))

    #expect(parsed.all("circle", class: "sample").count == 4)
    #expect(parsed.all("circle", class: "began").isEmpty)
    #expect(parsed.all("path", class: "event-marker").count == 6)
  }

  @Test("--control keeps that control's events and zooms the viewBox onto it and its margin")
  func control() throws {
    let capture = try #require(RenderFixtures.capture("two-fingers"))

    let parsed = try #require(
      SVGElements.parse(try SVGRenderer.scene(capture, options: RenderOptions(control: "ok"))))

    #expect(Set(parsed.all("g", class: "event").compactMap { $0.attributes["data-control"] }) == ["ok"])
    #expect(parsed.all("g", class: "finger").compactMap { $0.attributes["data-finger"] } == ["1"])
    #expect(parsed.elements.first?.attributes["viewBox"] == "-74.0 600.0 768.0 296.0")
  }

  @Test("An unknown --control is a diagnostic with a suggestion")
  func unknownControl() throws {
    let capture = try #require(RenderFixtures.capture("tap"))

    let error = #expect(throws: Diagnostic.self) {
      try SVGRenderer.scene(capture, options: RenderOptions(control: "okk"))
    }

    #expect(error?.message == "--control 'okk' is not a control of the scene")
    #expect(error?.notes == ["did you mean 'ok'?"])
  }

  @Test("The timeline has a lane per control with events, spans from state records, ticks and an axis")
  func timeline() throws {
    let capture = try #require(RenderFixtures.capture("two-fingers"))

    let parsed = try #require(SVGElements.parse(try SVGRenderer.timeline(capture)))

    #expect(parsed.all("g", class: "lane").compactMap { $0.attributes["data-control"] } == ["ok", "cancel"])
    let spans = parsed.all("rect", class: "span").compactMap { $0.attributes["data-property"] }
    #expect(spans == ["tracking", "highlighted", "tracking", "highlighted"])
    #expect(
      parsed.all("text", class: "event-label").map(\.text) == [
        "TouchDown", "DragInside", "TouchUpInside", "PrimaryAction", "TouchDown", "TouchUpInside",
        "PrimaryAction",
      ])
    #expect(parsed.all("text", class: "action-label").map(\.text) == ["\u{2192} tapOK:", "\u{2192} cancel:"])
    #expect(parsed.all("line", class: "time-tick").count >= 3)
    #expect(parsed.all("g", class: "legend").count == 1)
  }

  @Test(
    "Time windows are read as FROM..TO with either end optional",
    arguments: [
      ("0.1..0.3", 0.1 as Double?, 0.3 as Double?), ("..0.3", nil, 0.3), ("0.2..", 0.2, nil),
    ])
  func timeWindowParsing(_ text: String, _ from: Double?, _ to: Double?) {
    let window = RenderOptions.timeWindow(text)

    #expect(window?.from == from)
    #expect(window?.to == to)
  }

  @Test(
    "Malformed or reversed time windows are rejected",
    arguments: ["", "..", "0.3", "a..b", "0.3..0.1", "1..2..3"])
  func badTimeWindow(_ text: String) {
    #expect(RenderOptions.timeWindow(text) == nil)
  }

  @Test("Text is escaped so any id gives valid XML")
  func escaping() throws {
    let view = RenderView(
      id: "a<b>&\"c'", className: "UIButton", frame: RenderRect(x: 0, y: 0, width: 10, height: 10), depth: 1,
      isControl: true, isHidden: false, inertReason: nil,
      touchArea: RenderRect(x: -5, y: -5, width: 20, height: 20))
    let capture = RenderCapture(
      traceName: "x&y.jsonl", windowSize: RenderRect(x: 0, y: 0, width: 100, height: 100), views: [view],
      touchMargin: 5, records: [])

    let parsed = try #require(SVGElements.parse(try SVGRenderer.scene(capture)))

    #expect(parsed.all("rect", class: "margin").first?.attributes["data-control"] == "a<b>&\"c'")
    #expect(parsed.all("title").first?.text == "tracereplay render: x&y.jsonl")
  }
}
