import Testing
import TraceReplay
import TraceReplayCLI

@Suite("Strings from the input never reach a terminal raw")
struct EscapedOutputTests {
  /// A tap on `ok` by a touch whose string id holds an escape character.
  static let trace = """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}}
    {"t": 0.0, "id": "a\\u001b[2Jb", "phase": "began", "x": 100.0, "y": 720.0}
    {"t": 0.1, "id": "a\\u001b[2Jb", "phase": "ended", "x": 100.0, "y": 720.0}

    """

  private func run(_ arguments: [String]) -> (Int32, String, String) {
    let context = CLIContext.inMemory(standardInput: Array(Self.trace.utf8))
    let status = CLI.run(arguments, context: context)
    return (status, context.stdout.contents, context.stderr.contents)
  }

  @Test(
    "a string touch id with a control character is escaped in every text output",
    arguments: [["run", "-"], ["run", "-", "--verbose"], ["explain", "-"]])
  func touchID(arguments: [String]) {
    let (status, stdout, _) = run(arguments)

    #expect(status == 0)
    #expect(!stdout.contains("\u{1B}"))
    #expect(stdout.contains("a\\u{1B}[2Jb"))
  }

  @Test("the verbose hit-test line names the touch escaped")
  func hitTest() {
    let (_, stdout, _) = run(["run", "-", "--verbose"])

    #expect(stdout.contains("hittest   a\\u{1B}[2Jb: window inside"))
  }

  @Test("a usage error quoting an argument escapes it")
  func usageError() {
    let (status, _, stderr) = run(["explain", "-", "--at", "\u{1B}]0;owned\u{7}"])

    #expect(status == 2)
    #expect(!stderr.contains("\u{1B}"))
    #expect(stderr.hasPrefix("Error: invalid value '\\u{1B}]0;owned\\u{7}' for '--at <time>'"))
  }
}

@Suite("perturb and check escape what they quote from the input")
struct EscapedReportTests {
  @Test("perturb's text report and its margins escape a string touch id")
  func perturbText() {
    let context = CLIContext.inMemory(standardInput: Array(EscapedOutputTests.trace.utf8))

    let status = CLI.run(["perturb", "-", "--runs", "20", "--jitter", "30", "--margins"], context: context)

    #expect(status == 0)
    #expect(!context.stdout.contents.contains("\u{1B}"))
    #expect(context.stdout.contents.contains("touch a\\u{1B}[2Jb"))
  }

  @Test("check's diff escapes a golden's line")
  func goldenDiff() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "\u{1B}]0;owned\u{7}\n" + GoldenFolder.tapText)

    let result = CheckCommandTests.run(["check", "."], in: folder)

    #expect(result.code == 1)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("-\\u{1B}]0;owned\\u{7}\n"))
  }
}
