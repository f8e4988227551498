/// Splits a synth script into tokens; `#` starts a comment that runs to the end of the line.
struct SynthLexer {
  var file: String
  var source: String

  /// All tokens of the script, ending with `.end`.
  func tokens() throws -> [SynthToken] {
    var result: [SynthToken] = []
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      let lineNumber = index + 1
      let bytes = Array(rawLine.utf8)
      var i = 0
      func token(_ kind: SynthToken.Kind, from start: Int) -> SynthToken {
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        return SynthToken(kind: kind, text: text, line: lineNumber, column: start + 1)
      }
      while i < bytes.count {
        let byte = bytes[i]
        let start = i
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          i += 1
        case UInt8(ascii: "#"):
          i = bytes.count
        case UInt8(ascii: ";"):
          i += 1
          result.append(token(.separator, from: start))
        case UInt8(ascii: "("):
          i += 1
          result.append(token(.leftParen, from: start))
        case UInt8(ascii: ")"):
          i += 1
          result.append(token(.rightParen, from: start))
        case UInt8(ascii: ","):
          i += 1
          result.append(token(.comma, from: start))
        case UInt8(ascii: "+"):
          i += 1
          result.append(token(.plus, from: start))
        case UInt8(ascii: "@"):
          i += 1
          result.append(token(.at, from: start))
        case UInt8(ascii: "-") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ">"):
          i += 2
          result.append(token(.arrow, from: start))
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
          result.append(try number(bytes, &i, line: lineNumber, rawLine: String(rawLine)))
        default:
          guard Self.isWordStart(byte) else {
            let scalarText = String(String(decoding: bytes[i...], as: UTF8.self).prefix(1))
            throw SynthDiagnostics.error(
              file: file, line: lineNumber, column: i + 1, sourceLine: String(rawLine),
              "unexpected character '\(scalarText)'")
          }
          while i < bytes.count, Self.isWordByte(bytes[i]) {
            if bytes[i] == UInt8(ascii: "-"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") {
              break
            }
            i += 1
          }
          // A trailing dot belongs to no word (`tap ok.` is an error found by the parser).
          result.append(token(.word(String(decoding: bytes[start..<i], as: UTF8.self)), from: start))
        }
      }
      result.append(
        SynthToken(
          kind: .separator, text: "end of line", line: lineNumber,
          column: bytes.count + 1))
    }
    let last = result.last
    result.append(
      SynthToken(
        kind: .end, text: "end of script", line: last?.line ?? 1,
        column: last?.column ?? 1))
    return result
  }

  private func number(_ bytes: [UInt8], _ i: inout Int, line: Int, rawLine: String) throws -> SynthToken {
    let start = i
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    var digits = 0
    var dots = 0
    while i < bytes.count {
      if Self.isDigit(bytes[i]) {
        digits += 1
      } else if bytes[i] == UInt8(ascii: ".") {
        dots += 1
      } else {
        break
      }
      i += 1
    }
    let numberEnd = i
    while i < bytes.count, Self.isWordByte(bytes[i]), bytes[i] != UInt8(ascii: "-") { i += 1 }
    // A speed's unit, `pt/s`, is the one unit with a slash in it.
    if i + 1 < bytes.count, bytes[numberEnd..<i].elementsEqual("pt".utf8), bytes[i] == UInt8(ascii: "/"),
      bytes[i + 1] == UInt8(ascii: "s")
    {
      i += 2
      while i < bytes.count, Self.isWordByte(bytes[i]), bytes[i] != UInt8(ascii: "-") { i += 1 }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    let numberText = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
    let unitText = String(decoding: bytes[numberEnd..<i], as: UTF8.self)
    guard digits > 0, dots <= 1, let value = Double(numberText) else {
      throw SynthDiagnostics.error(
        file: file, line: line, column: start + 1, sourceLine: rawLine, "'\(text)' is not a number")
    }
    guard value.isFinite, abs(value) < 1e9 else {
      throw SynthDiagnostics.error(
        file: file, line: line, column: start + 1, sourceLine: rawLine,
        "'\(text)' is too large (numbers must be below 1000000000)")
    }
    guard unitText.isEmpty || unitText == "s" || unitText == "ms" || unitText == "pt/s" else {
      throw SynthDiagnostics.error(
        file: file, line: line, column: numberEnd + 1, sourceLine: rawLine,
        "unknown unit '\(unitText)' in '\(text)'; use 's' or 'ms' for a duration, 'pt/s' for a speed")
    }
    return SynthToken(
      kind: .number(value, unit: unitText.isEmpty ? nil : unitText), text: text,
      line: line, column: start + 1)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isWordStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    isWordStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }
}
