import Foundation
import Testing

@testable import TraceReplay

@Suite("TraceReader streaming")
struct TraceReaderStreamingTests {
  typealias S = ReadingTestSupport

  /// A two-finger trace: each event moves both fingers; `gestures` gestures of `steps` events.
  static func twoFingerTrace(gestures: Int, steps: Int, newline: String = "\n") -> (
    text: String, samples: Int
  ) {
    var lines: [String] = [#"{"tracereplay": 1, "scene": "pinch.scene.json"}"#]
    var t = 0
    var samples = 0
    for _ in 0..<gestures {
      for step in 0..<steps {
        let phase = step == 0 ? "began" : step == steps - 1 ? "ended" : "moved"
        for id in 1...2 {
          lines.append(#"{"t":\#(Double(t) / 1000),"id":\#(id),"phase":"\#(phase)","x":\#(step),"y":\#(id)}"#)
          samples += 1
        }
        t += 8
      }
    }
    return (lines.joined(separator: newline) + newline, samples)
  }

  static func temporaryFile(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "tracereplay-\(UUID().uuidString).jsonl"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a 200k-sample file streams through with at most one group and one look-ahead buffered")
  func largeFile() throws {
    let trace = Self.twoFingerTrace(gestures: 10_000, steps: 10)
    let path = try Self.temporaryFile(trace.text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let options = TraceReadOptions(maxLineLength: 4096, chunkSize: 64 * 1024)

    var reader = try TraceReader(path: path, options: options)
    var groups = 0
    var samples = 0
    while let group = try reader.nextGroup() {
      groups += 1
      samples += group.samples.count
      if group.samples.count != 2 { Issue.record("group of \(group.samples.count) at t=\(group.time)") }
    }

    #expect(trace.samples == 200_000)
    #expect(samples == 200_000)
    #expect(groups == 100_000)
    var header = TraceHeader(
      version: 1, scene: .path("pinch.scene.json", SourcePosition(line: 1, column: 29)), line: 1)
    // The header line as read, kept for a trace written back (shrink), never read again.
    header.text = #"{"tracereplay": 1, "scene": "pinch.scene.json"}"#
    #expect(reader.header == header)
    #expect(reader.statistics.maxBufferedSamples == 3)
    #expect(reader.statistics.maxBufferedBytes <= 64 * 1024 + 4096 + 2)
    #expect(reader.statistics.lines == 200_001)
  }

  @Test("CRLF line ends, blank lines and a final line without a line break read the same as LF")
  func lineEnds() throws {
    let lf = Self.twoFingerTrace(gestures: 3, steps: 4).text
    let crlf = "\r\n\r\n" + Self.twoFingerTrace(gestures: 3, steps: 4, newline: "\r\n\r\n  \t\r\n").text
    let unterminated = String(lf.dropLast())

    let expected = try S.groups(lf)

    #expect(expected.count == 12)
    #expect(try S.groups(crlf).map(Self.withoutLines) == expected.map(Self.withoutLines))
    #expect(try S.groups(unterminated) == expected)
  }

  static func withoutLines(_ group: SampleGroup) -> SampleGroup {
    var copy = group
    for k in copy.samples.indices { copy.samples[k].line = 0 }
    return copy
  }

  @Test("tiny read chunks split lines anywhere and change nothing")
  func tinyChunks() throws {
    let trace = Self.twoFingerTrace(gestures: 20, steps: 5)
    let path = try Self.temporaryFile(trace.text)
    defer { try? FileManager.default.removeItem(atPath: path) }

    var reader = try TraceReader(path: path, options: TraceReadOptions(maxLineLength: 200, chunkSize: 7))
    var read: [SampleGroup] = []
    while let group = try reader.nextGroup() { read.append(group) }

    #expect(read == (try S.groups(trace.text)))
  }

  @Test(
    "lines of every spelling and line break read to what the full scanner reads from each line",
    arguments: [7, 61, 4096])
  func mixedSpellings(chunkSize: Int) throws {
    var rng = SeededRandom(seed: 0x5EED_0007)
    var lines: [String] = []
    var breaks: [String] = []
    var t = 0
    for tap in 0..<300 {
      let id = tap % 3 + 1
      for phase in ["began", "moved", "moved", "ended"] {
        let spaced = Int.random(in: 0..<3, using: &rng) != 0
        let space = spaced ? " " : ""
        let x = ["158.2", "1409.882", "-12.5", "300", "0.5e1", "1234567.25", "7"][
          Int.random(in: 0..<7, using: &rng)]
        let time = Int.random(in: 0..<2, using: &rng) == 0 ? "\(Double(t) / 1000)" : String(t) + "e-3"
        lines.append(
          "{\"t\":\(space)\(time),\(space)\"id\":\(space)\(id),\(space)\"phase\":\(space)\"\(phase)\","
            + "\(space)\"x\":\(space)\(x),\(space)\"y\":\(space)\(tap)}")
        breaks.append(["\n", "\r\n", "\n\n", " \n"][Int.random(in: 0..<4, using: &rng)])
        t += 8
      }
    }
    var text = ""
    var lineNumbers: [Int] = []
    var lineNumber = 1
    for (line, lineBreak) in zip(lines, breaks) {
      text += line + lineBreak
      lineNumbers.append(lineNumber)
      lineNumber += lineBreak == "\n\n" ? 2 : 1
    }
    var expected: [TouchSample] = []
    for (line, number) in zip(lines, lineNumbers) {
      var scanner = SampleScanner()
      expected.append(
        try Array(line.utf8).withUnsafeBufferPointer { p throws(ByteError) in
          try scanner.scanInFull(p, line: number)
        })
    }
    let path = try Self.temporaryFile(text)
    defer { try? FileManager.default.removeItem(atPath: path) }

    var reader = try TraceReader(
      path: path, options: TraceReadOptions(maxLineLength: 200, chunkSize: chunkSize))
    var read: [TouchSample] = []
    while let group = try reader.nextGroup() { read += group.samples }

    #expect(read == expected)
    #expect(reader.statistics.lines == lineNumber - 1)
  }

  @Test("a pipe (standard-input-like) source streams while the writer is still writing")
  func pipe() throws {
    let trace = Self.twoFingerTrace(gestures: 2_000, steps: 5)
    var fds: [Int32] = [0, 0]
    #expect(Foundation.pipe(&fds) == 0)
    let writeEnd = fds[1]
    let bytes = Array(trace.text.utf8)
    let writer = Thread {
      bytes.withUnsafeBufferPointer { p in
        var offset = 0
        while offset < p.count {
          let count = write(writeEnd, p.baseAddress! + offset, p.count - offset)
          if count <= 0 { break }
          offset += count
        }
      }
      close(writeEnd)
    }
    writer.start()

    var reader = try TraceReader(fileDescriptor: fds[0], name: "<stdin>", closesWhenDone: true)
    var samples = 0
    while let group = try reader.nextGroup() { samples += group.samples.count }

    #expect(samples == trace.samples)
    #expect(reader.header?.version == 1)
  }

  @Test("a trace without a header starts with its first sample")
  func noHeader() throws {
    let trace = [
      S.sample(0, 1, "began"), S.sample(0, 2, "began"), S.sample(0.5, 1, "ended"),
      S.sample(0.5, 2, "cancelled"),
    ].joined(separator: "\n")

    var reader = try TraceReader(bytes: Array(trace.utf8), name: "a.jsonl")
    let first = try reader.nextGroup()
    let second = try reader.nextGroup()
    let end = try reader.nextGroup()

    #expect(reader.header == nil)
    #expect(first?.time == 0)
    #expect(first?.samples.map(\.id) == [.int(1), .int(2)])
    #expect(first?.samples.map(\.line) == [1, 2])
    #expect(second?.samples.map(\.phase) == [.ended, .cancelled])
    #expect(end == nil)
  }

  @Test("an inline scene header is exposed with positions in the trace file")
  func inlineScene() throws {
    let trace =
      "\n" + #"{"tracereplay": 1, "scene": {"window": {"width": 390}}}"# + "\n" + S.sample(0, 1, "began")
      + "\n" + S.sample(1, 1, "ended")

    let reader = try TraceReader(bytes: Array(trace.utf8), name: "a.jsonl")

    guard case .inline(let scene)? = reader.header?.scene else {
      Issue.record("no inline scene")
      return
    }
    #expect(reader.header?.line == 2)
    #expect(scene.position == SourcePosition(line: 2, column: 29))
    #expect(scene.member("window")?.member("width")?.int == 390)
  }
}
