/// A JSON number token read from bytes.
struct JSONNumberToken {
  /// The value, exactly as `Double(String)` (correctly rounded `strtod`) reads the token.
  var value: Double
  /// The offset after the token.
  var end: Int
  /// Whether the token has neither a fraction nor an exponent.
  var isInteger: Bool
  /// The value as an `Int` when the token is an integer that fits.
  var intValue: Int?
}

extension JSONBytes {
  /// 10^k for 0 <= k <= 22 (every one is exactly representable in a Double); 1 otherwise.
  @inline(__always)
  static func exactPowerOfTen(_ k: Int) -> Double {
    switch k {
    case 0: return 1e0
    case 1: return 1e1
    case 2: return 1e2
    case 3: return 1e3
    case 4: return 1e4
    case 5: return 1e5
    case 6: return 1e6
    case 7: return 1e7
    case 8: return 1e8
    case 9: return 1e9
    case 10: return 1e10
    case 11: return 1e11
    case 12: return 1e12
    case 13: return 1e13
    case 14: return 1e14
    case 15: return 1e15
    case 16: return 1e16
    case 17: return 1e17
    case 18: return 1e18
    case 19: return 1e19
    case 20: return 1e20
    case 21: return 1e21
    case 22: return 1e22
    default: return 1
    }
  }

  /// Reads the RFC 8259 number starting at `i` (a '-' or a digit).
  ///
  /// Simple decimals take Clinger's fast path (mantissa <= 2^53, power of ten <= 22: one correctly
  /// rounded operation, so exact); anything else is handed to `Double(String)` on the exact token.
  /// A token that rounds to infinity is an error.
  static func scanNumber(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, endName: String
  ) throws(ByteError) -> JSONNumberToken {
    var j = i
    let negative = p[j] == UInt8(ascii: "-")
    if negative { j += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var slow = false
    guard j < end, isDigit(p[j]) else {
      throw unexpected(p, j, end, expected: "a digit after '-'", endName: endName)
    }
    if p[j] == UInt8(ascii: "0") {
      j += 1
      if j < end && isDigit(p[j]) {
        throw ByteError(at: i, "numbers cannot have leading zeros; found '0' followed by a digit")
      }
    } else {
      while j < end && isDigit(p[j]) {
        if digits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(p[j] &- 0x30)
          digits += 1
        } else {
          slow = true
        }
        j += 1
      }
    }
    var isInteger = true
    if j < end && p[j] == UInt8(ascii: ".") {
      isInteger = false
      j += 1
      guard j < end, isDigit(p[j]) else {
        throw unexpected(p, j, end, expected: "a digit after '.'", endName: endName)
      }
      while j < end && isDigit(p[j]) {
        let digit = UInt64(p[j] &- 0x30)
        if mantissa == 0 && digit == 0 {
          exponent -= 1
        } else if digits < 19 {
          mantissa = mantissa &* 10 &+ digit
          digits += 1
          exponent -= 1
        } else {
          slow = true
        }
        j += 1
      }
    }
    if j < end && (p[j] == UInt8(ascii: "e") || p[j] == UInt8(ascii: "E")) {
      isInteger = false
      j += 1
      var exponentNegative = false
      if j < end && (p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-")) {
        exponentNegative = p[j] == UInt8(ascii: "-")
        j += 1
      }
      guard j < end, isDigit(p[j]) else {
        throw unexpected(p, j, end, expected: "a digit in the exponent", endName: endName)
      }
      var value = 0
      while j < end && isDigit(p[j]) {
        if value < 100_000 { value = value * 10 + Int(p[j] &- 0x30) } else { slow = true }
        j += 1
      }
      exponent += exponentNegative ? -value : value
    }
    var intValue: Int?
    if isInteger && !slow {
      if negative {
        if mantissa <= UInt64(Int.max) {
          intValue = -Int(mantissa)
        } else if mantissa == UInt64(Int.max) + 1 {
          intValue = Int.min
        }
      } else if mantissa <= UInt64(Int.max) {
        intValue = Int(mantissa)
      }
    }
    if !slow && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
      let m = Double(mantissa)
      let magnitude = exponent >= 0 ? m * exactPowerOfTen(exponent) : m / exactPowerOfTen(-exponent)
      return JSONNumberToken(
        value: negative ? -magnitude : magnitude, end: j, isInteger: isInteger, intValue: intValue)
    }
    let token = String(decoding: UnsafeBufferPointer(rebasing: p[i..<j]), as: UTF8.self)
    guard let value = Double(token), value.isFinite else {
      throw ByteError(at: i, "number \(token) is out of range: it does not fit in a double")
    }
    return JSONNumberToken(value: value, end: j, isInteger: isInteger, intValue: intValue)
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }
}
