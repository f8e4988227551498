import Testing

@testable import TraceReplay

@Suite("TraceWriter")
struct TraceWriterTests {
  @Test(
    "numbers print in plain decimal with a .0 for integral values",
    arguments: [
      (0.0, 6, "0.0"), (-0.0, 3, "0.0"), (300.0, 3, "300.0"), (124.5, 3, "124.5"),
      (0.016, 6, "0.016"), (0.000001, 6, "0.000001"), (0.0000004, 6, "0.0"),
      (0.30000000000000004, 6, "0.3"), (1.23456789, 3, "1.235"), (-12.0005, 3, "-12.001"),
      (12345678.25, 3, "12345678.25"), (0.00005, 6, "0.00005"), (1e20, 3, "1e+20"),
      (Double.infinity, 3, "null"), (Double.nan, 6, "null"),
    ] as [(Double, Int, String)])
  func format(value: Double, decimals: Int, expected: String) {
    #expect(TraceWriter.format(value, decimals: decimals) == expected)
  }

  @Test("a sample line has its keys in the trace format's order")
  func sampleLine() {
    let sample = TouchSample(t: 0.016, id: .int(1), phase: .moved, x: 124.5, y: 301)

    let line = TraceWriter().line(for: sample)

    #expect(line == #"{"t":0.016,"id":1,"phase":"moved","x":124.5,"y":301.0}"#)
  }

  @Test("optional fields appear only when present and string ids are escaped")
  func optionalFields() {
    let sample = TouchSample(
      t: 1, id: .string("a\"b\\\n"), phase: .began, x: 1, y: 2, tap: 2, force: 0.5, radius: 3)

    let line = TraceWriter().line(for: sample)

    #expect(
      line == #"{"t":1.0,"id":"a\"b\\\n","phase":"began","x":1.0,"y":2.0,"tap":2,"#
        + #""force":0.5,"radius":3.0}"#)
  }

  @Test("the header names the scene or omits it")
  func header() {
    let writer = TraceWriter()

    #expect(writer.headerLine(scene: "name.scene.json") == #"{"tracereplay":1,"scene":"name.scene.json"}"#)
    #expect(writer.headerLine(scene: nil) == #"{"tracereplay":1}"#)
  }

  @Test("byte and text sinks receive the same newline-terminated lines")
  func sinks() {
    let writer = TraceWriter()
    let sample = TouchSample(t: 0, id: .int(1), phase: .began, x: 120, y: 300)
    var text = ""
    var bytes: [UInt8] = []

    writer.appendHeader(scene: "s.json", to: &text)
    writer.appendLine(sample, to: &text)
    writer.appendHeader(scene: "s.json", to: &bytes)
    writer.appendLine(sample, to: &bytes)

    #expect(String(decoding: bytes, as: UTF8.self) == text)
    #expect(
      text == "{\"tracereplay\":1,\"scene\":\"s.json\"}\n"
        + "{\"t\":0.0,\"id\":1,\"phase\":\"began\",\"x\":120.0,\"y\":300.0}\n")
  }
}
