import Testing

@testable import TraceReplay

@Suite("TraceReader lenient mode")
struct LenientReadingTests {
  typealias S = ReadingTestSupport

  @Test("problems become warnings in order, offending samples are skipped, open touches are cancelled")
  func warningsAndSynthesisedCancels() throws {
    let trace = [
      S.sample(0, 1, "began", x: 1, y: 1),
      S.sample(0.1, 2, "moved"),
      #"{"t":0.1,"id":1,"phase":"moved","x":"5","y":1}"#,
      S.sample(0.2, 1, "moved", x: 7, y: 8),
      S.sample(0.2, 3, "began", x: 3, y: 3),
      "not json",
      S.sample(0.15, 1, "ended"),
    ].joined(separator: "\n")
    var reader = try TraceReader(
      bytes: Array(trace.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    var groups: [SampleGroup] = []
    while let group = try reader.nextGroup() { groups.append(group) }
    let warnings = reader.takeWarnings()

    #expect(groups.map(\.time) == [0, 0.2, 0.2])
    #expect(groups.map { $0.samples.map(\.line) } == [[1], [4, 5], [0, 0]])
    #expect(
      groups.last?.samples == [
        TouchSample(t: 0.2, id: .int(1), phase: .cancelled, x: 7, y: 8),
        TouchSample(t: 0.2, id: .int(3), phase: .cancelled, x: 3, y: 3),
      ])
    #expect(
      warnings.map { "\($0.severity):\($0.line):\($0.column): \($0.message)" } == [
        "warning:2:25: moved for touch 2, which is not down",
        "warning:3:37: field 'x' must be a number, found a string",
        "warning:6:1: a sample line must be a JSON object; expected '{', found 'n'",
        "warning:7:6: time goes backwards: 0.15 after 0.2 on line 5",
        "warning:1:25: touch 1 began on line 1 is never ended or cancelled",
        "warning:5:25: touch 3 began on line 5 is never ended or cancelled",
      ])
    #expect(warnings.first?.notes == ["the sample is skipped"])
    #expect(warnings.last?.notes == ["cancelled at the end of the trace, t=0.2"])
    #expect(reader.statistics.skippedSamples == 4)
    #expect(reader.takeWarnings().isEmpty)
  }

  @Test("a warning renders with the source line and caret")
  func renderedWarning() throws {
    let trace = [S.sample(0, 1, "began"), S.sample(0.1, 1, "mvoed"), S.sample(0.2, 1, "ended")]
      .joined(separator: "\n")
    var reader = try TraceReader(
      bytes: Array(trace.utf8), name: "l.jsonl", options: TraceReadOptions(lenient: true))

    while try reader.nextGroup() != nil {}
    let rendered = reader.takeWarnings().map { $0.rendered() }

    #expect(
      rendered == [
        """
        l.jsonl:2:25: warning: unknown phase 'mvoed'; expected one of began, moved, \
        stationary, ended, cancelled
        {"t":0.1,"id":1,"phase":"mvoed","x":10.0,"y":20.0}
                                ^
        note: did you mean 'moved'?
        note: the sample is skipped

        """
      ])
  }

  @Test("header errors stay fatal in lenient mode")
  func headerFatal() {
    let trace = #"{"tracereplay": 3}"# + "\n" + S.sample(0, 1, "began")

    let rendered = S.readError(trace, options: TraceReadOptions(lenient: true))

    #expect(rendered.hasPrefix("touch.jsonl:1:17: error: unsupported trace format version 3;"))
  }

  @Test("a trace whose every sample is skipped is still an empty trace")
  func allSkipped() {
    let trace = "[]\n[]\n"

    let rendered = S.readError(trace, options: TraceReadOptions(lenient: true))

    #expect(rendered == "touch.jsonl: error: empty trace: no samples (all 2 sample lines were skipped)\n")
  }
}
