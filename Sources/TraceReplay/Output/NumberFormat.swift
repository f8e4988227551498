/// Deterministic number formatting for the reporters: the same text on every machine.
enum NumberFormat {
  /// JSON's form of a number: Swift's shortest round-trip digits (`0.12`, `120.0`, `1e-05`).
  static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value.description
  }

  /// Writes `value` in `json(_:)`'s form when it is a decimal with at most three places (the
  /// common case for trace coordinates and times), without making a `String`; returns the number
  /// of bytes written (at most 24), or 0, writing nothing, for any other value.
  ///
  /// A value that is the double nearest to `n / 10^d` with `d` minimal prints as that decimal:
  /// the shortest digits that round-trip, which is what `Double.description` prints in the
  /// range handled here (1e-3 <= |value| < 1e12, where a double holds at most one such
  /// decimal, or +0).
  static func writeShortDecimal(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let magnitude = abs(value)
    if value == 0 {
      guard value.sign == .plus else { return 0 }
      out[0] = 0x30
      out[1] = 0x2E
      out[2] = 0x30
      return 3
    }
    guard magnitude >= 1e-3, magnitude < 1e12 else { return 0 }
    var scale: Double = 1
    var divisor: UInt64 = 1
    for places in 0...3 {
      let scaled = (magnitude * scale).rounded()
      if scaled / scale == magnitude {
        let units = UInt64(scaled)
        var count = 0
        if value < 0 {
          out[0] = UInt8(ascii: "-")
          count = 1
        }
        count += writeDigits(units / divisor, to: out + count)
        out[count] = UInt8(ascii: ".")
        count += 1
        if places == 0 {
          out[count] = UInt8(ascii: "0")
          return count + 1
        }
        var fraction = units % divisor
        var digitScale = divisor / 10
        while digitScale > 0 {
          out[count] = UInt8(truncatingIfNeeded: fraction / digitScale) &+ 0x30
          count += 1
          fraction %= digitScale
          digitScale /= 10
        }
        return count
      }
      scale *= 10
      divisor *= 10
    }
    return 0
  }

  /// Writes the decimal digits of `value`; returns how many.
  private static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      length += 1
    }
    var rest = value
    for index in stride(from: length - 1, through: 0, by: -1) {
      out[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
      rest /= 10
    }
    return length
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
    guard let units = Int64(exactly: scaled), scale < 1e18 else { return value.description }
    let whole = units / Int64(scale)  // scale < 1e18 fits
    var text = String(whole)
    if decimals > 0 {
      let fraction = String(units % Int64(scale))
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return (value < 0 && units != 0 ? "-" : "") + text
  }
}
