import Foundation
import Testing

@testable import TraceReplay

@Suite("SampleScanner on mutated input")
struct ScannerFuzzTests {
  /// Scans raw bytes with the internal entry point, so invalid UTF-8 reaches the scanner as is.
  static func accepts(_ bytes: [UInt8], _ scanner: inout SampleScanner) -> Bool {
    bytes.withUnsafeBufferPointer { p in
      do throws(ByteError) {
        _ = try scanner.scan(p, line: 1)
        return true
      } catch {
        return false
      }
    }
  }

  @Test("randomly mutated lines never trap, and whatever the scanner accepts Foundation accepts")
  func mutations() {
    var generator = SampleLineGenerator(seed: 0x5EED_0003)
    var scanner = SampleScanner()
    let alphabet = Array(#"{}[]":,.-+eE0123456789 \tntfu"#.utf8) + [0x00, 0x01, 0x7F, 0x80, 0xC3, 0xFF]
    var accepted = 0

    for _ in 0..<3000 {
      var bytes = Array(generator.line().utf8)
      for _ in 0..<Int.random(in: 1...3, using: &generator.rng) where !bytes.isEmpty {
        let k = Int.random(in: 0..<bytes.count, using: &generator.rng)
        switch Int.random(in: 0..<3, using: &generator.rng) {
        case 0: bytes[k] = generator.pick(alphabet)
        case 1: bytes.insert(generator.pick(alphabet), at: k)
        default: bytes.remove(at: k)
        }
      }

      let ours = Self.accepts(bytes, &scanner)
      let theirs = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] != nil

      if ours {
        accepted += 1
        #expect(theirs, "scanner accepts what Foundation rejects: \(String(decoding: bytes, as: UTF8.self))")
      }
    }

    #expect(accepted > 0)
  }
}
