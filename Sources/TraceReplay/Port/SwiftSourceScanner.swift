/// Cuts Swift source bytes into tokens, aware of comments (nested), string literals (with
/// interpolations, multi-line and raw forms) and `#`/`@` words, so that `port` rewrites only code.
///
/// It reads Swift as text: no grammar beyond what finding code, strings and comments needs.
/// Regular-expression literals are not recognised (a `/` is punctuation).
struct SwiftSourceScanner {
  let bytes: [UInt8]
  private var index = 0
  private var tokens: [SwiftToken] = []

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The tokens of `bytes`, covering every byte in order.
  static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
    var scanner = SwiftSourceScanner(bytes)
    scanner.tokens.reserveCapacity(bytes.count / 3)
    scanner.scanAll()
    return scanner.tokens
  }

  private mutating func scanAll() {
    while index < bytes.count {
      let start = index
      let kind = scanToken()
      tokens.append(SwiftToken(kind: kind, start: start, end: index))
    }
  }

  private func byte(_ offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  private mutating func scanToken() -> SwiftToken.Kind {
    let first = bytes[index]
    switch first {
    case 0x20, 0x09:
      while let next = byte(index), next == 0x20 || next == 0x09 { index += 1 }
      return .space
    case 0x0A:
      index += 1
      return .newline
    case 0x0D:
      index += byte(index + 1) == 0x0A ? 2 : 1
      return .newline
    case 0x2F where byte(index + 1) == 0x2F:
      while let next = byte(index), next != 0x0A && next != 0x0D { index += 1 }
      return .comment
    case 0x2F where byte(index + 1) == 0x2A:
      skipBlockComment()
      return .comment
    case 0x22:
      skipString(hashes: 0)
      return .string
    case 0x23:
      var hashes = 0
      while byte(index + hashes) == 0x23 { hashes += 1 }
      if byte(index + hashes) == 0x22 {
        index += hashes
        skipString(hashes: hashes)
        return .string
      }
      index += 1
      while let next = byte(index), Self.isWordByte(next) { index += 1 }
      return index - 1 > 0 && bytes[index - 1] != 0x23 ? .pound : .punctuation
    case 0x40:
      index += 1
      while let next = byte(index), Self.isWordByte(next) { index += 1 }
      return .attribute
    case 0x60:
      index += 1
      while let next = byte(index), next != 0x60 && next != 0x0A { index += 1 }
      if byte(index) == 0x60 { index += 1 }
      return .word
    case 0x30...0x39:
      while let next = byte(index),
        Self.isWordByte(next) || (next == 0x2E && (byte(index + 1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false))
      {
        index += 1
      }
      return .number
    default:
      if Self.isWordByte(first) {
        while let next = byte(index), Self.isWordByte(next) { index += 1 }
        return .word
      }
      index += 1
      return .punctuation
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == 0x2F && byte(index + 1) == 0x2A {
        depth += 1
        index += 2
      } else if bytes[index] == 0x2A && byte(index + 1) == 0x2F {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Skips a string literal whose opening `"` is at `index` (after `hashes` `#`s).
  private mutating func skipString(hashes: Int) {
    let multiLine = byte(index + 1) == 0x22 && byte(index + 2) == 0x22
    index += multiLine ? 3 : 1
    while index < bytes.count {
      let current = bytes[index]
      if current == 0x5C && hasHashes(hashes, at: index + 1) {
        index += 1 + hashes
        if byte(index) == 0x28 {
          index += 1
          skipInterpolation()
        } else if index < bytes.count {
          index += 1
        }
        continue
      }
      if current == 0x22 {
        if multiLine {
          if byte(index + 1) == 0x22 && byte(index + 2) == 0x22 && hasHashes(hashes, at: index + 3) {
            index += 3 + hashes
            return
          }
        } else if hasHashes(hashes, at: index + 1) {
          index += 1 + hashes
          return
        }
      }
      if !multiLine && (current == 0x0A || current == 0x0D) { return }
      index += 1
    }
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    for step in 0..<count where byte(offset + step) != 0x23 { return false }
    return true
  }

  /// Skips the code of an interpolation after its `(`, up to and including the matching `)`.
  private mutating func skipInterpolation() {
    var depth = 1
    while index < bytes.count {
      let start = index
      let kind = scanToken()
      guard kind == .punctuation else { continue }
      switch bytes[start] {
      case 0x28: depth += 1
      case 0x29:
        depth -= 1
        if depth == 0 { return }
      default: break
      }
    }
  }
}
