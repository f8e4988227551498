import Testing
import TraceReplay
import TraceReplayCLI

@Suite("tracereplay explain")
struct ExplainCommandTests {
  static let trace = """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "buy", "class": "UIButton", "frame": [200, 620, 170, 50], "enabled": false}, {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": 280.0, "y": 640.0}
    {"t": 0.08, "id": 1, "phase": "ended", "x": 280.0, "y": 640.0}
    {"t": 0.5, "id": 1, "phase": "began", "x": 100.0, "y": 720.0}
    {"t": 0.6, "id": 1, "phase": "ended", "x": 100.0, "y": 588.0}

    """

  private func explain(_ arguments: [String]) -> (Int32, String, String) {
    let context = CLIContext.inMemory(standardInput: Array(Self.trace.utf8))
    let status = CLI.run(["explain", "-"] + arguments, context: context)
    return (status, context.stdout.contents, context.stderr.contents)
  }

  @Test("--control keeps the explanations about one control")
  func control() {
    let (status, stdout, stderr) = explain(["--control", "buy"])

    #expect(status == 0)
    #expect(stderr == "")
    #expect(
      stdout == """
            0.000  no TouchDown on `buy`: it is disabled (enabled = false), so hit-testing passed over it and the touch went to `root`
                   hit test         touch 1 began at (280.0, 640.0) and hit `root`; passed over `buy` (enabled = false)

        """)
  }

  @Test("--control takes a recognizer's id: why it failed, from the model's failure records")
  func recognizer() {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "tapBackground", "class": "UITapGestureRecognizer"}], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50]}]}]}}
      {"t": 0.0, "id": 1, "phase": "began", "x": 100.0, "y": 125.0}
      {"t": 0.08, "id": 1, "phase": "ended", "x": 100.0, "y": 125.0}

      """
    let context = CLIContext.inMemory(standardInput: Array(trace.utf8))
    let status = CLI.run(["explain", "-", "--control", "tapBackground"], context: context)

    #expect(status == 0)
    #expect(context.stderr.contents == "")
    #expect(
      context.stdout.contents.hasPrefix(
        "    0.080  `tapBackground` failed: `ok` is a UIButton, which refuses a single-tap recognizer of "
          + "another view (`gestureRecognizerShouldBegin`)\n"))
  }

  @Test("--at with a range and --format jsonl print one object per explanation")
  func rangeAsJSONLines() {
    let (status, stdout, _) = explain(["--at", "0.6..0.6", "--control", "ok", "--format", "jsonl"])

    let lines = stdout.split(separator: "\n")
    #expect(status == 0)
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("{\"t\":0.6,\"type\":\"explanation\",") })
    #expect(
      lines.last?.contains(
        "\"message\":\"no TouchUpInside: the touch ended at (100.0, 588.0), 42.0 pt outside the touch area "
          + "of `ok` (bounds grown by 70.0 pt), so UIKit sends TouchUpOutside\"") == true)
  }

  @Test("--at with nothing there says so")
  func nothingThere() {
    let (status, stdout, _) = explain(["--at", "0.3", "--control", "ok"])

    #expect(status == 0)
    #expect(stdout == "nothing to explain for `ok` at 0.300\n")
  }

  @Test("a --control the scene does not know is an error with a suggestion and the nearest ids")
  func unknownControl() {
    let (status, stdout, stderr) = explain(["--control", "bux"])

    #expect(status == 2)
    #expect(stdout == "")
    #expect(
      stderr == """
        -: error: --control 'bux' names nothing in the scene; did you mean 'buy'?
        note: the nearest ids: 'buy', 'ok', 'root'

        """)
  }

  @Test("a malformed --at is a usage error")
  func badTime() {
    let (status, _, stderr) = explain(["--at", "soon"])

    #expect(status == 2)
    #expect(
      stderr.hasPrefix(
        "Error: invalid value 'soon' for '--at <time>': expected seconds such as 0.35, or a range such as 0.1..0.4\n"
      ))
  }
}

@Suite("explain on a scroll view")
struct ExplainScrollTests {
  @Test("a drag that began on the scroll view itself scrolled it: never 'the touch never reached' it")
  func dragOnScrollView() {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]}]}}
      {"t": 0, "id": 1, "phase": "began", "x": 200, "y": 600}
      {"t": 0.05, "id": 1, "phase": "moved", "x": 200, "y": 560}
      {"t": 0.1, "id": 1, "phase": "moved", "x": 200, "y": 500}
      {"t": 0.15, "id": 1, "phase": "ended", "x": 200, "y": 450}

      """
    let context = CLIContext.inMemory(standardInput: Array(trace.utf8))

    let status = CLI.run(["explain", "-"], context: context)

    #expect(status == 0)
    #expect(!context.stdout.contents.contains("never reached"))
    #expect(!context.stdout.contents.contains("got no touches"))
  }
}

@Suite("explain --problems")
struct ExplainProblemsTests {
  @Test("an action no responder handled is a problem: --problems lists it")
  func unhandledAction() {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": [{"target": null, "action": "signIn:", "events": ["touchUpInside"]}]}]}}
      {"t": 0, "id": 1, "phase": "began", "x": 100, "y": 720}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}

      """
    let context = CLIContext.inMemory(standardInput: Array(trace.utf8))

    let status = CLI.run(["explain", "-", "--problems"], context: context)

    #expect(status == 0)
    #expect(context.stdout.contents.contains("nobody implements it, so it is dropped"))
    #expect(!context.stdout.contents.contains("no problems"))
  }
}
