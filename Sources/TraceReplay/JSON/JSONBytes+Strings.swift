extension JSONBytes {
  /// Validates the string whose opening quote is at `i`; returns the offset after the closing quote.
  ///
  /// `escaped` tells whether the string holds escapes, so callers can compare raw bytes otherwise.
  static func scanString(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, endName: String
  ) throws(ByteError) -> (end: Int, escaped: Bool) {
    var j = i + 1
    var escaped = false
    while j < end {
      let byte = p[j]
      if byte == quote { return (j + 1, escaped) }
      if byte >= 0x20 && byte < 0x80 && byte != backslash {
        j += 1
        continue
      }
      if byte == backslash {
        escaped = true
        j = try scanEscape(p, j, end, endName: endName)
      } else if byte < 0x20 {
        if byte == 0 {
          throw ByteError(at: j, "binary file: found a NUL byte; a trace is UTF-8 text", kind: .binary)
        }
        throw ByteError(
          at: j, "control character \(hexScalar(UInt32(byte))) in a string; write it as an escape")
      } else {
        guard let length = utf8Length(p, j, end) else {
          throw ByteError(at: j, "file is not UTF-8: invalid byte \(hexByte(byte))", kind: .notUTF8)
        }
        j += length
      }
    }
    throw ByteError(at: end, "unterminated string: expected '\"', found \(endName)")
  }

  /// Validates the escape whose backslash is at `j`; returns the offset after it.
  private static func scanEscape(
    _ p: UnsafeBufferPointer<UInt8>, _ j: Int, _ end: Int, endName: String
  ) throws(ByteError) -> Int {
    guard j + 1 < end else {
      throw ByteError(at: j + 1, "unterminated string: expected an escape character, found \(endName)")
    }
    switch p[j + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return j + 2
    case UInt8(ascii: "u"):
      let unit = try hex4(p, j + 2, end, endName: endName)
      if unit >= 0xDC00 && unit <= 0xDFFF {
        throw ByteError(at: j, "lone low surrogate \\u\(hex4Text(unit)) in a string")
      }
      if unit >= 0xD800 && unit <= 0xDBFF {
        let k = j + 6
        guard k + 1 < end, p[k] == backslash, p[k + 1] == UInt8(ascii: "u") else {
          throw ByteError(
            at: j, "lone high surrogate \\u\(hex4Text(unit)) in a string; expected a \\uDC00-\\uDFFF after it"
          )
        }
        let low = try hex4(p, k + 2, end, endName: endName)
        guard low >= 0xDC00 && low <= 0xDFFF else {
          throw ByteError(
            at: j, "lone high surrogate \\u\(hex4Text(unit)) in a string; expected a \\uDC00-\\uDFFF after it"
          )
        }
        return k + 6
      }
      return j + 6
    default:
      let found = describe(p, j + 1, end, endName: endName)
      throw ByteError(
        at: j,
        "invalid escape: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found \(found)")
    }
  }

  private static func hex4(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, endName: String
  ) throws(ByteError) -> UInt32 {
    var value: UInt32 = 0
    for k in i..<(i + 4) {
      guard k < end, let digit = hexValue(p[k]) else {
        throw unexpected(p, k, end, expected: "4 hex digits after '\\u'", endName: endName)
      }
      value = value << 4 | digit
    }
    return value
  }

  @inline(__always)
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte &- UInt8(ascii: "A") &+ 10)
    default: return nil
    }
  }

  private static func hex4Text(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Decodes a string already validated by `scanString`; `start` is after the opening quote,
  /// `end` at the closing quote.
  static func decodeString(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, escaped: Bool) -> String
  {
    let raw = UnsafeBufferPointer(rebasing: p[start..<end])
    guard escaped else { return String(decoding: raw, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(end - start)
    var j = start
    while j < end {
      let byte = p[j]
      guard byte == backslash, j + 1 < end else {
        out.append(byte)
        j += 1
        continue
      }
      let code = p[j + 1]
      j += 2
      switch code {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var unit = hexAt(p, j, end)
        j += 4
        if unit >= 0xD800 && unit <= 0xDBFF {
          let low = hexAt(p, j + 2, end)
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low &- 0xDC00)
          j += 6
        }
        appendUTF8(unit, to: &out)
      default: out.append(code)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hexAt(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> UInt32 {
    var value: UInt32 = 0
    for k in i..<min(i + 4, end) { value = value << 4 | (hexValue(p[k]) ?? 0) }
    return value
  }

  private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
    if let encoded = UTF8.encode(value) { out.append(contentsOf: encoded) }
  }
}
