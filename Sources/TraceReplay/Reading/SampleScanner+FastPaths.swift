extension SampleScanner {
  /// The common keys (`t`, `x`, `y`, `id`, `tap`, `phase`) spelt plainly, matched without a string scan.
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
  @inline(__always)
  static func quickNumber(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (Double, Int)? {
    var j = i
    let negative = j < end && p[j] == UInt8(ascii: "-")
    if negative { j += 1 }
    let integerStart = j
    var mantissa: UInt64 = 0
    while j < end {
      let digit = p[j] &- 0x30
      if digit >= 10 { break }
      mantissa = mantissa &* 10 &+ UInt64(digit)
      j += 1
    }
    let integerDigits = j - integerStart
    guard integerDigits > 0 && integerDigits <= 15 else { return nil }
    if integerDigits > 1 && p[integerStart] == UInt8(ascii: "0") { return nil }
    var scale = 0
    if j < end && p[j] == UInt8(ascii: ".") {
      j += 1
      let fractionStart = j
      while j < end {
        let digit = p[j] &- 0x30
        if digit >= 10 { break }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        j += 1
      }
      scale = j - fractionStart
      guard scale > 0 && integerDigits + scale <= 15 else { return nil }
    }
    if j < end && (p[j] | 0x20) == UInt8(ascii: "e") { return nil }
    var value = Double(mantissa)
    if scale > 0 { value /= JSONBytes.exactPowerOfTen(scale) }
    return (negative ? -value : value, j)
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
