import Testing

@testable import TraceReplay

/// `DownTouches`, the validator's storage of the touches that are down, against an array given
/// the same changes.
@Suite("Touches down")
struct DownTouchesTests {
  private static func touch(_ id: Int) -> TraceValidator.Down {
    TraceValidator.Down(
      id: id.isMultiple(of: 3) ? .string("s\(id)") : .int(id), intID: id.isMultiple(of: 3) ? nil : id,
      beganLine: id, beganColumn: 1, x: Double(id), y: 0, groupSerial: 0, groupLine: id)
  }

  private static func ids(_ touches: [TraceValidator.Down]) -> [Int] { touches.map(\.beganLine) }

  @Test("appending past its first room, moving, taking out and emptying match an array")
  func sameAsArray() {
    let down = DownTouches()
    var expected: [TraceValidator.Down] = []

    for id in 1...11 {
      down.append(Self.touch(id))
      expected.append(Self.touch(id))
    }
    down.move(4, x: 1.5, y: 2.5, groupSerial: 7, line: 99)
    expected[4].move(x: 1.5, y: 2.5, groupSerial: 7, line: 99)
    for index in [0, 5, 8] {
      #expect(down.remove(at: index).beganLine == expected.remove(at: index).beganLine)
    }
    down.keepLastLine(slot: 3, length: 12)
    expected[expected.count - 1].keptLine = 3
    expected[expected.count - 1].keptLength = 12

    #expect(down.count == expected.count)
    #expect(Self.ids(down.all) == Self.ids(expected))
    #expect(down.all.map(\.id) == expected.map(\.id))
    #expect(down.all.map(\.x) == expected.map(\.x))
    #expect(down.all.map(\.groupLine) == expected.map(\.groupLine))
    #expect(down.all.map(\.keptLine) == expected.map(\.keptLine))
    #expect((0..<down.count).map { down[$0].intID } == expected.map(\.intID))

    down.removeAll()
    #expect(down.isEmpty)
    down.append(Self.touch(12))
    #expect(Self.ids(down.all) == [12])
  }
}
