import Testing

@testable import TraceReplay

@Suite("NumberFormat short decimals")
struct NumberFormatTests {
  /// What the JSON reporter writes for `value` through the fast path, or nil when it declines.
  private func written(_ value: Double) -> String? {
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    defer { out.deallocate() }
    let count = NumberFormat.writeShortDecimal(value, to: out)
    guard count > 0 else { return nil }
    return String(decoding: UnsafeBufferPointer(start: out, count: count), as: UTF8.self)
  }

  @Test(
    "short decimals print as Double.description does",
    arguments: [
      0.0, 1.0, 0.5, 0.1, 0.2, 0.3, 0.008, 0.001, 0.016, 0.12, 120.0, 124.5, 301.0, 12.345, 844.0,
      -1.5, -0.001, 999_999.999, 1e11, 12_345_678_901.5, 0.7, 2.675, 1.005, 4.35, 0.015,
    ])
  func matchesDescription(value: Double) {
    #expect(written(value) == value.description)
  }

  @Test(
    "values it does not handle are left to Double.description",
    arguments: [
      -0.0, 1e-4, 0.0001234, 1.0 / 3.0, 0.1 + 0.2, 1e12, 1e15, 1e300, Double.nan, Double.infinity,
      0.0005, 123.4567,
    ])
  func declines(value: Double) {
    #expect(written(value) == nil)
  }

  @Test("every decimal with up to three places from 0 to 1000 prints as Double.description does")
  func sweep() {
    var mismatches: [String] = []
    for thousandths in stride(from: 0, through: 1_000_000, by: 7) {
      for value in [Double(thousandths) / 1000, Double(thousandths) / 100, Double(thousandths) / 10] {
        if let text = written(value), text != value.description { mismatches.append(text) }
        if let text = written(-value), value != 0, text != (-value).description { mismatches.append(text) }
      }
    }
    #expect(mismatches.isEmpty)
  }
}
