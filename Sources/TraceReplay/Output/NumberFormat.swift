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
    if value == 0 {
      guard value.sign == .plus else { return 0 }
      out[0] = 0x30
      out[1] = 0x2E
      out[2] = 0x30
      return 3
    }
    let magnitude = abs(value)
    guard magnitude >= 1e-3, magnitude < 1e12 else { return 0 }
    // Thousandths: the nearest whole number of them, by truncation after adding a half (when the
    // value is such a decimal, the product is within far less than a half of it). Division is
    // correctly rounded, so the check holds exactly when the value is the double nearest a
    // decimal with at most three places; below 1e12 no two such decimals share a double, so the
    // places left after dropping trailing zeros are the fewest that round-trip.
    var units = UInt64(magnitude * 1000 + 0.5)
    guard Double(units) / 1000 == magnitude else { return 0 }
    var places = 3
    while places > 0 && units % 10 == 0 {
      units /= 10
      places -= 1
    }
    let sign = value < 0 ? 1 : 0
    if sign == 1 { out[0] = UInt8(ascii: "-") }
    return sign + writeDecimal(units, places: places, to: out + sign)
  }

  /// Writes `units / 10^places` with exactly `places` decimals (`.0` when there are none).
  @inline(__always)
  private static func writeDecimal(_ units: UInt64, places: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let whole: UInt64
    var fraction: UInt64
    switch places {
    case 0: (whole, fraction) = (units, 0)
    case 1: (whole, fraction) = units.quotientAndRemainder(dividingBy: 10)
    case 2: (whole, fraction) = units.quotientAndRemainder(dividingBy: 100)
    default: (whole, fraction) = units.quotientAndRemainder(dividingBy: 1000)
    }
    var count = writeDigits(whole, to: out)
    out[count] = UInt8(ascii: ".")
    count += 1
    if places == 0 {
      out[count] = UInt8(ascii: "0")
      return count + 1
    }
    var index = count + places - 1
    while index >= count {
      out[index] = UInt8(truncatingIfNeeded: fraction % 10) &+ 0x30
      fraction /= 10
      index -= 1
    }
    return count + places
  }

  /// Writes the decimal digits of `value`; returns how many.
  @inline(__always)
  static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      length += 1
    }
    var rest = value
    var index = length - 1
    while index >= 0 {
      out[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
      rest /= 10
      index -= 1
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
