import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// The whole sketch of `render --ascii`: labels, glyphs, the legend, and that every example trace
/// gives the same pure-ASCII text each time.
@Suite("ASCII sketch")
struct ASCIIRendererTests {
  static let traceNames =
    ((try? FileManager.default.contentsOfDirectory(atPath: RenderFixtures.traces)) ?? [])
    .filter { $0.hasSuffix(".jsonl") && !$0.contains(".golden.") }
    .map { String($0.dropLast(6)) }
    .sorted()

  @Test("Every example trace sketches as pure ASCII, the same twice", arguments: traceNames)
  func pureASCII(_ trace: String) throws {
    let capture = try #require(RenderFixtures.capture(trace))

    let first = try ASCIIRenderer.scene(capture)
    let second = try ASCIIRenderer.scene(capture)

    #expect(first == second)
    #expect(first.utf8.allSatisfy { $0 == 0x0A || (0x20..<0x7F).contains($0) })
    #expect(!first.split(separator: "\n").contains { $0.hasSuffix(" ") })
  }

  /// A 100 × 60 pt window with one wide and one narrow view, and a touch from (10, 15) to (90, 15)
  /// that sends an action and a UIAction.
  static func capture(id: String = "b\u{00E9}ta") -> RenderCapture {
    let touch = { (t: Double, phase: UITouch.Phase, x: Double) in
      ReplayRecord(
        t: t,
        kind: .touch(
          .init(id: "1", idIsNumber: true, phase: phase, x: x, y: 15, view: id, tap: 1, blocked: nil)))
    }
    return RenderCapture(
      traceName: "dir/handmade.jsonl", windowSize: RenderRect(x: 0, y: 0, width: 100, height: 60),
      views: [
        RenderView(
          id: id, className: "UIButton", frame: RenderRect(x: 0, y: 0, width: 100, height: 30), depth: 1,
          isControl: true, isHidden: false, inertReason: nil, touchArea: nil),
        RenderView(
          id: "narrowname", className: "UIView", frame: RenderRect(x: 0, y: 30, width: 20, height: 30),
          depth: 1,
          isControl: false, isHidden: true, inertReason: nil, touchArea: nil),
      ], touchMargin: 70,
      records: [
        touch(0, .began, 10), touch(0.1, .moved, 50), touch(0.2, .ended, 90),
        ReplayRecord(
          t: 0.2,
          kind: .controlEvent(.init(control: id, className: "UIButton", events: .touchUpInside))),
        ReplayRecord(
          t: 0.2,
          kind: .action(
            .init(sender: id, action: "go:", target: nil, via: .unhandled, events: .touchUpInside))),
        ReplayRecord(
          t: 0.2,
          kind: .uiAction(.init(sender: id, title: "\u{201C}Go\u{201D}", events: .touchUpInside))),
      ])
  }

  @Test("Ids and titles outside ASCII become '?'; labels that do not fit are left out")
  func handmade() throws {
    let sketch = try ASCIIRenderer.scene(Self.capture(), width: 20)

    #expect(
      sketch == """
        handmade.jsonl: window 100 x 60 pt; 1 column = 5 pt, 1 row = 10 pt
        +b?ta--------------+
        | o111111111111111x|
        +------------------+
        ....               |
        .  .               |
        ....---------------+
        fingers: 1 touch 1; o began, x ended or cancelled
         time  control  events         action
        0.200  b?ta     touchUpInside  go: via unhandled; UIAction "?Go?"

        """)
  }

  @Test(
    "Fingers get 1 to 9, then letters other than o and x, then '*'",
    arguments: [
      (0, "1"), (8, "9"), (9, "a"), (22, "n"), (23, "p"), (30, "w"), (31, "y"), (56, "Z"), (57, "*"),
    ])
  func glyphs(index: Int, glyph: String) {
    #expect(String(UnicodeScalar(ASCIIPicture.glyph(index))) == glyph)
  }

  @Test(
    "share is sketched where scroll's contentOffset put it when each touch began; dismissTap's action is listed with share's"
  )
  func scrolledContent() throws {
    let capture = try #require(RenderFixtures.capture("scroll-dismiss-tap"))

    let sketch = try ASCIIRenderer.scene(capture)
    let lines = sketch.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let titles = lines.indices.filter { lines[$0].hasPrefix("touches ") }

    #expect(
      titles.map { lines[$0] } == [
        "touches 0.000-0.117 s: scroll at offset (0, 0)", "touches 1.117-2.817 s: scroll at offset (0, 110)",
      ])
    try #require(titles.count == 2)
    let before = Array(lines[titles[0]..<titles[1]])
    let after = Array(lines[titles[1]...])
    // 1 row = 13 pt and the window's top edge is the row after the title: touch 1 began at
    // y 165 on buy (140-190) before the drag; after it share is at y 390-440 and touch 3
    // (y 415) lies inside it, touch 2 (y 470) below it.
    let buyTop = try #require(before.firstIndex { $0.contains("+buy") })
    let began = try #require(
      before.indices.dropFirst().first { before[$0].hasSuffix("o                         |  |") })
    #expect(buyTop == 1 + 140 / 13 && began > buyTop && began < 1 + 190 / 13)
    let shareTop = try #require(after.firstIndex { $0.contains("+share") })
    #expect(shareTop == 1 + 390 / 13)
    // Inside share's box: its left edge, the touch's end, its right edge.
    #expect(after[1 + 415 / 13].hasPrefix("|  |") && after[1 + 415 / 13].contains("x"))
    #expect(after[1 + 470 / 13].contains("x"))
    #expect(!after.contains { $0.contains("+buy") })
    #expect(lines.contains("actions sent: 1 by controls, 1 by recognizers"))
    #expect(lines.contains("1.417  dismissTap  Tap recognized          dismissKeyboard: -> vc via target"))
    #expect(lines.contains("2.817  share       touchUpInside           share: -> vc via target"))
  }

  @Test("--control share zooms onto share where the touches on it saw it: the drag on buy is no panel of it")
  func scrolledContentZoomed() throws {
    let capture = try #require(RenderFixtures.capture("scroll-dismiss-tap"))

    let sketch = try ASCIIRenderer.scene(capture, options: RenderOptions(control: "share"), width: 30)
    let titles = sketch.split(separator: "\n").filter { $0.hasPrefix("touches ") }

    #expect(titles == ["touches 1.117-2.817 s: scroll at offset (0, 110)"])
    #expect(sketch.contains("|+share---------------+|\n   |+----------x---------+|\n"))
  }

  @Test("A width outside 20...400 is clamped")
  func clampedWidth() throws {
    let narrow = try ASCIIRenderer.scene(Self.capture(), width: 1)
    let wide = try ASCIIRenderer.scene(Self.capture(), width: 10_000)

    #expect(narrow.split(separator: "\n")[1].count == 20)
    #expect(wide.split(separator: "\n")[1].count == 400)
  }

  @Test("An unknown --control is the same diagnostic as for SVG")
  func unknownControl() throws {
    let capture = Self.capture(id: "ok")

    #expect(throws: Diagnostic.self) {
      _ = try ASCIIRenderer.scene(capture, options: RenderOptions(control: "okk"))
    }
  }
}
