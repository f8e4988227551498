extension SampleScanner {
  /// The sample's keys (`t`, `x`, `y`, `id`, `tap`, `phase`, `force`, `radius`) spelt plainly, matched
  /// without a string scan; the caller has checked that `p[i]` is a quote.
  ///
  /// Returns the field and the offset after the closing quote, or nil to take the general path.
  @inline(__always)
  static func quickKey(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (SampleField, Int)? {
    guard i + 2 < end else { return nil }
    let quote = JSONBytes.quote
    switch p[i + 1] {
    case UInt8(ascii: "t"):
      if p[i + 2] == quote { return (.t, i + 3) }
      if i + 4 < end && p[i + 2] == UInt8(ascii: "a") && p[i + 3] == UInt8(ascii: "p") && p[i + 4] == quote {
        return (.tap, i + 5)
      }
    case UInt8(ascii: "x"):
      if p[i + 2] == quote { return (.x, i + 3) }
    case UInt8(ascii: "y"):
      if p[i + 2] == quote { return (.y, i + 3) }
    case UInt8(ascii: "i"):
      if i + 3 < end && p[i + 2] == UInt8(ascii: "d") && p[i + 3] == quote { return (.id, i + 4) }
    case UInt8(ascii: "p"):
      if i + 7 <= end && SampleField.equals(p, i + 1, "phase\"") { return (.phase, i + 7) }
    case UInt8(ascii: "f"):
      if i + 7 <= end && SampleField.equals(p, i + 1, "force\"") { return (.force, i + 7) }
    case UInt8(ascii: "r"):
      if i + 8 <= end && SampleField.equals(p, i + 1, "radius\"") { return (.radius, i + 8) }
    default:
      break
    }
    return nil
  }

  /// A phase name spelt plainly, matched without a string scan; nil takes the general path.
  @inline(__always)
  static func quickPhase(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (SamplePhase, Int)? {
    guard i + 1 < end, p[i] == JSONBytes.quote else { return nil }
    switch p[i + 1] {
    case UInt8(ascii: "m"):
      if i + 7 <= end && SampleField.equals(p, i + 1, "moved\"") { return (.moved, i + 7) }
    case UInt8(ascii: "b"):
      if i + 7 <= end && SampleField.equals(p, i + 1, "began\"") { return (.began, i + 7) }
    case UInt8(ascii: "e"):
      if i + 7 <= end && SampleField.equals(p, i + 1, "ended\"") { return (.ended, i + 7) }
    case UInt8(ascii: "s"):
      if i + 12 <= end && SampleField.equals(p, i + 1, "stationary\"") { return (.stationary, i + 12) }
    case UInt8(ascii: "c"):
      if i + 11 <= end && SampleField.equals(p, i + 1, "cancelled\"") { return (.cancelled, i + 11) }
    default:
      break
    }
    return nil
  }

  /// A plain decimal (`-12.5`, `300`, at most 15 significant digits in all, no exponent) read exactly.
  ///
  /// With at most 15 digits the mantissa is below 2^53 and the scale at most 10^15, so one correctly
  /// rounded division gives the correctly rounded value (Clinger's fast path). Anything else (more
  /// digits, an exponent, a malformed token) returns nil for `JSONBytes.scanNumber` to handle.
  ///
  /// Transparent rather than `@inline(__always)`: in `quickLine` the latter still left a call per
  /// number (about 20 instructions each, measured with callgrind).
  ///
  /// `separatorFollows` says that the caller accepts the token only when a `,` or `}` comes
  /// right after it (`quickLine` does): the short path then leaves out its own test of that byte
  /// for an exponent, since a token it would reject for one is rejected by the caller anyway,
  /// which then reads the line in full.
  @_transparent
  static func quickNumber(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, separatorFollows: Bool = false
  ) -> (Double, Int)? {
    guard i < end, let base = p.baseAddress else { return nil }
    if end >= 8, let short = shortDecimal(base, i, end, separatorFollows: separatorFollows) { return short }
    let negative = base[i] == UInt8(ascii: "-")
    let integerStart = negative ? i + 1 : i
    var j = integerStart
    var mantissa: UInt64 = 0
    while j < end {
      let digit = base[j] &- 0x30
      if digit >= 10 { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      j += 1
    }
    let integerDigits = j - integerStart
    guard integerDigits > 0 && integerDigits <= 15 else { return nil }
    if integerDigits > 1 && base[integerStart] == UInt8(ascii: "0") { return nil }
    var scale = 0
    if j < end && base[j] == UInt8(ascii: ".") {
      j += 1
      let fractionStart = j
      while j < end {
        let digit = base[j] &- 0x30
        if digit >= 10 { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        j += 1
      }
      scale = j - fractionStart
      guard scale > 0 && integerDigits + scale <= 15 else { return nil }
    }
    if j < end && (base[j] | 0x20) == UInt8(ascii: "e") { return nil }
    var value = Double(mantissa)
    if scale > 0 { value /= JSONBytes.exactPowerOfTen(scale) }
    return (negative ? -value : value, j)
  }

  /// `quickNumber` for a token of at most seven digits that, with its point, fits in the eight
  /// bytes after its sign (`1409.882`, `-12.5`, `300`), read from one word; nil for anything else,
  /// which `quickNumber` then reads byte by byte (a rejected token is rejected there too).
  ///
  /// The line must be at least eight bytes long: near its end the word is the last eight bytes,
  /// moved down so that it starts at the token, with zero bytes (not digits) after the end. The
  /// bytes after the digits (the point, the byte after the token) are read from the word too,
  /// except the ninth.
  ///
  /// With `separatorFollows` (see `quickNumber`), the byte after the token is not tested for an
  /// exponent.
  @_transparent
  static func shortDecimal(
    _ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, separatorFollows: Bool = false
  ) -> (Double, Int)? {
    let negative = base[i] == UInt8(ascii: "-")
    let start = negative ? i &+ 1 : i
    let available = end &- start
    guard available > 0 else { return nil }
    let bytes = available >= 8 ? word(base, start) : word(base, end &- 8) &>> UInt64(8 &* (8 &- available))
    // Each digit byte becomes 0...9; any other byte gets its high bit set here, or in `x + 0x76`
    // (only 0...9 stay below 0x80). A carry out of a byte comes only from a non-digit other than
    // the point, so it can only disturb bytes after the token.
    let x = bytes ^ 0x3030_3030_3030_3030
    let nonDigits = ((x &+ 0x7676_7676_7676_7676) | x) & 0x8080_8080_8080_8080
    let integerDigits = nonDigits.trailingZeroBitCount &>> 3
    guard integerDigits > 0 && integerDigits < 8 else { return nil }
    if integerDigits > 1 && x & 0xFF == 0 { return nil }
    let separator = UInt8(truncatingIfNeeded: bytes &>> UInt64(integerDigits &<< 3))
    var digits = x & mask(integerDigits)
    var count = integerDigits
    var after = start &+ integerDigits
    var scale = 0
    if separator == UInt8(ascii: ".") {
      let stop = (nonDigits & (nonDigits &- 1)).trailingZeroBitCount &>> 3
      count = stop &- 1
      scale = count &- integerDigits
      guard scale > 0 else { return nil }
      if stop >= 8 {
        // With all eight bytes used, the next byte may still be a digit of a longer token (read
        // here even when a separator follows, so that the longer token is read by `quickNumber`).
        let next = available > 8 ? base[start &+ 8] : 0
        if next &- 0x30 < 10 || (!separatorFollows && next | 0x20 == UInt8(ascii: "e")) { return nil }
      } else if !separatorFollows
        && UInt8(truncatingIfNeeded: bytes &>> UInt64(stop &<< 3)) | 0x20 == UInt8(ascii: "e")
      {
        return nil
      }
      after = start &+ stop
      // The fraction's digits moved down over the point.
      digits |= (x &>> 8) & mask(count) & ~mask(integerDigits)
    } else if !separatorFollows && separator | 0x20 == UInt8(ascii: "e") {
      return nil
    }
    // The digits moved to the top bytes (the first, most significant, lowest), zeros below; then
    // pairs, fours and the eight are combined: each step multiplies the more significant half of
    // every lane by 10, 100 or 10,000 and adds the other half.
    var v = digits &<< UInt64(64 &- 8 &* count)
    v = (v &* 10 &+ (v &>> 8)) & 0x00FF_00FF_00FF_00FF
    v = (v &* 100 &+ (v &>> 16)) & 0x0000_FFFF_0000_FFFF
    v = (v &* 10_000 &+ (v &>> 32)) & 0xFFFF_FFFF
    var value = Double(Int64(truncatingIfNeeded: v))
    if scale > 0 { value /= JSONBytes.exactPowerOfTen(scale) }
    return (negative ? -value : value, after)
  }

  /// A plain integer of at most 18 digits (`7`, `-12`), so it fits `Int`; nil takes the general path.
  @inline(__always)
  static func quickInteger(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (Int, Int)? {
    var j = i
    let negative = j < end && p[j] == UInt8(ascii: "-")
    if negative { j += 1 }
    let start = j
    var value = 0
    while j < end {
      let digit = p[j] &- 0x30
      if digit >= 10 { break }
      value = value &* 10 &+ Int(digit)
      j += 1
    }
    let digits = j - start
    guard digits > 0 && digits <= 18 else { return nil }
    if digits > 1 && p[start] == UInt8(ascii: "0") { return nil }
    if j < end && (p[j] == UInt8(ascii: ".") || (p[j] | 0x20) == UInt8(ascii: "e")) { return nil }
    return (negative ? -value : value, j)
  }
}
