import Testing
import TraceReplay

/// `render` on screens in motion (M6): each touch is drawn over the content at the offset it saw
/// when it began, a display frame of a motion included, and a motion that went on after the
/// last touch lifted ends the picture with the content where it came to rest.
@Suite("Rendering screens in motion")
struct RenderMotionTests {
  /// `feed`, a table 600 pt high with rows of 88 pt down to 2640, and `ok`, a button below it.
  static let scene =
    #"{"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": ["#
    + #"{"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 600], "contentSize": [390, 2640], "subviews": ["#
    + (0..<30).map { #"{"id": "row\#($0)", "class": "UITableViewCell", "frame": [0, \#($0 * 88), 390, 88]}"# }
    .joined(separator: ", ")
    + #"]}, {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 60]}]}]}"#

  /// A flick of `feed` up by 60 pt at 1.5 pt/ms, lifted at 0.05 with the content at 50, then
  /// `after`.
  static func capture(after: [String]) -> RenderCapture? {
    var lines = [#"{"tracereplay": 1, "scene": "# + scene + "}", sample(0, 1, "began", 200, 500)]
    for step in 1...4 { lines.append(sample(0.01 * Double(step), 1, "moved", 200, 500 - 15 * Double(step))) }
    lines.append(sample(0.05, 1, "ended", 200, 440))
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(((lines + after).joined(separator: "\n") + "\n").utf8)
    return RenderCapture.replay(request, diagnostics: { _ in }).capture
  }

  static func sample(_ t: Double, _ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    "{\"t\": \(t), \"id\": \(id), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
  }

  /// The panel titles of the ASCII sketch.
  static func titles(_ capture: RenderCapture) throws -> [String] {
    try ASCIIRenderer.scene(capture, options: RenderOptions(), width: 40)
      .split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("touches ") || $0.hasPrefix("at rest ") }
  }

  @Test(
    "a tap on ok while feed decelerates is drawn over feed's content at the frame it saw: 50 + 473.42 after 30 frames, though no record says so; then feed at rest"
  )
  func touchAtAFrameOfTheMotion() throws {
    let capture = try #require(
      Self.capture(after: [Self.sample(0.54, 2, "began", 195, 730), Self.sample(0.62, 2, "ended", 195, 730)]))

    let titles = try Self.titles(capture)

    #expect(
      titles == [
        "touches 0.000-0.050 s: feed at offset (0, 0)", "touches 0.540-0.620 s: feed at offset (0, 523.42)",
        "at rest 2.550 s: feed at offset (0, 793.65)",
      ])
  }

  @Test("a tap that only stopped feed is drawn over the content where it caught it (M7)")
  func touchThatCaughtTheMotion() throws {
    let capture = try #require(
      Self.capture(after: [Self.sample(0.54, 2, "began", 100, 300), Self.sample(0.62, 2, "ended", 100, 300)]))

    let titles = try Self.titles(capture)

    #expect(
      titles == [
        "touches 0.000-0.050 s: feed at offset (0, 0)", "touches 0.540-0.620 s: feed at offset (0, 523.42)",
      ])
  }

  @Test(
    "a flick with no touch after it: the touch over the content it dragged, then the content where it came to rest"
  )
  func contentAtRest() throws {
    let capture = try #require(Self.capture(after: []))

    let titles = try Self.titles(capture)
    let svg = try SVGRenderer.scene(capture, options: RenderOptions())

    #expect(
      titles == [
        "touches 0.000-0.050 s: feed at offset (0, 0)", "at rest 2.550 s: feed at offset (0, 793.65)",
      ])
    #expect(svg.contains(#"data-title="at rest 2.550 s: feed at offset (0, 793.65)""#))
  }

  @Test("a slow drag releases nothing: one panel, no content at rest after it")
  func noMotionNoRestPanel() throws {
    var lines = [#"{"tracereplay": 1, "scene": "# + Self.scene + "}", Self.sample(0, 1, "began", 200, 500)]
    for step in 1...4 {
      lines.append(Self.sample(0.1 * Double(step), 1, "moved", 200, 500 - 15 * Double(step)))
    }
    lines.append(Self.sample(0.45, 1, "ended", 200, 440))
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array((lines.joined(separator: "\n") + "\n").utf8)
    let capture = try #require(RenderCapture.replay(request, diagnostics: { _ in }).capture)

    let titles = try Self.titles(capture)

    #expect(titles.isEmpty)
  }
}
