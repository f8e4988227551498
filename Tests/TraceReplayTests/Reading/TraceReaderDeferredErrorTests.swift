import Testing

@testable import TraceReplay

@Suite("A bad line after good samples")
struct TraceReaderDeferredErrorTests {
  static let trace = """
    {"t": 0.0, "id": 1, "phase": "began", "x": 1, "y": 2}
    {"t": 0.0, "id": 2, "phase": "began", "x": 3, "y": 4}
    {"t": 0.1, "id": 1, "phase": "move", "x": 1, "y": 2}

    """

  @Test("The group before the bad line is returned first; the error comes with the next call")
  func groupThenError() throws {
    var reader = try TraceReader(bytes: Array(Self.trace.utf8), name: "t.jsonl")

    let first = try reader.nextGroup()
    var thrown: Diagnostic?
    do {
      _ = try reader.nextGroup()
    } catch {
      thrown = error
    }
    let after = try reader.nextGroup()

    #expect(first?.samples.map(\.id) == [.int(1), .int(2)])
    #expect(thrown?.line == 3)
    #expect(thrown?.message.hasPrefix("unknown phase 'move'") == true)
    #expect(after == nil)
  }

  @Test("A bad first sample is thrown at once")
  func badFirstSample() throws {
    var reader = try TraceReader(
      bytes: Array("{\"t\": 0.0, \"id\": 1, \"phase\": \"began\", \"x\": 1}\n".utf8), name: "t.jsonl")

    #expect(throws: Diagnostic.self) { _ = try reader.nextGroup() }
    #expect(try reader.nextGroup() == nil)
  }
}
