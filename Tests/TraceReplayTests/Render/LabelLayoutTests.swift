import Foundation
import Testing

@testable import TraceReplay

@Suite("Render: one path per touch, runs of one dispatch, labels that never overlap")
struct RenderEverydayTests {
  static let scene = """
    {"window": {"width": 390, "height": 844},
     "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
       {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}
    """

  /// The SVG of `taps` taps on the button, each a new touch with id 1.
  static func svg(taps: Int) throws -> String {
    var lines = [#"{"tracereplay": 1, "scene": \#(scene.replacingOccurrences(of: "\n", with: ""))}"#]
    for i in 0..<taps {
      let x = 20 + (i * 37) % 350
      let y = 700 + (i * 13) % 50
      lines.append(#"{"t": \#(Double(i) * 0.1), "id": 1, "phase": "began", "x": \#(x), "y": \#(y)}"#)
      lines.append(#"{"t": \#(Double(i) * 0.1 + 0.05), "id": 1, "phase": "ended", "x": \#(x), "y": \#(y)}"#)
    }
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array((lines.joined(separator: "\n") + "\n").utf8)
    let (capture, _) = RenderCapture.replay(request) { _ in }
    return try SVGRenderer.scene(try #require(capture))
  }

  @Test("seven taps with one id draw seven paths, not one zig-zag")
  func pathPerTouch() throws {
    let svg = try Self.svg(taps: 7)

    #expect(svg.components(separatedBy: "<polyline class=\"path\"").count - 1 == 7)
  }

  @Test("no two labels overlap, even for a thousand taps on one button")
  func labelsNeverOverlap() throws {
    let svg = try Self.svg(taps: 1000)

    let boxes = Self.labelBoxes(svg)
    #expect(!boxes.isEmpty)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!a.intersects(b)) }
    }
  }

  @Test("a run of the same dispatch is one label with its count and times")
  func runs() {
    var layout = LabelLayout()
    let first = layout.place("ValueChanged", at: RenderPoint(x: 0, y: 0))
    let second = layout.place("ValueChanged", at: RenderPoint(x: 0, y: 0))

    #expect(first != nil && second != nil)
    #expect(first.map { a in second.map { !a.intersects($0) } ?? false } == true)
  }

  @Test("past the exact limit the occupancy map still refuses overlaps")
  func occupancyMap() {
    var layout = LabelLayout()
    for i in 0...LabelLayout.exactLimit {
      layout.reserve(RenderRect(x: Double(i % 64) * 1000, y: 5000, width: 1, height: 1))
    }
    let box = layout.place("label", at: RenderPoint(x: 0, y: 0))
    let again = layout.place("label", at: RenderPoint(x: 0, y: 0))

    #expect(box != nil)
    #expect(again.map { a in box.map { !a.intersects($0) } ?? false } == true)
  }

  /// The label boxes of a picture, from each label's x, baseline and text length.
  static func labelBoxes(_ svg: String) -> [RenderRect] {
    svg.components(separatedBy: "<text class=\"event-label\" ").dropFirst().compactMap { part in
      func attribute(_ name: String) -> Double? {
        guard let range = part.range(of: "\(name)=\"") else { return nil }
        return Double(part[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = attribute("x"), let y = attribute("y"), let start = part.firstIndex(of: ">"),
        let end = part.range(of: "</text>")
      else { return nil }
      let text = part[part.index(after: start)..<end.lowerBound]
      return RenderRect(
        x: x, y: y + 2.5 - LabelLayout.lineHeight, width: Double(text.count) * LabelLayout.characterWidth + 4,
        height: LabelLayout.lineHeight)
    }
  }
}
