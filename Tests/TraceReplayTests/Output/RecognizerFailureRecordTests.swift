import Testing

@testable import TraceReplay

@Suite("recognizerFailure records, for a program that asks for them")
struct RecognizerFailureRecordTests {
  @Test("the reporters write a recognizerFailure record as one line, as docs/output-format.md shows")
  func written() {
    let records = [
      ReplayRecord(
        t: 1.08,
        kind: .recognizerFailure(
          .init(recognizer: "dismiss", isScrollView: false, reason: .refusedByView, by: "send"))),
      ReplayRecord(
        t: 3.3,
        kind: .recognizerFailure(
          .init(recognizer: "feed", isScrollView: true, reason: .contentTouchKept, by: "buy"))),
      ReplayRecord(
        t: 0.08,
        kind: .recognizerFailure(
          .init(recognizer: "tap", isScrollView: false, reason: .refusedByDelegate, by: nil))),
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
        #"{"t":1.08,"type":"recognizerFailure","recognizer":"dismiss","scrollView":false,"reason":"refusedByView","by":"send"}"#,
        #"{"t":3.3,"type":"recognizerFailure","recognizer":"feed","scrollView":true,"reason":"contentTouchKept","by":"buy"}"#,
        #"{"t":0.08,"type":"recognizerFailure","recognizer":"tap","scrollView":false,"reason":"refusedByDelegate","by":null}"#,
      ])
    #expect(
      text.text.split(separator: "\n") == [
        "    1.080  failure   dismiss refusedByView by send",
        "    3.300  failure   feed (scrolling) contentTouchKept by buy",
        "    0.080  failure   tap refusedByDelegate",
      ])
  }
}
