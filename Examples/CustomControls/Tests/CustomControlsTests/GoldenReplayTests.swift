import CustomControls
import Testing
import TraceReplay
import TraceReplayTesting

/// Replays each trace of `traces/` with the custom classes registered and compares the `run`
/// output with `NAME.golden.txt` and the `explain` output with `NAME.explain.golden.txt`.
/// `TRACEREPLAY_RECORD=failed swift test` re-records the goldens that differ (never on CI).
@Suite("Replaying the custom-control traces against their goldens")
struct GoldenReplayTests {
  static let names = ["knob-turn", "circle-corner", "image-tap"]
  /// Traces checked against their `run` golden only.
  static let runOnly = ["checkmark"]

  @Test("run output matches the golden", arguments: names + runOnly)
  func run(name: String) {
    assertReplay(
      .file("../../traces/\(name).jsonl"), registry: .customControls,
      golden: "../../traces/\(name).golden.txt")
  }

  @Test("explain output matches the golden", arguments: names)
  func explain(name: String) {
    assertReplay(
      .file("../../traces/\(name).jsonl"), registry: .customControls, as: .explain,
      golden: "../../traces/\(name).explain.golden.txt")
  }

  @Test("the knob's trace sends knobTurned: at 90 and 180 degrees")
  func knobRecords() throws {
    let result = try replay(.file("../../traces/knob-turn.jsonl"), registry: .customControls)

    #expect(result.actions.map(\.action) == ["knobTurned:", "knobTurned:"])
    #expect(
      result.controlEvents.filter { $0.events == .valueChanged }.map(\.value) == [.float(90), .float(180)])
  }

  @Test("the check mark recognizer sends markDone: for the two check marks, and cancels the button under one")
  func checkmarkRecords() throws {
    let result = try replay(.file("../../traces/checkmark.jsonl"), registry: .customControls)

    #expect(result.recognizerActions.map { "\($0.t) \($0.action)" } == ["0.15 markDone:", "2.15 markDone:"])
    #expect(result.gestures.map(\.state) == [.ended, .failed, .ended, .failed])
    #expect(result.cancels.map { "\($0.view) \($0.by)" } == ["task checkmark", "details checkmark"])
    #expect(result.actionNames == ["showDetails:"])
    let endings = result.controlEvents.filter { $0.control == "details" }.map(\.events).filter {
      $0 == .touchCancel || $0 == .touchUpInside
    }
    #expect(endings == [.touchCancel, .touchUpInside])
  }

  /// Fails on purpose, to show what a difference looks like: the issue is recorded at the
  /// `assertReplay` line below, with the unified diff. `withKnownIssue` keeps the run green.
  @Test("a golden that does not match shows the diff at the assertion")
  func differenceShownAtTheAssertion() {
    withKnownIssue("the golden is another trace's, on purpose") {
      _ = withGoldenConfiguration(record: .never) {
        assertReplay(
          .file("../../traces/circle-corner.jsonl"), registry: .customControls,
          golden: "../../traces/image-tap.golden.txt")
      }
    } matching: { issue in
      issue.sourceLocation?.fileID == #fileID
        && issue.comments.contains { $0.rawValue.contains("+++ ") && $0.rawValue.contains("circleTapped:") }
    }
  }
}
