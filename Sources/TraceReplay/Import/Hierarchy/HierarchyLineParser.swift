/// Splits one line of a debug description into a `HierarchyLine`.
///
/// A line is `   |    | <ClassName: 0x...; key = value; key: value>`. The address may be
/// missing, as swift-snapshot-testing writes it (`<UIView; frame = ...>`), and the description
/// may be wrapped in a second `<` (`<<_UITextContainerView: 0x...; ...> minSize = ...>`). Text
/// after the closing `>` is ignored: UIImageView's ` - image`, a collection view's
/// ` collection view layout: <...>`, a table view's ` dataSource: <...>`. Values may hold nested
/// brackets (`layer = <CALayer: 0x...>`, `frame = (0 0; 390 844)`, `animations = { ... }`),
/// which must balance, and quoted text (`text = 'Sign in; now >'`), which may hold anything:
/// a quote closes at the first `'` followed by `;` or `>`. A quote still open at the end of the
/// line asks for the next line (a label's text may hold a newline).
struct HierarchyLineParser {
  /// What parsing a line found.
  enum Outcome: Equatable {
    case line(HierarchyLine)
    /// The line ends inside a quoted value that starts at this column: the text continues on the
    /// next line, or the line was cut off.
    case openQuote(column: Int)
  }

  var file: String

  /// Parses `bytes` (the line without its terminator; for a continued quote, the lines joined by
  /// a newline); the view description starts at `start`, after any prefix the caller skipped.
  /// With `quotes` false, `'` is read as any other byte (for a line whose quote never closes).
  func parse(
    _ bytes: [UInt8], start: Int, number: Int, text: String, quotes: Bool = true
  ) throws(Diagnostic) -> Outcome {
    var index = start
    var depth = 0
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "|")
        || bytes[index] == 0x09
    {
      if bytes[index] == UInt8(ascii: "|") { depth += 1 }
      index += 1
    }
    func fail(_ message: String, at offset: Int, notes: [String] = []) -> Diagnostic {
      Diagnostic(
        file: file, line: number, column: column(of: offset, in: bytes), message: message,
        sourceLine: firstLine(text), notes: notes)
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
      throw fail(
        "expected '<' to start a view description such as '<UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50)>'",
        at: index)
    }
    // `<<Class: ...> more>`: the view's own description is the inner one.
    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") { index += 1 }
    let classStart = index + 1
    var cursor = classStart
    while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
    guard cursor > classStart else {
      throw fail("expected a class name after '<'", at: classStart)
    }
    let className = String(decoding: bytes[classStart..<cursor], as: UTF8.self)
    // `<Class: 0x...; ...>`, or without the address: `<Class; ...>`, `<Class>`.
    let hasAddress = cursor < bytes.count && bytes[cursor] == UInt8(ascii: ":")
    guard hasAddress || (cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")) else {
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") {
        return .line(
          HierarchyLine(
            number: number, text: firstLine(text), depth: depth, className: className,
            classColumn: column(of: classStart, in: bytes), fields: []))
      }
      throw fail("expected ':' and the view's address after the class name '\(className)'", at: cursor)
    }
    cursor += 1
    // The parts between ';' at the top level, and where the description closes.
    var parts: [Range<Int>] = []
    var partStart = cursor
    var open: [(byte: UInt8, offset: Int)] = [(UInt8(ascii: "<"), index)]
    var end: Int?
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if quotes, byte == UInt8(ascii: "'"), opensQuote(bytes, at: cursor) {
        guard let close = quoteEnd(bytes, from: cursor + 1) else {
          return .openQuote(column: column(of: cursor, in: bytes))
        }
        cursor = close + 1
        continue
      }
      if Self.closing[byte] != nil {
        open.append((byte, cursor))
      } else if let opening = Self.opening[byte] {
        guard let top = open.last else { break }
        guard top.byte == opening else {
          let expected = Self.closing[top.byte].map { String(UnicodeScalar($0)) } ?? "?"
          throw fail(
            "unbalanced '\(String(UnicodeScalar(byte)))': expected '\(expected)' to close the "
              + "'\(String(UnicodeScalar(top.byte)))' at column \(column(of: top.offset, in: bytes))",
            at: cursor)
        }
        open.removeLast()
        if open.isEmpty {
          parts.append(partStart..<cursor)
          end = cursor
          break
        }
      } else if byte == UInt8(ascii: ";"), open.count == 1 {
        parts.append(partStart..<cursor)
        partStart = cursor + 1
      }
      cursor += 1
    }
    guard end != nil else {
      let innermost = open.last ?? (UInt8(ascii: "<"), index)
      let expected = Self.closing[innermost.byte].map { String(UnicodeScalar($0)) } ?? ">"
      throw fail(
        "the line ends before the view description is closed: the "
          + "'\(String(UnicodeScalar(innermost.byte)))' at column \(column(of: innermost.offset, in: bytes)) "
          + "has no '\(expected)' (a cut-off line?)",
        at: bytes.count)
    }
    var fields: [HierarchyField] = []
    // The first part is the address (`0x7f8b1c40a2b0`), when printed; the others are fields.
    for part in parts.dropFirst(hasAddress ? 1 : 0) {
      if let field = self.field(bytes, part) { fields.append(field) }
    }
    return .line(
      HierarchyLine(
        number: number, text: firstLine(text), depth: depth, className: className,
        classColumn: column(of: classStart, in: bytes), fields: fields))
  }

  /// The nesting a dump line's indent gives from `start`: how many `|` markers it has among its
  /// spaces and tabs, and where the indent ends.
  static func nesting(_ bytes: [UInt8], from start: Int) -> (depth: Int, end: Int) {
    var index = start
    var depth = 0
    while index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "|") || bytes[index] == 0x09
    {
      if bytes[index] == UInt8(ascii: "|") { depth += 1 }
      index += 1
    }
    return (depth, index)
  }

  /// What can be read from a line that does not parse: its nesting, class, and the fields named
  /// `keys` whose values are a balanced `(...)` or a plain word (`frame = (0 0; 10 10)`,
  /// `baseClass = UIButton`); nil when there is no `<ClassName` or none of `keys`.
  func salvage(_ bytes: [UInt8], start: Int, number: Int, text: String, keys: [String]) -> HierarchyLine? {
    let (depth, end) = Self.nesting(bytes, from: start)
    var index = end
    while index < bytes.count, bytes[index] == UInt8(ascii: "<") { index += 1 }
    let classStart = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > classStart, classStart > start else { return nil }
    var fields: [HierarchyField] = []
    for key in keys {
      let needle = Array(key.utf8)
      var cursor = index
      search: while cursor + needle.count < bytes.count {
        defer { cursor += 1 }
        guard bytes[cursor..<(cursor + needle.count)].elementsEqual(needle),
          !Self.isNameByte(bytes[cursor - 1])
        else { continue }
        var valueStart = cursor + needle.count
        while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        guard valueStart < bytes.count,
          bytes[valueStart] == UInt8(ascii: "=") || bytes[valueStart] == UInt8(ascii: ":")
        else { continue }
        valueStart += 1
        while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        var valueEnd = valueStart
        if valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "(") {
          while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: ")") { valueEnd += 1 }
          guard valueEnd < bytes.count else { break search }
          valueEnd += 1
        } else {
          while valueEnd < bytes.count, Self.isNameByte(bytes[valueEnd]) { valueEnd += 1 }
        }
        guard valueEnd > valueStart else { continue }
        fields.append(
          HierarchyField(
            key: key, value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
            column: column(of: valueStart, in: bytes)))
        break
      }
    }
    guard !fields.isEmpty else { return nil }
    return HierarchyLine(
      number: number, text: firstLine(text), depth: depth,
      className: String(decoding: bytes[classStart..<index], as: UTF8.self),
      classColumn: column(of: classStart, in: bytes), fields: fields)
  }

  /// A field from the bytes of one part: `key = value`, `key: value`, or a bare word.
  private func field(_ bytes: [UInt8], _ part: Range<Int>) -> HierarchyField? {
    var start = part.lowerBound
    var end = part.upperBound
    while start < end, Self.isSpace(bytes[start]) { start += 1 }
    while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
    guard start < end else { return nil }
    var keyEnd = start
    while keyEnd < end, Self.isNameByte(bytes[keyEnd]) { keyEnd += 1 }
    var separator = keyEnd
    while separator < end, bytes[separator] == UInt8(ascii: " ") { separator += 1 }
    guard keyEnd > start, separator < end,
      bytes[separator] == UInt8(ascii: "=") || bytes[separator] == UInt8(ascii: ":")
    else {
      return HierarchyField(
        key: String(decoding: bytes[start..<end], as: UTF8.self), value: "",
        column: column(of: start, in: bytes))
    }
    var valueStart = separator + 1
    while valueStart < end, Self.isSpace(bytes[valueStart]) { valueStart += 1 }
    return HierarchyField(
      key: String(decoding: bytes[start..<keyEnd], as: UTF8.self),
      value: String(decoding: bytes[valueStart..<end], as: UTF8.self),
      column: column(of: valueStart < end ? valueStart : start, in: bytes))
  }

  /// Whether the `'` at `offset` opens a quoted value: it follows `=` or `:` (and spaces).
  private func opensQuote(_ bytes: [UInt8], at offset: Int) -> Bool {
    var index = offset - 1
    while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
    return index >= 0 && (bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":"))
  }

  /// The offset of the `'` that closes a quote whose text starts at `start`: the first one
  /// followed (after spaces) by `;` or `>`; nil when the line ends first.
  private func quoteEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "'") {
        var next = index + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: ";") || bytes[next] == UInt8(ascii: ">") {
          return index
        }
      }
      index += 1
    }
    return nil
  }

  /// The 1-based column of `offset` on its physical line (a continued quote joins lines).
  private func column(of offset: Int, in bytes: [UInt8]) -> Int {
    var lineStart = 0
    var index = min(offset, bytes.count) - 1
    while index >= 0 {
      if bytes[index] == 0x0A {
        lineStart = index + 1
        break
      }
      index -= 1
    }
    return offset - lineStart + 1
  }

  private func firstLine(_ text: String) -> String {
    text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
  }

  static let closing: [UInt8: UInt8] = [
    UInt8(ascii: "<"): UInt8(ascii: ">"), UInt8(ascii: "("): UInt8(ascii: ")"),
    UInt8(ascii: "{"): UInt8(ascii: "}"), UInt8(ascii: "["): UInt8(ascii: "]"),
  ]
  static let opening: [UInt8: UInt8] = [
    UInt8(ascii: ">"): UInt8(ascii: "<"), UInt8(ascii: ")"): UInt8(ascii: "("),
    UInt8(ascii: "}"): UInt8(ascii: "{"), UInt8(ascii: "]"): UInt8(ascii: "["),
  ]

  /// Bytes of class names and keys: letters, digits, `_`, `.` and `$`.
  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0A
  }
}
