/// The fields a sample line can carry; `unknown` is any other key.
enum SampleField: UInt8 {
  case t, id, phase, x, y, tap, force, radius, header, unknown

  var name: String {
    switch self {
    case .t: return "t"
    case .id: return "id"
    case .phase: return "phase"
    case .x: return "x"
    case .y: return "y"
    case .tap: return "tap"
    case .force: return "force"
    case .radius: return "radius"
    case .header: return "tracereplay"
    case .unknown: return "?"
    }
  }

  init(name: String) {
    switch name {
    case "t": self = .t
    case "id": self = .id
    case "phase": self = .phase
    case "x": self = .x
    case "y": self = .y
    case "tap": self = .tap
    case "force": self = .force
    case "radius": self = .radius
    case "tracereplay": self = .header
    default: self = .unknown
    }
  }

  /// The field named by the raw (escape-free) key bytes `p[start..<start + count]`.
  @inline(__always)
  static func match(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ count: Int) -> SampleField {
    switch count {
    case 1:
      switch p[s] {
      case UInt8(ascii: "t"): return .t
      case UInt8(ascii: "x"): return .x
      case UInt8(ascii: "y"): return .y
      default: return .unknown
      }
    case 2:
      return p[s] == UInt8(ascii: "i") && p[s + 1] == UInt8(ascii: "d") ? .id : .unknown
    case 3:
      return equals(p, s, "tap") ? .tap : .unknown
    case 5:
      if equals(p, s, "phase") { return .phase }
      return equals(p, s, "force") ? .force : .unknown
    case 6:
      return equals(p, s, "radius") ? .radius : .unknown
    case 11:
      return equals(p, s, "tracereplay") ? .header : .unknown
    default:
      return .unknown
    }
  }

  /// Whether `p[s...]` starts with `word`; the caller has checked the length.
  @inline(__always)
  static func equals(_ p: UnsafeBufferPointer<UInt8>, _ s: Int, _ word: StaticString) -> Bool {
    let w = word.utf8Start
    for k in 0..<word.utf8CodeUnitCount where p[s + k] != w[k] { return false }
    return true
  }
}

extension SampleScanner {
  /// Scans one line (without its line break) into a sample numbered `line`.
  ///
  /// A line of the usual shape is read by `quickLine`; any other, and every bad line, by
  /// `scanInFull`.
  @inline(__always)
  mutating func scan(_ p: UnsafeBufferPointer<UInt8>, line: Int) throws(ByteError) -> TouchSample {
    if fast, let sample = quickLine(p, line: line) { return sample }
    return try scanInFull(p, line: line)
  }

  /// Scans one line of any shape into a sample numbered `line`, or throws its first problem.
  mutating func scanInFull(_ p: UnsafeBufferPointer<UInt8>, line: Int) throws(ByteError) -> TouchSample {
    let end = p.count
    let endName = "end of line"
    var i = 0
    while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
    guard i < end, p[i] == UInt8(ascii: "{") else {
      if i < end && (p[i] == 0 || (p[i] >= 0x80 && JSONBytes.utf8Length(p, i, end) == nil)) {
        throw JSONBytes.unexpected(p, i, end, expected: "'{'", endName: endName)
      }
      let found = JSONBytes.describe(p, i, end, endName: endName)
      if i < end && (p[i] == UInt8(ascii: "/") || p[i] == UInt8(ascii: "#")) {
        throw ByteError(
          at: i, "a line must be a JSON object; expected '{', found \(found)",
          notes: [
            "JSON Lines has no comments: remove the line, or keep the remark in the header's \"comment\" field"
          ], kind: .notAnObject)
      }
      throw ByteError(at: i, "a sample line must be a JSON object; expected '{', found \(found)")
    }
    i += 1
    if !extraKeys.isEmpty { extraKeys.removeAll(keepingCapacity: true) }
    var seen: UInt16 = 0
    var t = 0.0
    var x = 0.0
    var y = 0.0
    var id = TouchID.int(0)
    var phase = SamplePhase.began
    var tap: Int?
    var force: Double?
    var radius: Double?
    while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
    var closeOffset = i
    if i < end && p[i] == UInt8(ascii: "}") {
      i += 1
    } else {
      var afterComma = false
      while true {
        guard i < end, p[i] == JSONBytes.quote else {
          throw JSONBytes.missingKey(p, i, end, afterComma: afterComma, endName: endName)
        }
        let keyStart = i
        var field: SampleField
        var keyName: String?
        if fast, let (quick, after) = Self.quickKey(p, i, end) {
          field = quick
          i = after
        } else {
          let key = try JSONBytes.scanString(p, i, end, endName: endName)
          i = key.end
          if key.escaped {
            let name = JSONBytes.decodeString(p, keyStart + 1, key.end - 1, escaped: true)
            field = SampleField(name: name)
            keyName = name
          } else {
            field = SampleField.match(p, keyStart + 1, key.end - keyStart - 2)
          }
        }
        if field == .header {
          throw ByteError(
            at: keyStart, "header must be the first line",
            notes: ["only the first non-blank line may be a {\"tracereplay\": 1, ...} header"],
            kind: .misplacedHeader)
        }
        if field == .unknown {
          let name = keyName ?? JSONBytes.decodeString(p, keyStart + 1, i - 1, escaped: false)
          if !extraKeys.insert(name).inserted {
            throw ByteError(at: keyStart, "duplicate key '\(name)'")
          }
        } else {
          let bit: UInt16 = 1 << field.rawValue
          if seen & bit != 0 { throw ByteError(at: keyStart, "duplicate key '\(field.name)'") }
          seen |= bit
        }
        while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
        guard i < end, p[i] == UInt8(ascii: ":") else {
          throw JSONBytes.unexpected(p, i, end, expected: "':' after object key", endName: endName)
        }
        i += 1
        while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
        switch field {
        case .t:
          tOffset = i
          let token = try number(p, &i, field)
          guard token.value >= 0 else {
            throw fieldError(p, tOffset, token.end, "field 't' must be >= 0, found ", "")
          }
          guard token.value <= Self.maxTime else {
            throw fieldError(
              p, tOffset, token.end, "field 't' is out of range: ", " (the limit is 1e9 seconds)")
          }
          t = token.value
        case .x, .y:
          let start = i
          let token = try number(p, &i, field)
          guard abs(token.value) <= Self.maxCoordinate else {
            throw fieldError(
              p, start, token.end, "field '\(field.name)' is out of range: ",
              " (the limit is a magnitude of 1e7 points)")
          }
          if field == .x { x = token.value } else { y = token.value }
        case .force, .radius:
          let start = i
          let token = try number(p, &i, field)
          guard token.value >= 0 else {
            throw fieldError(p, start, token.end, "field '\(field.name)' must be >= 0, found ", "")
          }
          guard token.value <= Self.maxCoordinate else {
            throw fieldError(
              p, start, token.end, "field '\(field.name)' is out of range: ", " (the limit is 1e7)")
          }
          if field == .force { force = token.value } else { radius = token.value }
        case .tap:
          let start = i
          let token = try number(p, &i, field, expected: "an integer >= 1")
          guard token.isInteger, let count = token.intValue, count >= 1 else {
            throw fieldError(p, start, token.end, "field 'tap' must be an integer >= 1, found ", "")
          }
          tap = count
        case .id:
          idOffset = i
          id = try scanID(p, &i)
        case .phase:
          phaseOffset = i
          if fast, let (quick, after) = Self.quickPhase(p, i, end) {
            phase = quick
            i = after
          } else {
            phase = try scanPhase(p, &i)
          }
        case .header, .unknown:
          var cursor = JSONCursor(
            p, from: i, end: end, firstLine: line, maxDepth: maxDepth, depth: 1, endName: endName)
          _ = try cursor.parseValue()
          i = cursor.i
        }
        while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
        guard i < end else {
          throw JSONBytes.unexpected(p, i, end, expected: "',' or '}' after object member", endName: endName)
        }
        if p[i] == UInt8(ascii: ",") {
          i += 1
          while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
          afterComma = true
          continue
        }
        if p[i] == UInt8(ascii: "}") {
          closeOffset = i
          i += 1
          break
        }
        throw JSONBytes.unexpected(p, i, end, expected: "',' or '}' after object member", endName: endName)
      }
    }
    while i < end && JSONBytes.isWhitespace(p[i]) { i += 1 }
    guard i >= end else {
      throw JSONBytes.unexpected(
        p, i, end, expected: "end of line after the sample object", endName: endName)
    }
    let required: UInt16 = 0b11111
    if seen & required != required {
      let missing =
        [SampleField.t, .id, .phase, .x, .y].first { seen & (1 << $0.rawValue) == 0 } ?? SampleField.t
      // A misspelt key (`phse`) is named with the field it was meant to be.
      let misspelt = extraKeys.sorted().first { Suggestions.nearest(to: $0, in: [missing.name]) != nil }
      throw ByteError(
        at: closeOffset, "missing field '\(missing.name)'; a sample needs \(Self.requiredFields)",
        notes: misspelt.map { ["found \(DiagnosticText.quoted($0)): did you mean '\(missing.name)'?"] } ?? [],
        kind: .field)
    }
    return TouchSample(
      t: t, id: id, phase: phase, x: x, y: y, tap: tap, force: force, radius: radius, line: line)
  }

  /// Reads a number value for `field` at `i`, or throws a wrong-type error.
  @inline(__always)
  private func number(
    _ p: UnsafeBufferPointer<UInt8>, _ i: inout Int, _ field: SampleField, expected: String = "a number"
  ) throws(ByteError) -> JSONNumberToken {
    let end = p.count
    if fast, field != .tap, let (value, after) = Self.quickNumber(p, i, end) {
      i = after
      return JSONNumberToken(value: value, end: after, isInteger: false, intValue: nil)
    }
    if i < end && (p[i] == UInt8(ascii: "-") || JSONBytes.isDigit(p[i])) {
      let token = try JSONBytes.scanNumber(p, i, end, endName: "end of line")
      i = token.end
      return token
    }
    throw typeError(p, i, field, expected: expected)
  }

  /// `field 'x' must be a number, found a string`, or a syntax error when the value is not JSON.
  func typeError(
    _ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ field: SampleField, expected: String
  ) -> ByteError {
    let end = p.count
    var kind: String?
    if i < end {
      switch p[i] {
      case JSONBytes.quote: kind = "a string"
      case UInt8(ascii: "{"): kind = "an object"
      case UInt8(ascii: "["): kind = "an array"
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = "a number"
      case UInt8(ascii: "t") where SampleField.startsWith(p, i, "true"): kind = "true"
      case UInt8(ascii: "f") where SampleField.startsWith(p, i, "false"): kind = "false"
      case UInt8(ascii: "n") where SampleField.startsWith(p, i, "null"): kind = "null"
      default: break
      }
    }
    guard let kind else {
      let notes =
        i < end && (p[i] == UInt8(ascii: "N") || p[i] == UInt8(ascii: "I"))
        ? ["NaN and Infinity are not JSON numbers"] : []
      return JSONBytes.unexpected(
        p, i, end, expected: "a JSON value for field '\(field.name)'", endName: "end of line", notes: notes)
    }
    return ByteError(at: i, "field '\(field.name)' must be \(expected), found \(kind)", kind: .field)
  }

  /// A field-range error quoting the value's source text between `prefix` and `suffix`.
  func fieldError(
    _ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ prefix: String, _ suffix: String
  ) -> ByteError {
    ByteError(at: start, prefix + Self.tokenText(p, start, end) + suffix, kind: .field)
  }

  /// The source text of a token, shortened to 40 bytes for messages.
  static func tokenText(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    let stop = min(end, start + 40, p.count)
    let text = String(decoding: UnsafeBufferPointer(rebasing: p[start..<max(start, stop)]), as: UTF8.self)
    return stop < end ? text + "..." : text
  }
}

extension SampleField {
  /// Whether `p[i...]` starts with `word`, checking the bounds.
  static func startsWith(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ word: StaticString) -> Bool {
    i + word.utf8CodeUnitCount <= p.count && equals(p, i, word)
  }
}
