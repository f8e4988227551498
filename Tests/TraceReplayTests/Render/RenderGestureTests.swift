import Foundation
import Testing
import TraceReplay

/// Contract section 7 in pictures: which view has which recognizers, scroll views' content and
/// offsets, and touches a recognizer or scroll view cancelled.
@Suite("Render recognizers, scroll views and cancelled touches")
struct RenderGestureTests {
  /// The capture of a trace given as text, its header naming an inline scene.
  static func capture(scene: String, samples: [(Double, String, Double, Double)]) throws -> RenderCapture {
    let lines = samples.map {
      #"{"t": \#($0.0), "id": 1, "phase": "\#($0.1)", "x": \#($0.2), "y": \#($0.3)}"#
    }
    let flat = scene.split(separator: "\n").joined(separator: " ")
    let text = ([#"{"tracereplay": 1, "scene": \#(flat)}"#] + lines).joined(separator: "\n") + "\n"
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(text.utf8)
    return try #require(RenderCapture.replay(request, diagnostics: { _ in }).capture)
  }

  static func parsed(_ trace: String) throws -> SVGElements {
    let capture = try #require(RenderFixtures.capture(trace))
    return try #require(SVGElements.parse(try SVGRenderer.scene(capture)))
  }

  @Test(
    "each view with recognizers has a badge naming it and them, on top of its subviews, and a legend entry")
  func recognizerBadges() throws {
    let parsed = try Self.parsed("gesture-tap-over-controls")

    let groups = parsed.all("g", class: "recognizers").map {
      [$0.attributes["data-view"] ?? "", $0.attributes["data-recognizers"] ?? ""]
    }
    let texts = parsed.all("text", class: "recognizer-label").map(\.text)
    let allText = parsed.all("text").map(\.text)

    #expect(groups == [["form", "dismiss zoomTap"], ["holder", "hold"]])
    #expect(texts == ["form: Tap, Tap\u{00D7}2", "holder: LongPress"])
    #expect(allText.contains("gesture recognizers (Tap\u{00D7}2: taps needed)"))
    #expect(allText.contains("touch cancelled by recognizer / scroll view"))
    // A view made from `base` is drawn with the app's class name, as reports name it.
    #expect(allText.contains("apply (KnobControl)"))
  }

  @Test("recognizer names: the class's short name, taps, fingers, directions, and (off) when disabled")
  func recognizerLabels() throws {
    let capture = try Self.capture(
      scene: """
        {"window": {"width": 300, "height": 300}, "views": [{"id": "v", "frame": [0, 0, 300, 300], "gestureRecognizers": [
          {"id": "a", "class": "UITapGestureRecognizer"},
          {"id": "b", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 3, "numberOfTouchesRequired": 2},
          {"id": "c", "class": "UIPanGestureRecognizer", "isEnabled": false},
          {"id": "d", "class": "UISwipeGestureRecognizer", "direction": ["left", "up"]},
          {"id": "e", "class": "UILongPressGestureRecognizer"}]}]}
        """, samples: [(0, "began", 10, 10), (0.08, "ended", 10, 10)])

    let labels = capture.views.first?.recognizers.map(\.label)

    #expect(labels == ["Tap", "2-finger Tap\u{00D7}3", "Pan (off)", "Swipe left,up", "LongPress"])
  }

  @Test("a scroll view draws its content extent where its offset puts it, and its content scrolled with it")
  func scrolledContent() throws {
    let capture = try Self.capture(
      scene: """
        {"window": {"width": 300, "height": 600}, "views": [
          {"id": "list", "class": "UIScrollView", "frame": [0, 100, 300, 400], "contentSize": [300, 1000],
           "contentOffset": [0, 200], "subviews": [{"id": "row", "frame": [0, 300, 300, 50]}]}]}
        """, samples: [(0, "began", 10, 150), (0.08, "ended", 10, 150)])
    let parsed = try #require(SVGElements.parse(try SVGRenderer.scene(capture)))

    let content = try #require(parsed.all("rect", class: "scroll-content").first)
    let row = parsed.all("rect", class: "view").first { $0.attributes["data-id"] == "row" }
    let frame = parsed.all("rect", class: "scroll").first

    #expect(
      [
        content.attributes["x"], content.attributes["y"], content.attributes["width"],
        content.attributes["height"],
      ]
        == ["0.0", "-100.0", "300.0", "1000.0"])
    #expect(row?.attributes["y"] == "200.0")
    #expect(frame?.attributes["data-id"] == "list")
    #expect(
      parsed.all("text", class: "scroll-label").map(\.text) == [
        "content 300.0 \u{00D7} 1000.0, offset (0.0, 200.0)"
      ])
    // The scroll view's own pan and content-touch delay are not the scene's recognizers.
    #expect(parsed.all("g", class: "recognizers").isEmpty)
  }

  @Test(
    "each touch group's panel labels the scroll views with the offsets its touches saw, and the offset the replay left them at"
  )
  func finalOffsets() throws {
    let parsed = try Self.parsed("scroll-content-touches")

    let labels = parsed.all("text", class: "scroll-label").map { [$0.attributes["data-id"] ?? "", $0.text] }
    let extents = parsed.all("rect", class: "scroll-content").map { $0.attributes["height"] ?? "" }
    let titles = parsed.all("g", class: "touch-group").map { $0.attributes["data-title"] ?? "" }

    // Touches 1-2 began with feed at (0, 0), 3-5 after touch 3's drag had scrolled it by 35,
    // touch 6 after touch 5's by 20 more; settings scrolled only under touch 6.
    #expect(
      titles == [
        "touches 0.000-2.060 s: feed at offset (0, 0), settings at offset (0, 0)",
        "touches 3.000-4.400 s: feed at offset (0, 35), settings at offset (0, 0)",
        "touches 5.000-5.090 s: feed at offset (0, 55), settings at offset (0, 0)",
      ])
    let settings = ["settings", "content 390.0 \u{00D7} 1000.0, offset (0.0, 0.0) \u{2192} (0.0, 55.0)"]
    #expect(
      labels == [
        ["feed", "content 390.0 \u{00D7} 1200.0, offset (0.0, 0.0) \u{2192} (0.0, 55.0)"], settings,
        ["feed", "content 390.0 \u{00D7} 1200.0, offset (0.0, 35.0) \u{2192} (0.0, 55.0)"], settings,
        ["feed", "content 390.0 \u{00D7} 1200.0, offset (0.0, 55.0)"], settings,
      ])
    #expect(extents == ["1200.0", "1000.0", "1200.0", "1000.0", "1200.0", "1000.0"])
  }

  /// The elements of each touch group's panel, in order (the legend after the last is left out).
  static func panels(_ parsed: SVGElements) -> [[SVGElements.Element]] {
    let elements = parsed.elements
    let starts = elements.indices.filter {
      elements[$0].name == "g" && elements[$0].attributes["class"] == "touch-group"
    }
    let legend =
      elements.firstIndex { $0.name == "g" && $0.attributes["class"] == "legend" } ?? elements.count
    return starts.indices.map { index in
      Array(elements[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : legend)])
    }
  }

  @Test(
    "share is drawn where scroll's contentOffset put it when each touch began: at its place before the drag, 110 pt up after it"
  )
  func contentAtEachTouchesOffset() throws {
    let parsed = try Self.parsed("scroll-dismiss-tap")
    let panels = Self.panels(parsed)

    // scroll's frame begins at y 100 and share at content y 400: y 500 at offset 0, 390 at 110.
    let share = panels.map { panel in
      panel.first { $0.name == "rect" && $0.attributes["data-id"] == "share" }?.attributes["y"]
    }
    let began = panels.map { panel in
      panel.filter { $0.attributes["class"] == "began" }.map { $0.attributes["cy"] ?? "" }
    }
    let buy = panels.map { panel in panel.contains { $0.name == "rect" && $0.attributes["data-id"] == "buy" }
    }

    #expect(share == ["500.0", "390.0"])
    // Touch 1 began on buy (y 140-190) before the drag; touches 2 and 3 after it, 3 on share.
    #expect(began == [["165.0"], ["470.0", "415.0"]])
    // buy, scrolled 110 pt up, is wholly above scroll's frame: a scroll view clips its content.
    #expect(buy == [true, false])
    // The second panel's scene is drawn below the first: the window's height and a gap.
    #expect(
      parsed.all("g", class: "touch-group").map { $0.attributes["transform"] } == [
        nil, "translate(0.0,870.0)",
      ])
    // share no longer looks missed: touch 3 hit it, and touch 2 (30 pt below it) is not over it.
    #expect(parsed.all("text", class: "missed-touch").isEmpty)
  }

  @Test("a scene whose touches all began at the offsets it was built with is one picture, as before")
  func onePanelUnscrolled() throws {
    let parsed = try Self.parsed("gesture-tap-over-controls")

    #expect(parsed.all("g", class: "touch-group").isEmpty)
    #expect(parsed.all("clipPath").map { $0.attributes["id"] } == ["content"])
  }

  @Test("the legend counts the action dismissTap sent apart from the one share sent")
  func recognizerActionsCounted() throws {
    let parsed = try Self.parsed("scroll-dismiss-tap")
    let legend = parsed.all("text").map(\.text)

    #expect(legend.contains("3 dispatches, 1 finger"))
    #expect(legend.contains("actions sent: 1 by controls, 1 by recognizers"))
  }

  @Test(
    "a touch a recognizer or scroll view cancelled is marked where it last was, labelled with what cancelled it",
    arguments: [
      (
        "gesture-tap-over-controls",
        [
          ["1", "apply", "dismiss", "0.430", "100.0", "125.0"],
          ["3", "form", "dismiss", "2.430", "60.0", "330.0"],
          ["4", "hold-button", "hold", "3.500", "100.0", "500.0"],
        ],
        [
          "touch 1 cancelled by dismiss (Tap)", "touch 3 cancelled by dismiss (Tap)",
          "touch 4 cancelled by hold (LongPress)",
        ]
      ),
      (
        "scroll-content-touches", [["5", "card", "feed", "4.300", "100.0", "200.0"]],
        ["touch 5 cancelled by feed (UIScrollView)"]
      ),
    ])
  func cancelledTouches(trace: String, marks: [[String]], texts: [String]) throws {
    let parsed = try Self.parsed(trace)

    let groups = parsed.all("g", class: "cancel").map { group in
      ["data-touch", "data-view", "data-by", "data-t"].map { group.attributes[$0] ?? "" }
    }
    let circles = parsed.all("circle", class: "cancel-mark").map {
      [$0.attributes["cx"] ?? "", $0.attributes["cy"] ?? ""]
    }

    #expect(zip(groups, circles).map { $0 + $1 } == marks)
    #expect(parsed.all("text", class: "cancel-label").map(\.text) == texts)
  }

  @Test(
    "a scene without recognizers or scroll views draws none of it", arguments: ["tap", "drag-out-and-back"])
  func nothingWithoutSectionSeven(trace: String) throws {
    let parsed = try Self.parsed(trace)

    #expect(parsed.all("g", class: "recognizers").isEmpty)
    #expect(parsed.all("rect", class: "scroll-content").isEmpty)
    #expect(parsed.all("g", class: "cancel").isEmpty)
    #expect(
      !parsed.all("text").contains { $0.text.contains("recognizer") || $0.text.contains("scroll view") })
  }

  @Test("the ASCII legend lists recognizers, scroll views and cancelled touches")
  func asciiLegend() throws {
    let gestures = try ASCIIRenderer.scene(try #require(RenderFixtures.capture("gesture-tap-over-controls")))
    let scroll = try ASCIIRenderer.scene(try #require(RenderFixtures.capture("scroll-content-touches")))
    let plain = try ASCIIRenderer.scene(try #require(RenderFixtures.capture("tap")))

    #expect(gestures.contains("\nrecognizers: form Tap, Tapx2; holder LongPress\n"))
    #expect(gestures.contains("\n0.430 touch 1 at apply cancelled by dismiss (Tap)\n"))
    #expect(
      scroll.contains(
        "\nscroll views: feed content 390 x 1200, offset (0, 0) -> (0, 55); "
          + "settings content 390 x 1000, offset (0, 0) -> (0, 55)\n"))
    #expect(scroll.contains("\n4.300 touch 5 at card cancelled by feed (UIScrollView)\n"))
    #expect(
      !plain.contains("recognizers:") && !plain.contains("scroll views:") && !plain.contains("cancelled by"))
  }
}
