/// Writing numbers straight into reserved bytes, for `ByteLine`: the same text as the `String`
/// forms of `NumberFormat`, without making a `String`. Each function writes at most 32 bytes
/// (some write a few bytes past the ones they count, which the caller has reserved and then
/// writes over).
extension NumberFormat {
  /// Writes `value` in `json(_:)`'s form when it is a decimal with at most three places (the
  /// common case for trace coordinates and times); returns the number of bytes written (at most
  /// 24), or 0 for any other value.
  ///
  /// A value that is the double nearest to `n / 10^d` with `d` minimal prints as that decimal:
  /// the shortest digits that round-trip, which is what `Double.description` prints in the
  /// range handled here (1e-3 <= |value| < 1e12, where a double holds at most one such
  /// decimal, or +0).
  @inline(__always)
  static func writeShortDecimal(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let magnitude = abs(value)
    guard magnitude >= 1e-3, magnitude < 1e12 else {
      guard value == 0, value.sign == .plus else { return 0 }
      out[0] = 0x30
      out[1] = 0x2E
      out[2] = 0x30
      return 3
    }
    // Thousandths: the nearest whole number of them (when the value is such a decimal, the
    // product is within far less than a half of it). Division is correctly rounded, so the check
    // holds exactly when the value is the double nearest a decimal with at most three places;
    // below 1e12 no two such decimals share a double, so the places left after dropping trailing
    // zeros are the fewest that round-trip. The product is below 1e15, so adding 2^52 rounds it
    // to a whole number (the doubles from 2^52 to 2^53 are one apart) whose low bits are that
    // number, and subtracting 2^52 again is exact: no conversion, so no range check.
    let shifted = magnitude * 1000 + 0x1p52
    guard (shifted - 0x1p52) / 1000 == magnitude else { return 0 }
    let units = shifted.bitPattern &- (0x1p52 as Double).bitPattern
    var length = 0
    if value < 0 {
      out[0] = UInt8(ascii: "-")
      length = 1
    }
    let (whole, thousandths) = units.quotientAndRemainder(dividingBy: 1000)
    length += writeDigits(whole, to: out + length)
    return length + writeThousandths(thousandths, to: out + length)
  }

  /// Writes `value` as `json(_:)` does; returns the number of bytes written (at most 24).
  @inline(__always)
  static func writeJSON(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let written = writeShortDecimal(value, to: out)
    return written != 0 ? written : writeDescription(value, to: out)
  }

  /// Writes `value` in decimal; returns the number of bytes written (at most 20).
  @inline(__always)
  static func writeInt(_ value: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard value < 0 else { return writeDigits(UInt64(value), to: out) }
    out[0] = UInt8(ascii: "-")
    return 1 + writeDigits(UInt64(value.magnitude), to: out + 1)
  }

  /// Writes `json(value)` for what `writeShortDecimal` leaves; returns its length (at most 24:
  /// no `Double.description` is longer than `-2.2250738585072014e-308`).
  @inline(never)
  static func writeDescription(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var text = json(value)
    return text.withUTF8 { bytes in
      precondition(bytes.count <= 32, "a number is longer than the room reserved for it")
      if let source = bytes.baseAddress { out.update(from: source, count: bytes.count) }
      return bytes.count
    }
  }

  /// Writes `.` and the digits of `thousandths / 1000` without trailing zeros (`.0` for 0);
  /// returns how many bytes count (2 to 4; four are always written).
  @inline(__always)
  private static func writeThousandths(_ thousandths: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let (tenths, rest) = thousandths.quotientAndRemainder(dividingBy: 100)
    out[0] = UInt8(ascii: ".")
    out[1] = UInt8(truncatingIfNeeded: tenths) &+ 0x30
    writeTwoDigits(rest, to: out + 2)
    if rest == 0 { return 2 }
    return rest % 10 == 0 ? 3 : 4
  }

  /// Writes `value` as `fixed(value, decimals)` does for one or three decimals and a finite
  /// value below 1e12 in magnitude; returns the number of bytes written (at most 18), or 0 for
  /// anything else.
  @inline(__always)
  static func writeFixed(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let magnitude = abs(value)
    guard decimals == 1 || decimals == 3, magnitude < 1e12 else { return 0 }
    // Rounded half away from zero: the whole part, plus one when what it leaves is at least a
    // half (that difference is exact).
    let scaled = magnitude * (decimals == 1 ? 10 : 1000)
    let truncated = Int64(scaled)
    var units = UInt64(bitPattern: truncated)
    if scaled - Double(truncated) >= 0.5 { units += 1 }
    var length = 0
    if value < 0 && units != 0 {
      out[0] = UInt8(ascii: "-")
      length = 1
    }
    if decimals == 1 {
      let (whole, tenths) = units.quotientAndRemainder(dividingBy: 10)
      length += writeDigits(whole, to: out + length)
      out[length] = UInt8(ascii: ".")
      out[length + 1] = UInt8(truncatingIfNeeded: tenths) &+ 0x30
      return length + 2
    }
    let (whole, thousandths) = units.quotientAndRemainder(dividingBy: 1000)
    length += writeDigits(whole, to: out + length)
    let (tenths, rest) = thousandths.quotientAndRemainder(dividingBy: 100)
    out[length] = UInt8(ascii: ".")
    out[length + 1] = UInt8(truncatingIfNeeded: tenths) &+ 0x30
    writeTwoDigits(rest, to: out + length + 2)
    return length + 4
  }

  /// Writes the decimal digits of `value`; returns how many (at most 20).
  @inline(__always)
  static func writeDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 10 {
      out[0] = UInt8(truncatingIfNeeded: value) &+ 0x30
      return 1
    }
    if value < 100 {
      writeTwoDigits(value, to: out)
      return 2
    }
    if value < 10_000 {
      let (high, low) = value.quotientAndRemainder(dividingBy: 100)
      if high < 10 {
        out[0] = UInt8(truncatingIfNeeded: high) &+ 0x30
        writeTwoDigits(low, to: out + 1)
        return 3
      }
      writeTwoDigits(high, to: out)
      writeTwoDigits(low, to: out + 2)
      return 4
    }
    return writeManyDigits(value, to: out)
  }

  /// `writeDigits(_:to:)` for 10,000 and above.
  @inline(never)
  private static func writeManyDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 5
    var probe = value / 100_000
    while probe > 0 {
      probe /= 10
      length += 1
    }
    var rest = value
    var end = length
    while rest >= 100 {
      let (high, low) = rest.quotientAndRemainder(dividingBy: 100)
      end -= 2
      writeTwoDigits(low, to: out + end)
      rest = high
    }
    if rest >= 10 {
      writeTwoDigits(rest, to: out)
    } else {
      out[0] = UInt8(truncatingIfNeeded: rest) &+ 0x30
    }
    return length
  }

  /// Writes the two digits of `value` (below 100, with a leading zero) with one load and one
  /// store, from a table of `00` to `99`.
  @inline(__always)
  static func writeTwoDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) {
    let table: StaticString = """
      0001020304050607080910111213141516171819\
      2021222324252627282930313233343536373839\
      4041424344454647484950515253545556575859\
      6061626364656667686970717273747576777879\
      8081828384858687888990919293949596979899
      """
    let pair = UnsafeRawPointer(table.utf8Start).loadUnaligned(
      fromByteOffset: Int(truncatingIfNeeded: value) &* 2, as: UInt16.self)
    UnsafeMutableRawPointer(out).storeBytes(of: pair, as: UInt16.self)
  }
}
