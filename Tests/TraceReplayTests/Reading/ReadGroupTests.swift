import Testing

@testable import TraceReplay

@Suite("TraceReader.readGroup(into:)")
struct ReadGroupTests {
  typealias S = ReadingTestSupport

  /// Groups of one to three samples, so that most groups end with a sample read ahead.
  static let trace: String = {
    var lines: [String] = []
    var t = 0
    for gesture in 0..<40 {
      let fingers = 1 + gesture % 3
      for step in 0..<5 {
        let phase = step == 0 ? "began" : step == 4 ? "ended" : "moved"
        for id in 1...fingers {
          lines.append(S.sample(Double(t) / 1000, id, phase, x: Double(step), y: Double(id)))
        }
        t += 8
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test("groups appended to arrays that change every few groups are the groups nextGroup gives")
  func sameGroupsAcrossArrays() throws {
    let expected = try S.groups(Self.trace)
    var reader = try TraceReader(bytes: Array(Self.trace.utf8), name: "touch.jsonl")
    var arrays: [[TouchSample]] = [[]]
    var groups: [SampleGroup] = []
    var start = 0

    while let group = try reader.readGroup(into: &arrays[arrays.count - 1]) {
      groups.append(
        SampleGroup(time: group.time, samples: Array(arrays[arrays.count - 1][start..<group.end])))
      start = group.end
      if groups.count % 3 == 0 {
        var next: [TouchSample] = []
        reader.moveLookahead(from: &arrays[arrays.count - 1], to: &next)
        arrays.append(next)
        start = 0
      }
    }

    #expect(groups == expected)
    #expect(arrays.dropLast().allSatisfy { !$0.isEmpty })
    #expect(arrays.map(\.count).reduce(0, +) == expected.map(\.samples.count).reduce(0, +))
    #expect(reader.statistics.samples == expected.map(\.samples.count).reduce(0, +))
  }

  @Test("a bad line after a group read ahead: the group comes first, then the error")
  func errorAfterLookahead() throws {
    let text = S.sample(0, 1, "began") + "\n" + S.sample(0.008, 1, "moved") + "\n" + "{\"t\": oops}\n"
    var reader = try TraceReader(bytes: Array(text.utf8), name: "touch.jsonl")
    var samples: [TouchSample] = []

    let first = try reader.readGroup(into: &samples)
    let second = try reader.readGroup(into: &samples)

    #expect(first?.time == 0 && first?.end == 1)
    #expect(second?.time == 0.008 && second?.end == 2)
    #expect(samples.count == 2)
    #expect(throws: Diagnostic.self) { try reader.readGroup(into: &samples) }
    #expect(try reader.readGroup(into: &samples) == nil)
  }
}
