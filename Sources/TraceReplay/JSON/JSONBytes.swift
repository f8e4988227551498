/// Byte-level JSON lexing shared by `JSONParser` and `SampleScanner`: strings, numbers and messages.
enum JSONBytes {
  static let quote: UInt8 = 0x22
  static let backslash: UInt8 = 0x5C

  /// Whether `byte` is JSON whitespace (space, tab, CR, LF).
  @inline(__always)
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// The length of the valid UTF-8 sequence starting at `i`, or nil when the bytes there are not UTF-8.
  static func utf8Length(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
    guard i < end else { return nil }
    let b0 = p[i]
    if b0 < 0x80 { return 1 }
    func cont(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < end && p[i + k] >= low && p[i + k] <= high
    }
    switch b0 {
    case 0xC2...0xDF: return cont(1) ? 2 : nil
    case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : nil
    case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : nil
    case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : nil
    case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : nil
    case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : nil
    default: return nil
    }
  }

  /// Describes the byte at `i` for a message: `'x'`, `end of line`, `a NUL byte`, `invalid UTF-8 byte 0xFF`.
  static func describe(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, endName: String) -> String {
    guard i < end else { return endName }
    let byte = p[i]
    switch byte {
    case 0: return "a NUL byte"
    case 0x0A: return "a line break"
    case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0..<0x20, 0x7F: return "control character \(hexScalar(UInt32(byte)))"
    default:
      guard let length = utf8Length(p, i, end) else { return "invalid UTF-8 byte \(hexByte(byte))" }
      let text = String(decoding: UnsafeBufferPointer(rebasing: p[i..<(i + length)]), as: UTF8.self)
      return "'\(text)'"
    }
  }

  /// An "expected X, found Y" error for the byte at `i`, or a binary/not-UTF-8 error when that is the cause.
  /// The error for an object member that does not start with a quoted key: a trailing comma
  /// before `}`, an unquoted key, or something else where a key should be.
  static func missingKey(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, afterComma: Bool, endName: String
  ) -> ByteError {
    if afterComma && i < end && p[i] == UInt8(ascii: "}") {
      return ByteError(at: i, "trailing comma: expected a string key after ',', found '}'")
    }
    let expected = afterComma ? "a string key after ','" : "a string key or '}'"
    let notes = i < end && p[i] != UInt8(ascii: "}") ? ["object keys must be in double quotes"] : []
    return unexpected(p, i, end, expected: expected, endName: endName, notes: notes)
  }

  static func unexpected(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, expected: String, endName: String,
    notes: [String] = []
  ) -> ByteError {
    if i < end {
      if p[i] == 0 {
        return ByteError(at: i, "binary file: found a NUL byte; a trace is UTF-8 text", kind: .binary)
      }
      if p[i] >= 0x80 && utf8Length(p, i, end) == nil {
        return ByteError(at: i, "file is not UTF-8: invalid byte \(hexByte(p[i]))", kind: .notUTF8)
      }
    }
    let found = describe(p, i, end, endName: endName)
    return ByteError(at: i, "expected \(expected), found \(found)", notes: notes)
  }

  static func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count < 2 ? "0" + digits : digits)
  }

  static func hexScalar(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
