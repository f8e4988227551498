import Testing

@testable import TraceReplay

/// `ByteLine.copy`, whose runs of up to 64 bytes are copied with overlapping loads and stores,
/// against a byte-by-byte copy.
@Suite("ByteLine copies")
struct ByteLineCopyTests {
  @Test("every length up to 100 copies exactly its bytes and writes nothing around them")
  func everyLength() {
    let source = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for length in 0...100 {
      // A guard byte before and after the destination run.
      var destination = [UInt8](repeating: 0xEE, count: length + 2)

      source.withUnsafeBufferPointer { from in
        destination.withUnsafeMutableBufferPointer { to in
          guard let fromBase = from.baseAddress, let toBase = to.baseAddress else { return }
          ByteLine.copy(fromBase, length, to: toBase + 1)
        }
      }

      #expect(Array(destination[1..<(length + 1)]) == Array(source[0..<length]), "length \(length)")
      #expect(destination[0] == 0xEE && destination[length + 1] == 0xEE, "length \(length)")
    }
  }
}
