/// Deterministic number formatting for the reporters: the same text on every machine.
enum NumberFormat {
  /// JSON's form of a number: Swift's shortest round-trip digits (`0.12`, `120.0`, `1e-05`).
  static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value.description
  }

  /// Appends `value` in `json(_:)`'s form when it is a decimal with at most three places (the
  /// common case for trace coordinates and times), without making a `String`; returns false,
  /// appending nothing, for any other value.
  ///
  /// A value that is the double nearest to `n / 10^d` with `d` minimal prints as that decimal:
  /// the shortest digits that round-trip, which is what `Double.description` prints in the
  /// range handled here (1e-3 <= |value| < 1e15, or +0).
  static func appendShortDecimal(_ value: Double, to bytes: inout [UInt8]) -> Bool {
    let magnitude = abs(value)
    if value == 0 {
      guard value.sign == .plus else { return false }
      bytes.append(contentsOf: [0x30, 0x2E, 0x30])
      return true
    }
    guard magnitude >= 1e-3, magnitude < 1e15 else { return false }
    var scale: Double = 1
    for places in 0...3 {
      let scaled = (magnitude * scale).rounded()
      if scaled < 9e15, scaled / scale == magnitude {
        let units = UInt64(scaled)
        var divisor: UInt64 = 1
        for _ in 0..<places { divisor *= 10 }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(units / divisor, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        if places == 0 {
          bytes.append(UInt8(ascii: "0"))
        } else {
          var fraction = units % divisor
          var digitScale = divisor / 10
          for _ in 0..<places {
            bytes.append(UInt8(truncatingIfNeeded: fraction / digitScale) &+ 0x30)
            fraction %= digitScale
            digitScale /= 10
          }
        }
        return true
      }
      scale *= 10
    }
    return false
  }

  private static func appendDigits(_ value: UInt64, to bytes: inout [UInt8]) {
    if value >= 10 { appendDigits(value / 10, to: &bytes) }
    bytes.append(UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
  }

  /// JSON's form of a `Float`, with the float's own shortest digits (`0.62`, not `0.6200000047`).
  static func json(_ value: Float) -> String {
    guard value.isFinite else { return "null" }
    return value.description
  }

  /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return value.description }
    var scale: Double = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    let units = Int64(scaled)
    let whole = units / Int64(scale)
    var text = String(whole)
    if decimals > 0 {
      let fraction = String(units % Int64(scale))
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return (value < 0 && units != 0 ? "-" : "") + text
  }
}
