import Testing
import TraceReplayCLI

@Suite("explain names only what could have happened")
struct ExplainTruthTests {
  /// The touch lands on `card` (y 400..<500) at (200, 490). Near it, outside their frames and
  /// inside their 70 pt touch areas: `save` 30 pt below; `ghost` (alpha 0) 42.7 pt away; `share`
  /// inside `panel`, which takes no touches, 61.8 pt away; `next` 50 pt away, a neighbour farther
  /// than `save`.
  static let cards = """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["save:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "card", "frame": [0, 400, 390, 100]}, \
    {"id": "save", "class": "UIButton", "frame": [180, 520, 60, 40], "targets": [{"target": "vc", "action": "save:", "events": ["touchUpInside"]}]}, \
    {"id": "ghost", "class": "UIButton", "frame": [100, 505, 60, 40], "alpha": 0}, \
    {"id": "panel", "frame": [260, 500, 130, 60], "userInteractionEnabled": false, "subviews": [{"id": "share", "class": "UIButton", "frame": [0, 5, 60, 40]}]}, \
    {"id": "next", "class": "UIButton", "frame": [120, 530, 50, 40]}]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": 200.0, "y": 490.0}
    {"t": 0.08, "id": 1, "phase": "ended", "x": 200.0, "y": 490.0}

    """

  @Test("no TouchUpInside only from the nearest control that could have taken the touch")
  func nearest() {
    let result = CLIHarness.run(["explain", "-"], standardInput: Self.cards)

    #expect(result.code == 0)
    #expect(result.stdout.components(separatedBy: "no TouchUpInside from").count == 2)
    #expect(
      result.stdout.contains(
        "no TouchUpInside from `save`: touch 1 began at (200.0, 490.0), 30.0 pt outside the bounds of `save` but inside its touch area"
      ))
  }

  @Test("--control asks about a neighbour: it is explained all the same")
  func focused() {
    let result = CLIHarness.run(["explain", "-", "--control", "next"], standardInput: Self.cards)

    #expect(
      result.stdout.contains("no TouchUpInside from `next`: touch 1 began at (200.0, 490.0), 50.0 pt outside")
    )
  }

  @Test("A text field whose touch a recognizer took lost it without a TouchCancel; a control got one")
  func textFieldCancel() {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "form", "actions": ["hold:", "apply:"]}], "views": [{"id": "form", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "hold", "class": "UILongPressGestureRecognizer", "targets": [{"target": "vc", "action": "hold:"}]}], "subviews": [{"id": "email", "class": "UITextField", "frame": [40, 300, 310, 44]}, {"id": "apply", "class": "UIControl", "frame": [40, 400, 310, 44], "targets": [{"target": "vc", "action": "apply:", "events": ["touchUpInside"]}]}]}]}}
      {"t": 0.0, "id": 1, "phase": "began", "x": 100.0, "y": 320.0}
      {"t": 0.7, "id": 1, "phase": "ended", "x": 100.0, "y": 320.0}
      {"t": 1.0, "id": 2, "phase": "began", "x": 100.0, "y": 420.0}
      {"t": 1.7, "id": 2, "phase": "ended", "x": 100.0, "y": 420.0}

      """
    let result = CLIHarness.run(["explain", "-"], standardInput: trace)

    #expect(!result.stdout.contains("`email` got TouchCancel"))
    #expect(
      result.stdout.contains(
        "    0.500  `email` (a UITextField) lost touch 1 at 0.500 and sent no TouchCancel: the UILongPressGestureRecognizer "
          + "`hold` on `form` recognized and cancels touches in its view (`cancelsTouchesInView`)\n"))
    #expect(
      result.stdout.contains(
        "    1.500  `apply` got TouchCancel at 1.500: the UILongPressGestureRecognizer `hold` on `form` recognized"
      ))
  }
}
