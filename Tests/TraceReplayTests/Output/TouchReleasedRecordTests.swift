import Testing
import UIKitModel

@testable import TraceReplay

@Suite("touchReleased records: who held a touch back from its view, and why each let it go")
struct TouchReleasedRecordTests {
  /// A quick tap on `buy`, inside the vertical scroll view `feed`: lifted at 0.08, before the
  /// content-touch delay ran out (R17).
  static let trace = [
    #"{"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 400], "contentSize": [390, 1200], "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 350, 50]}]}]}]}}"#,
    #"{"t": 0, "id": 1, "phase": "began", "x": 100, "y": 125}"#,
    #"{"t": 0.08, "id": 1, "phase": "ended", "x": 100, "y": 125}"#,
  ]

  static func released(verbose: Bool, failures: Bool) -> [ReplayRecord] {
    TouchDroppedRecordTests.records(of: trace, verbose: verbose, failures: failures).filter { record in
      if case .touchReleased = record.kind { return true }
      return false
    }
  }

  @Test("R17: the scroll view's content-touch delay let the began go at the lift")
  func recorded() {
    #expect(
      Self.released(verbose: true, failures: true) == [
        ReplayRecord(
          t: 0.08,
          kind: .touchReleased(
            .init(
              id: "1", idIsNumber: true, view: "buy", phase: .began,
              holders: [.init(by: "feed", role: .contentTouchDelay, cause: .lifted)])))
      ])
  }

  @Test("only explain asks for them: a run, verbose or not, has none", arguments: [true, false])
  func onlyForExplain(verbose: Bool) {
    #expect(Self.released(verbose: verbose, failures: false).isEmpty)
    #expect(Self.released(verbose: false, failures: true).isEmpty)
  }

  @Test("the reporters write a touchReleased record as one line, as docs/output-format.md shows")
  func written() {
    let records = [
      ReplayRecord(
        t: 0.08,
        kind: .touchReleased(
          .init(
            id: "1", idIsNumber: true, view: "ok", phase: .began,
            holders: [.init(by: "feed", role: .contentTouchDelay, cause: .lifted)]))),
      ReplayRecord(
        t: 1.43,
        kind: .touchReleased(
          .init(
            id: "f", idIsNumber: false, view: "ok", phase: .ended,
            holders: [
              .init(by: "zoomTap", role: .recognizer, cause: .failed),
              .init(by: "form", role: .scrollViewPan, cause: .failed),
            ]))),
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
        #"{"t":0.08,"type":"touchReleased","id":1,"view":"ok","phase":"began","heldBy":[{"by":"feed","holder":"contentTouchDelay","cause":"lifted"}]}"#,
        #"{"t":1.43,"type":"touchReleased","id":"f","view":"ok","phase":"ended","heldBy":[{"by":"zoomTap","holder":"recognizer","cause":"failed"},{"by":"form","holder":"scrollViewPan","cause":"failed"}]}"#,
      ])
    #expect(
      text.text.split(separator: "\n") == [
        "    0.080  released  1 at ok began  held by feed (contentTouchDelay) lifted",
        "    1.430  released  f at ok ended  held by zoomTap failed, form (scrollViewPan) failed",
      ])
  }
}
