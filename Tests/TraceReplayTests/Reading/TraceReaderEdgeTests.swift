import Foundation
import Testing

@testable import TraceReplay

@Suite("TraceReader edge cases")
struct TraceReaderEdgeTests {
  typealias S = ReadingTestSupport

  @Test("a UTF-8 byte order mark on the first line is skipped")
  func byteOrderMark() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array((S.sample(0, 1, "began") + "\n" + S.sample(1, 1, "ended")).utf8)

    var reader = try TraceReader(bytes: bytes, name: "bom.jsonl")

    #expect(try reader.nextGroup()?.samples.first?.phase == .began)
  }

  @Test("a line exactly at the length limit is accepted")
  func lineAtLimit() throws {
    let line = S.sample(0, 1, "began")
    let padded = line + String(repeating: " ", count: 80 - line.utf8.count)
    let trace = padded + "\r\n" + S.sample(1, 1, "ended") + "\n"

    let groups = try S.groups(trace, options: TraceReadOptions(maxLineLength: 80, chunkSize: 16))

    #expect(groups.count == 2)
  }

  @Test("an id can be reused after its touch ended, and string ids are quoted in messages")
  func reuse() throws {
    let trace = [
      #"{"t":0,"id":"thumb","phase":"began","x":1,"y":2}"#,
      #"{"t":1,"id":"thumb","phase":"ended","x":1,"y":2}"#,
      #"{"t":2,"id":"thumb","phase":"began","x":1,"y":2}"#,
      #"{"t":3,"id":"thumb","phase":"cancelled","x":1,"y":2}"#,
      #"{"t":4,"id":"thumb","phase":"moved","x":1,"y":2}"#,
    ].joined(separator: "\n")

    let rendered = S.readError(trace)

    #expect(
      rendered == """
        touch.jsonl:5:29: error: moved for touch 'thumb', which is not down
        {"t":4,"id":"thumb","phase":"moved","x":1,"y":2}
                                    ^
        note: touch 'thumb' cancelled on line 4

        """)
  }

  @Test("groups of one sample buffer at most two samples")
  func bufferedSamples() throws {
    let trace = (0..<100).map { S.sample(Double($0), 1, $0 == 0 ? "began" : $0 == 99 ? "ended" : "moved") }
      .joined(separator: "\n")
    var reader = try TraceReader(bytes: Array(trace.utf8), name: "a.jsonl")

    var groups = 0
    while try reader.nextGroup() != nil { groups += 1 }

    #expect(groups == 100)
    #expect(reader.statistics.maxBufferedSamples == 2)
    #expect(reader.statistics.samples == 100)
    #expect(reader.statistics.groups == 100)
  }

  @Test("a header with a null scene has no scene; an unknown header key is a warning, a comment is not")
  func nullScene() throws {
    let trace =
      #"{"tracereplay": 1, "scene": null, "recordedOn": "iPhone", "comment": {"by": "me"}}"# + "\n"
      + S.sample(0, 1, "began") + "\n" + S.sample(0, 1, "ended").replacingOccurrences(of: "0.0", with: "0.5")

    let reader = try TraceReader(bytes: Array(trace.utf8), name: "a.jsonl")

    #expect(reader.header?.scene == nil)
    #expect(reader.header?.unknownKeys.map(\.message) == ["unknown header key 'recordedOn' is ignored"])
    #expect(reader.header?.unknownKeys.first?.column == 35)
  }
}
