import Foundation
import Testing
import TraceReplayCLI

/// A replay stopped by bad input ends its JSONL output with the `error` record; `--lenient`
/// reports warnings as records and on stderr, skips the bad sample and cancels unclosed touches.
@Suite("Stopped and lenient replays")
struct StoppedReplayTests {
  /// Good samples on lines 2 and 3, a bad phase on line 4, a good end on line 5.
  static let brokenOnLine4 = #"""
    {"tracereplay": 1, "scene": "s.scene.json"}
    {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
    {"t": 0.05, "id": 1, "phase": "moved", "x": 101, "y": 720}
    {"t": 0.1, "id": 1, "phase": "endd", "x": 101, "y": 720}
    {"t": 0.2, "id": 1, "phase": "ended", "x": 101, "y": 720}
    """# + "\n"

  static let phaseMessage =
    "unknown phase 'endd'; expected one of began, moved, stationary, ended, cancelled"

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  @Test("A strict replay stopped on line 4 writes the earlier records, then the error record last")
  func errorRecordIsLast() throws {
    let result = try BadInputRun.run(
      [.text("t.jsonl", Self.brokenOnLine4)], arguments: ["--format", "jsonl"])

    #expect(result.status == 2)
    #expect(
      Self.lines(result.stdout) == [
        #"{"t":0.0,"type":"touch","id":1,"phase":"began","x":100.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.0,"type":"controlEvent","control":"ok","events":["touchDown"]}"#,
        #"{"t":0.05,"type":"touch","id":1,"phase":"moved","x":101.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.05,"type":"controlEvent","control":"ok","events":["touchDragInside"]}"#,
        #"{"t":0.05,"type":"error","message":"\#(Self.phaseMessage)","line":4,"column":30}"#,
      ])
    #expect(result.stderr.hasPrefix("t.jsonl:4:30: error: \(Self.phaseMessage)\n"))
  }

  @Test("--lenient skips the bad sample with a warning record and on stderr, and finishes with 0")
  func lenientSkipsTheSample() throws {
    let result = try BadInputRun.run(
      [.text("t.jsonl", Self.brokenOnLine4)], arguments: ["--format", "jsonl", "--lenient"])

    #expect(result.status == 0)
    #expect(
      Self.lines(result.stdout) == [
        #"{"t":0.0,"type":"touch","id":1,"phase":"began","x":100.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.0,"type":"controlEvent","control":"ok","events":["touchDown"]}"#,
        #"{"t":0.05,"type":"touch","id":1,"phase":"moved","x":101.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.05,"type":"controlEvent","control":"ok","events":["touchDragInside"]}"#,
        #"{"t":0.05,"type":"warning","message":"\#(Self.phaseMessage)","line":4,"column":30}"#,
        #"{"t":0.2,"type":"touch","id":1,"phase":"ended","x":101.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.2,"type":"controlEvent","control":"ok","events":["touchUpInside"]}"#,
        #"{"t":0.2,"type":"action","sender":"ok","action":"tapOK:","target":"vc","via":"target","events":["touchUpInside"]}"#,
        #"{"t":0.2,"type":"controlEvent","control":"ok","events":["primaryActionTriggered"]}"#,
      ])
    #expect(
      result.stderr == #"""
        t.jsonl:4:30: warning: unknown phase 'endd'; expected one of began, moved, stationary, ended, cancelled
        {"t": 0.1, "id": 1, "phase": "endd", "x": 101, "y": 720}
                                     ^
        note: did you mean 'ended'?
        note: the sample is skipped
        """# + "\n")
  }

  @Test("--lenient cancels a touch still down at the end, with a warning, and finishes with 0")
  func lenientCancelsUnclosedTouches() throws {
    let trace = #"""
      {"tracereplay": 1, "scene": "s.scene.json"}
      {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
      {"t": 0.05, "id": 1, "phase": "moved", "x": 101, "y": 720}
      """# + "\n"
    let result = try BadInputRun.run(
      [.text("t.jsonl", trace)], arguments: ["--format", "jsonl", "--lenient"])

    #expect(result.status == 0)
    #expect(
      Self.lines(result.stdout).suffix(3) == [
        #"{"t":0.05,"type":"touch","id":1,"phase":"cancelled","x":101.0,"y":720.0,"view":"ok","tap":1}"#,
        #"{"t":0.05,"type":"controlEvent","control":"ok","events":["touchCancel"]}"#,
        #"{"t":0.05,"type":"warning","message":"touch 1 began on line 2 is never ended or cancelled","line":2,"column":30}"#,
      ])
    #expect(
      result.stderr == #"""
        t.jsonl:2:30: warning: touch 1 began on line 2 is never ended or cancelled
        {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
                                     ^
        note: cancelled at the end of the trace, t=0.05
        """# + "\n")
  }

  @Test("Scene errors stay fatal under --lenient: the error record is the only one, exit 2")
  func sceneErrorsStayFatal() throws {
    let scene = #"{"views": [{"id": "ok", "class": "UIButon", "frame": [20, 700, 350, 50]}]}"# + "\n"
    let result = try BadInputRun.run(
      [.text("t.jsonl", Self.brokenOnLine4), .text("s.scene.json", scene)],
      arguments: ["--format", "jsonl", "--lenient"])

    #expect(result.status == 2)
    let records = Self.lines(result.stdout)
    #expect(records.count == 1)
    let expected = #"{"t":0.0,"type":"error","message":"views[0].class: unknown class 'UIButon'"#
    #expect(records.last?.hasPrefix(expected) == true)
    #expect(result.stderr.hasPrefix("s.scene.json:1:34: error: views[0].class: unknown class 'UIButon'"))
  }

  @Test("A strict replay's text output leaves the error to standard error, with its file and line")
  func textOutputLeavesTheErrorToStderr() throws {
    let result = try BadInputRun.run([.text("t.jsonl", Self.brokenOnLine4)])

    #expect(result.status == 2)
    #expect(!result.stdout.contains(Self.phaseMessage))
    #expect(!result.stdout.contains("error"))
    #expect(result.stderr.hasPrefix("t.jsonl:4:"))
    #expect(result.stderr.contains(Self.phaseMessage))
  }
}
