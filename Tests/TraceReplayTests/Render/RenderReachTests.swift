import Foundation
import Testing
import TraceReplay

/// The scene picture marks what hit-testing cannot reach, and touches that went elsewhere.
@Suite("Render reach")
struct RenderReachTests {
  static let scene = """
    {"window": {"width": 390, "height": 400},
     "views": [{"id": "root", "frame": [0, 0, 390, 400], "subviews": [
       {"id": "panel", "frame": [20, 40, 350, 120], "subviews": [
         {"id": "wide", "class": "UIButton", "frame": [250, 30, 160, 50]}]},
       {"id": "ok", "class": "UIButton", "frame": [20, 240, 350, 60]},
       {"id": "badge", "frame": [150, 250, 90, 40]}]}]}
    """

  static func svg() throws -> String {
    let samples = [
      (0.0, "began", 195.0, 270.0), (0.08, "ended", 195.0, 270.0), (0.3, "began", 380.0, 95.0),
      (0.38, "ended", 380.0, 95.0), (0.6, "began", 300.0, 270.0), (0.68, "ended", 300.0, 270.0),
    ].map { #"{"t": \#($0.0), "id": 1, "phase": "\#($0.1)", "x": \#($0.2), "y": \#($0.3)}"# }
    let flat = scene.split(separator: "\n").joined(separator: " ")
    let text = ([#"{"tracereplay": 1, "scene": \#(flat)}"#] + samples).joined(separator: "\n") + "\n"
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(text.utf8)
    let capture = try #require(RenderCapture.replay(request, diagnostics: { _ in }).capture)
    return try SVGRenderer.scene(capture)
  }

  @Test("a control's part outside its superview and its part under a sibling in front are hatched")
  func unreachableParts() throws {
    let parsed = try #require(SVGElements.parse(try Self.svg()))

    let parts = parsed.all("rect", class: "unreachable-part").map {
      [
        $0.attributes["data-control"], $0.attributes["data-reason"], $0.attributes["x"],
        $0.attributes["width"],
      ]
    }

    #expect(
      parts == [
        ["wide", "outside `panel`", "370.0", "60.0"],
        ["ok", "under `badge`", "150.0", "90.0"],
      ])
  }

  @Test("a touch that began over a control but hit another view is labelled with the view it hit")
  func missedTouches() throws {
    let parsed = try #require(SVGElements.parse(try Self.svg()))

    let labels = parsed.all("text", class: "missed-touch").compactMap(\.text)

    #expect(labels == ["touch 1 hit `badge`, not `ok`", "touch 1 hit `root`, not `wide`"])
  }
}
