import Testing

@testable import TraceReplay

/// Values from every corner of `Double`: short decimals (the fast paths), long ones, huge and
/// tiny ones, signed zeros, subnormals, non-finite values, and `Float` values widened.
private let wideTable: [Double] =
  [
    0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 0.2, 0.3, 0.7, 0.008, 0.001, -0.001, 0.0015, 0.016, 0.12, 1.005,
    2.675, 4.35, 0.015, 0.05, 0.0049, 0.0005, 0.00049999, 1e-3, 9.999e-4, 1e-4, 1e-7, 0.0001234,
    1.0 / 3.0, 0.1 + 0.2, 12.345, 120.0, 124.5, 301.0, 844.0, 999.9999, 999.9995, 9.95, 0.95, 0.05,
    0.45, 0.55, 1.45, 2.5, -2.5, 99.95, 123.4567, 1409.882, 12_345.5, 99_999.999, 100_000.0,
    999_999.999, 123_456_789.125, 1e11, 12_345_678_901.5, 999_999_999_999.9, 1e12, -1e12,
    999_999_999_999.999_9, 1e15, 1e16, 1e21, 1e22, -1e21, 1e300, Double.leastNonzeroMagnitude,
    -Double.leastNonzeroMagnitude, 2.2e-308,
    Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
    Double.ulpOfOne, 1 + Double.ulpOfOne, 0.49999999999999994, 0.5000000000000001,
    4_503_599_627_370_495.5, 9_007_199_254_740_993, Double.nan, -Double.nan, Double.infinity,
    -Double.infinity,
  ]
  + [Float(0.1), 0.62, 0.4947826, 1e-7, 3.4e38, 16_777_217, -0.0, 5e-45].map(Double.init)

/// The decimals the text reporter uses (1 and 3), and others, which take the general path.
private let fixedDecimals = [0, 1, 2, 3, 4]

@Suite("NumberFormat fast paths against the general paths")
struct NumberFormatTests {
  /// What `write` puts in a 32-byte buffer, or nil when it declines.
  private func written(_ write: (UnsafeMutablePointer<UInt8>) -> Int) -> String? {
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    defer { out.deallocate() }
    let count = write(out)
    guard count > 0 else { return nil }
    return String(decoding: UnsafeBufferPointer(start: out, count: count), as: UTF8.self)
  }

  /// What a `ByteLine` holds after `body`.
  private func line(_ body: (ByteLine) -> Void) -> String {
    let line = ByteLine()
    body(line)
    var text = ""
    line.withBytes { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  @Test(
    "short decimals print as Double.description does",
    arguments: [
      0.0, 1.0, 0.5, 0.1, 0.2, 0.3, 0.008, 0.001, 0.016, 0.12, 120.0, 124.5, 301.0, 12.345, 844.0,
      -1.5, -0.001, 999_999.999, 1e11, 12_345_678_901.5, 0.7, 2.675, 1.005, 4.35, 0.015,
    ])
  func matchesDescription(value: Double) {
    #expect(written { NumberFormat.writeShortDecimal(value, to: $0) } == value.description)
  }

  @Test(
    "values the short-decimal path does not handle are left to Double.description",
    arguments: [
      -0.0, 1e-4, 0.0001234, 1.0 / 3.0, 0.1 + 0.2, 1e12, 1e15, 1e300, Double.nan, Double.infinity,
      0.0005, 123.4567,
    ])
  func declines(value: Double) {
    #expect(written { NumberFormat.writeShortDecimal(value, to: $0) } == nil)
  }

  @Test("the short-decimal path, when it writes, writes Double.description", arguments: wideTable)
  func shortDecimalAgrees(value: Double) {
    if let text = written({ NumberFormat.writeShortDecimal(value, to: $0) }) {
      #expect(text == value.description)
    }
  }

  @Test("JSON numbers in a line are NumberFormat.json's", arguments: wideTable)
  func jsonAgrees(value: Double) {
    #expect(line { $0.append(json: value) } == NumberFormat.json(value))
  }

  @Test("fixed decimals in a line are NumberFormat.fixed's", arguments: wideTable, fixedDecimals)
  func fixedAgrees(value: Double, decimals: Int) {
    #expect(line { $0.append(fixed: value, decimals: decimals) } == NumberFormat.fixed(value, decimals))
    if let text = written({ NumberFormat.writeFixed(value, decimals: decimals, to: $0) }) {
      #expect(text == NumberFormat.fixed(value, decimals))
    }
  }

  @Test(
    "integers in a line are String's",
    arguments: [
      0, 1, -1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 123_456_789,
      1_000_000_000_000, Int.max, Int.min, Int.min + 1, -10_000, -9_999,
    ])
  func integersAgree(value: Int) {
    #expect(line { $0.append(int: value) } == String(value))
    if value >= 0 {
      #expect(line { $0.append(unsigned: UInt(value)) } == String(value))
    }
  }

  @Test("every number of digits, and UInt64.max, is written as String writes it")
  func digits() {
    var value: UInt64 = 1
    var mismatches: [UInt64] = []
    for _ in 0..<20 {
      for candidate in [value &- 1, value, value &+ 1, value &* 5, value &* 10 &- 1] {
        if written({ NumberFormat.writeDigits(candidate, to: $0) }) != String(candidate) {
          mismatches.append(candidate)
        }
      }
      value = value &* 10
    }
    #expect(written { NumberFormat.writeDigits(UInt64.max, to: $0) } == String(UInt64.max))
    #expect(mismatches.isEmpty)
  }

  @Test("every decimal with up to three places from 0 to 1000 prints as Double.description does")
  func sweep() {
    var mismatches: [String] = []
    for thousandths in stride(from: 0, through: 1_000_000, by: 7) {
      for value in [Double(thousandths) / 1000, Double(thousandths) / 100, Double(thousandths) / 10] {
        for signed in value == 0 ? [value] : [value, -value] {
          let text = written { NumberFormat.writeShortDecimal(signed, to: $0) }
          if let text, text != signed.description { mismatches.append(text) }
        }
      }
    }
    #expect(mismatches.isEmpty)
  }

  @Test("fixed decimals agree with the general path over a sweep, halves included")
  func fixedSweep() {
    var mismatches: [String] = []
    for step in stride(from: -200_000, through: 2_000_000, by: 13) {
      for value in [Double(step) / 2000, Double(step) / 20, Double(step) * 0.0005 + 1e-9] {
        for decimals in [1, 3] {
          let text = line { $0.append(fixed: value, decimals: decimals) }
          if text != NumberFormat.fixed(value, decimals) { mismatches.append(text) }
        }
      }
    }
    #expect(mismatches.isEmpty)
  }
}
