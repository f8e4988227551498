import Testing
import TraceReplayCLI

@Suite("run warns about samples outside the window")
struct OutsideWindowWarningTests {
  /// `ok` in a 390 x 844 window; the drag goes past the right edge twice (x 420, then 430).
  static let trace = """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": 360.0, "y": 725.0}
    {"t": 0.05, "id": 1, "phase": "moved", "x": 420.0, "y": 725.0}
    {"t": 0.1, "id": 1, "phase": "ended", "x": 430.0, "y": 725.0}

    """

  @Test(
    "Once, on standard error, at the first such sample's coordinate; the output and exit status are unchanged"
  )
  func once() throws {
    let result = CLIHarness.run(["run", "-"], standardInput: Self.trace)
    let inside = CLIHarness.run(
      ["run", "-"],
      standardInput: Self.trace.replacingOccurrences(of: "420.0", with: "380.0").replacingOccurrences(
        of: "430.0", with: "385.0"))

    #expect(result.code == 0)
    #expect(inside.stderr == "")
    #expect(result.stdout.contains("touch     1 moved        (420.0, 725.0)"))
    #expect(result.stderr.components(separatedBy: "warning:").count == 2)
    #expect(
      result.stderr.hasPrefix(
        "<stdin>:3:45: warning: touch 1 at (420.0, 725.0) is outside the window (390 x 844 pt), where no finger can be"
      ))
    #expect(
      result.stderr.contains("\n{\"t\": 0.05, \"id\": 1, \"phase\": \"moved\", \"x\": 420.0, \"y\": 725.0}\n")
    )
  }

  @Test("JSON Lines output gets no record for it: the records are the replay's")
  func jsonlUnchanged() {
    let result = CLIHarness.run(["run", "-", "--format", "jsonl"], standardInput: Self.trace)

    #expect(result.code == 0)
    #expect(!result.stdout.contains("warning"))
    #expect(result.stderr.contains("warning: touch 1 at (420.0, 725.0) is outside the window"))
  }
}
