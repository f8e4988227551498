import Testing

@testable import TraceReplay

@Suite("touchDropped records: a held touch dropped before it reached its view")
struct TouchDroppedRecordTests {
  /// A quick vertical drag on `buy`, inside the vertical scroll view `feed`: 10 pt at 0.064.
  static let trace = [
    #"{"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 1200], "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 350, 50]}]}]}]}}"#,
    #"{"t": 0, "id": 1, "phase": "began", "x": 100, "y": 125}"#,
    #"{"t": 0.032, "id": 1, "phase": "moved", "x": 100, "y": 120}"#,
    #"{"t": 0.064, "id": 1, "phase": "moved", "x": 100, "y": 115}"#,
    #"{"t": 0.128, "id": 1, "phase": "ended", "x": 100, "y": 95}"#,
  ]

  static func records(verbose: Bool, failures: Bool) -> [ReplayRecord] {
    records(of: trace, verbose: verbose, failures: failures)
  }

  /// The records of a replay of `lines` (a trace with an inline scene), read as standard input,
  /// with `--verbose` and the gesture machinery's failure records as asked.
  static func records(of lines: [String], verbose: Bool, failures: Bool) -> [ReplayRecord] {
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array((lines.joined(separator: "\n") + "\n").utf8)
    request.verbose = verbose
    request.replayOptions.recordsGestureFailures = failures
    var records: [ReplayRecord] = []
    ReplayRun.run(request, record: { records.append($0) }, diagnostics: { _ in }, sceneBuilt: { _ in })
    return records
  }

  static func dropped(_ records: [ReplayRecord]) -> [ReplayRecord] {
    records.filter { record in
      if case .touchDropped = record.kind { return true }
      return false
    }
  }

  @Test("the scroll view that began scrolling drops the held touch: one record, when it began")
  func recorded() {
    let dropped = Self.dropped(Self.records(verbose: true, failures: true))

    #expect(
      dropped == [
        ReplayRecord(
          t: 0.064,
          kind: .touchDropped(.init(id: "1", idIsNumber: true, view: "buy", by: "feed", heldByDelay: true)))
      ])
  }

  @Test("only explain asks for them: a run, verbose or not, has none", arguments: [true, false])
  func onlyForExplain(verbose: Bool) {
    #expect(Self.dropped(Self.records(verbose: verbose, failures: false)).isEmpty)
    #expect(Self.dropped(Self.records(verbose: false, failures: true)).isEmpty)
  }

  @Test("the reporters write a touchDropped record as one line, as docs/output-format.md shows")
  func written() {
    let records = [
      ReplayRecord(t: 0.064, kind: .touchDropped(.init(id: "1", idIsNumber: true, view: "buy", by: "feed"))),
      ReplayRecord(t: 0.5, kind: .touchDropped(.init(id: "f", idIsNumber: false, view: "buy", by: "hold"))),
    ]
    let jsonl = StringOutput()
    let text = StringOutput()
    let reporters = (JSONLReporter(output: jsonl), TextReporter(output: text))
    for record in records {
      reporters.0.report(record)
      reporters.1.report(record)
    }

    #expect(
      jsonl.text.split(separator: "\n") == [
        #"{"t":0.064,"type":"touchDropped","id":1,"view":"buy","by":"feed"}"#,
        #"{"t":0.5,"type":"touchDropped","id":"f","view":"buy","by":"hold"}"#,
      ])
    #expect(
      text.text.split(separator: "\n") == [
        "    0.064  dropped   1 at buy  by feed",
        "    0.500  dropped   f at buy  by hold",
      ])
  }
}
