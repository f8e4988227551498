import Foundation
import Testing
import TraceReplay

/// The pictures (SVG) and sketches (ASCII) of the example traces, byte for byte; `TRACEREPLAY_RECORD=1` re-records them
/// (never when `CI` is set).
@Suite("Render goldens")
struct RenderGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var golden: String
    var trace: String
    var timeline = false
    /// The width of an ASCII sketch; nil for SVG.
    var ascii: Int?
    var options = RenderOptions()
    var testDescription: String { golden }
    /// The golden's file name: `.svg` for pictures, `.txt` for sketches.
    var fileName: String { golden + (ascii == nil ? ".svg" : ".txt") }
  }

  static let cases: [Case] = [
    Case(golden: "drag-out-and-back", trace: "drag-out-and-back"),
    Case(golden: "two-fingers", trace: "two-fingers"),
    Case(golden: "tap", trace: "tap"),
    Case(golden: "drag-out-and-back.timeline", trace: "drag-out-and-back", timeline: true),
    Case(golden: "two-fingers.timeline", trace: "two-fingers", timeline: true),
    Case(
      golden: "two-fingers.control-ok", trace: "two-fingers", options: RenderOptions(control: "ok")),
    Case(
      golden: "drag-out-and-back.time", trace: "drag-out-and-back",
      options: RenderOptions(from: 0.1, to: 0.25)),
    Case(golden: "drag-out-and-back.ascii", trace: "drag-out-and-back", ascii: 60),
    Case(golden: "two-fingers.ascii", trace: "two-fingers", ascii: 60),
    Case(golden: "nil-target.ascii-40", trace: "nil-target", ascii: 40),
    Case(
      golden: "two-fingers.control-ok.ascii", trace: "two-fingers", ascii: 60,
      options: RenderOptions(control: "ok")),
    Case(
      golden: "scrolled-container.time.ascii-24", trace: "scrolled-container", ascii: 24,
      options: RenderOptions(from: 0.5)),
  ]

  static var recording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["TRACEREPLAY_RECORD"] == "1" && environment["CI"] == nil
  }

  @Test("The picture matches its golden", arguments: cases)
  func matches(_ testCase: Case) throws {
    let capture = try #require(RenderFixtures.capture(testCase.trace))

    let svg: String
    if let width = testCase.ascii {
      svg = try ASCIIRenderer.scene(capture, options: testCase.options, width: width)
    } else if testCase.timeline {
      svg = try SVGRenderer.timeline(capture, options: testCase.options)
    } else {
      svg = try SVGRenderer.scene(capture, options: testCase.options)
    }

    let path = RenderFixtures.goldens + "/" + testCase.fileName
    if Self.recording {
      try AtomicFile(path: path).write(svg)
      print("recorded \(path)")
      return
    }
    let golden = try #require(
      FileManager.default.contents(atPath: path), "missing golden \(path); run with TRACEREPLAY_RECORD=1")
    let expected = String(decoding: golden, as: UTF8.self)
    #expect(svg == expected, "\(UnifiedDiff().render(expected, svg))")
  }

  @Test("Rendering twice gives the same bytes")
  func deterministic() throws {
    let first = try SVGRenderer.scene(try #require(RenderFixtures.capture("two-fingers")))
    let second = try SVGRenderer.scene(try #require(RenderFixtures.capture("two-fingers")))

    #expect(first == second)
  }
}
