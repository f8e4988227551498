/// The recursive-descent engine behind `JSONParser`: walks bytes and builds positioned nodes.
struct JSONCursor {
  /// The hard ceiling on `maxDepth`, so recursion stays well within a secondary thread's stack.
  static let depthCeiling = 512
  let p: UnsafeBufferPointer<UInt8>
  let end: Int
  let maxDepth: Int
  let endName: String
  var i: Int
  var line: Int
  var lineStart: Int
  var depth: Int

  init(
    _ p: UnsafeBufferPointer<UInt8>, from start: Int = 0, end: Int, firstLine: Int = 1,
    maxDepth: Int, depth: Int = 0, endName: String = "end of input"
  ) {
    self.p = p
    self.end = end
    self.maxDepth = min(maxDepth, Self.depthCeiling)
    self.endName = endName
    self.i = start
    self.line = firstLine
    self.lineStart = 0
    self.depth = depth
  }

  var position: SourcePosition { SourcePosition(line: line, column: i - lineStart + 1) }

  mutating func skipWhitespace() {
    while i < end {
      switch p[i] {
      case 0x20, 0x09, 0x0D: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
      default: return
      }
    }
  }

  /// Parses one document: a value with only whitespace around it.
  mutating func parseDocument() throws(ByteError) -> JSONNode {
    skipWhitespace()
    let node = try parseValue()
    skipWhitespace()
    guard i >= end else {
      throw JSONBytes.unexpected(p, i, end, expected: "end of input after the JSON value", endName: endName)
    }
    return node
  }

  mutating func parseValue() throws(ByteError) -> JSONNode {
    let at = position
    guard i < end else {
      throw JSONBytes.unexpected(p, i, end, expected: "a JSON value", endName: endName)
    }
    switch p[i] {
    case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: at)
    case UInt8(ascii: "["): return JSONNode(try parseArray(), at: at)
    case JSONBytes.quote:
      let start = i
      let scanned = try JSONBytes.scanString(p, i, end, endName: endName)
      i = scanned.end
      let text = JSONBytes.decodeString(p, start + 1, scanned.end - 1, escaped: scanned.escaped)
      return JSONNode(.string(text), at: at)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let token = try JSONBytes.scanNumber(p, i, end, endName: endName)
      i = token.end
      return JSONNode(.number(token.value), at: at)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(.bool(true), at: at)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(.bool(false), at: at)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(.null, at: at)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw ByteError(at: i, "NaN and Infinity are not JSON numbers; expected a JSON value")
    default:
      throw JSONBytes.unexpected(p, i, end, expected: "a JSON value", endName: endName)
    }
  }

  private mutating func literal(_ word: StaticString) throws(ByteError) {
    let count = word.utf8CodeUnitCount
    let start = word.utf8Start
    for k in 0..<count where i + k >= end || p[i + k] != start[k] {
      throw ByteError(at: i, "invalid literal; expected '\(word)'")
    }
    i += count
  }

  private mutating func enter() throws(ByteError) {
    depth += 1
    if depth > maxDepth {
      throw ByteError(at: i, "nesting is deeper than \(maxDepth) levels, the limit")
    }
  }

  private mutating func parseObject() throws(ByteError) -> JSONValue {
    try enter()
    i += 1
    skipWhitespace()
    var members: [JSONMember] = []
    var seen: [String: SourcePosition] = [:]
    if i < end && p[i] == UInt8(ascii: "}") {
      i += 1
      depth -= 1
      return .object(members)
    }
    var afterComma = false
    while true {
      guard i < end, p[i] == JSONBytes.quote else {
        throw JSONBytes.missingKey(p, i, end, afterComma: afterComma, endName: endName)
      }
      let keyAt = position
      let start = i
      let scanned = try JSONBytes.scanString(p, i, end, endName: endName)
      let key = JSONBytes.decodeString(p, start + 1, scanned.end - 1, escaped: scanned.escaped)
      if let first = seen[key] {
        throw ByteError(
          at: start, "duplicate key '\(key)' (first on line \(first.line), column \(first.column))")
      }
      seen[key] = keyAt
      i = scanned.end
      skipWhitespace()
      guard i < end, p[i] == UInt8(ascii: ":") else {
        throw JSONBytes.unexpected(p, i, end, expected: "':' after object key", endName: endName)
      }
      i += 1
      skipWhitespace()
      let node = try parseValue()
      members.append(JSONMember(key: key, keyPosition: keyAt, node: node))
      skipWhitespace()
      guard i < end else {
        throw JSONBytes.unexpected(
          p, i, end, expected: "',' or '}' after object member", endName: endName)
      }
      if p[i] == UInt8(ascii: ",") {
        i += 1
        skipWhitespace()
        afterComma = true
        continue
      }
      if p[i] == UInt8(ascii: "}") {
        i += 1
        depth -= 1
        return .object(members)
      }
      throw JSONBytes.unexpected(p, i, end, expected: "',' or '}' after object member", endName: endName)
    }
  }

  private mutating func parseArray() throws(ByteError) -> JSONValue {
    try enter()
    i += 1
    skipWhitespace()
    var elements: [JSONNode] = []
    if i < end && p[i] == UInt8(ascii: "]") {
      i += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      if i < end && p[i] == UInt8(ascii: "]") && !elements.isEmpty {
        throw ByteError(at: i, "trailing comma: expected a JSON value after ',', found ']'")
      }
      elements.append(try parseValue())
      skipWhitespace()
      guard i < end else {
        throw JSONBytes.unexpected(p, i, end, expected: "',' or ']' after array element", endName: endName)
      }
      if p[i] == UInt8(ascii: ",") {
        i += 1
        skipWhitespace()
        continue
      }
      if p[i] == UInt8(ascii: "]") {
        i += 1
        depth -= 1
        return .array(elements)
      }
      throw JSONBytes.unexpected(p, i, end, expected: "',' or ']' after array element", endName: endName)
    }
  }
}
