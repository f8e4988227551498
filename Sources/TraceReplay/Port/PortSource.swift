/// One Swift file being ported: its bytes, tokens, and where its lines start.
struct PortSource {
  /// The file as the user named it, for messages.
  let displayPath: String
  /// The path of the copy inside its module's folder (`Sliders/RangeSlider.swift`).
  let relativePath: String
  let bytes: [UInt8]
  let tokens: [SwiftToken]
  /// For each `{`, `(`, `[` token index, the index of its closing token (and back), when matched.
  let partner: [Int: Int]
  private let lineStarts: [Int]

  init(displayPath: String, relativePath: String, bytes: [UInt8]) {
    self.displayPath = displayPath
    self.relativePath = relativePath
    self.bytes = bytes
    tokens = SwiftSourceScanner.tokens(bytes)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
    var partner: [Int: Int] = [:]
    var open: [Int] = []
    for (position, token) in tokens.enumerated() where token.kind == .punctuation {
      switch bytes[token.start] {
      case 0x7B, 0x28, 0x5B: open.append(position)
      case 0x7D, 0x29, 0x5D:
        if let opener = open.popLast() {
          partner[opener] = position
          partner[position] = opener
        }
      default: break
      }
    }
    self.partner = partner
  }

  /// The text of the token at `position`.
  func text(_ position: Int) -> String {
    let token = tokens[position]
    return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
  }

  /// The text of a byte range.
  func text(bytes range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether the token at `position` is the word `word`.
  func isWord(_ position: Int, _ word: String) -> Bool {
    guard position >= 0 && position < tokens.count, tokens[position].kind == .word else { return false }
    return equals(position, word)
  }

  /// Whether the token at `position` is the single punctuation byte `character`.
  func isPunctuation(_ position: Int, _ character: UInt8) -> Bool {
    guard position >= 0 && position < tokens.count else { return false }
    let token = tokens[position]
    return token.kind == .punctuation && bytes[token.start] == character
  }

  /// Whether the token's bytes spell `word`.
  func equals(_ position: Int, _ word: String) -> Bool {
    let token = tokens[position]
    guard token.end - token.start == word.utf8.count else { return false }
    var offset = token.start
    for byte in word.utf8 {
      if bytes[offset] != byte { return false }
      offset += 1
    }
    return true
  }

  /// The next token after `position` that is not trivia, or nil.
  func next(after position: Int) -> Int? {
    var index = position + 1
    while index < tokens.count {
      if !tokens[index].isTrivia { return index }
      index += 1
    }
    return nil
  }

  /// The last token before `position` that is not trivia, or nil.
  func previous(before position: Int) -> Int? {
    var index = position - 1
    while index >= 0 {
      if !tokens[index].isTrivia { return index }
      index -= 1
    }
    return nil
  }

  /// The 1-based line and column (in bytes) of `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  /// The text of the line holding `offset`, without its line break.
  func lineText(at offset: Int) -> String {
    let line = location(of: offset).line
    let start = lineStarts[line - 1]
    var end = start
    while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The first byte of the line holding `offset`.
  func lineStart(of offset: Int) -> Int {
    lineStarts[location(of: offset).line - 1]
  }

  /// A diagnostic at `offset` in this file.
  func diagnostic(
    _ severity: Diagnostic.Severity = .error, at offset: Int, _ message: String, notes: [String] = []
  ) -> Diagnostic {
    let (line, column) = location(of: offset)
    return Diagnostic(
      severity, file: displayPath, line: line, column: column, message: message,
      sourceLine: lineText(at: offset), notes: notes)
  }
}
