extension SampleScanner {
  /// Reads the `id` value at `i`: an integer that fits `Int`, or a string of at most 256 bytes.
  ///
  /// A number with a fraction or an exponent (`1.0`, `1e0`) is rejected.
  mutating func scanID(_ p: UnsafeBufferPointer<UInt8>, _ i: inout Int) throws(ByteError) -> TouchID {
    let end = p.count
    let start = i
    guard i < end else {
      throw JSONBytes.unexpected(p, i, end, expected: "a JSON value for field 'id'", endName: "end of line")
    }
    if p[i] == JSONBytes.quote {
      let scanned = try JSONBytes.scanString(p, i, end, endName: "end of line")
      i = scanned.end
      if scanned.escaped {
        let text = JSONBytes.decodeString(p, start + 1, scanned.end - 1, escaped: true)
        guard text.utf8.count <= Self.maxIDLength else { throw idTooLong(start) }
        return .string(text)
      }
      let bytes = UnsafeBufferPointer(rebasing: p[(start + 1)..<(scanned.end - 1)])
      guard bytes.count <= Self.maxIDLength else { throw idTooLong(start) }
      return cachedID(bytes)
    }
    if let (value, after) = Self.quickInteger(p, i, end) {
      i = after
      return .int(value)
    }
    if p[i] == UInt8(ascii: "-") || JSONBytes.isDigit(p[i]) {
      let token = try JSONBytes.scanNumber(p, i, end, endName: "end of line")
      i = token.end
      guard token.isInteger else {
        throw fieldError(p, start, token.end, "field 'id' must be an integer or a string, found ", "")
      }
      guard let value = token.intValue else {
        throw fieldError(
          p, start, token.end, "field 'id' is out of range: ", " does not fit in a 64-bit integer")
      }
      return .int(value)
    }
    throw typeError(p, i, .id, expected: "an integer or a string")
  }

  private func idTooLong(_ start: Int) -> ByteError {
    ByteError(at: start, "field 'id' is longer than \(Self.maxIDLength) bytes", kind: .field)
  }

  /// The id for these raw bytes, from the cache of recent string ids when possible.
  mutating func cachedID(_ bytes: UnsafeBufferPointer<UInt8>) -> TouchID {
    for entry in idCache where entry.bytes.count == bytes.count {
      let same = entry.bytes.withUnsafeBufferPointer { cached in
        var k = 0
        while k < cached.count && cached[k] == bytes[k] { k += 1 }
        return k == cached.count
      }
      if same { return entry.id }
    }
    let id = TouchID.string(String(decoding: bytes, as: UTF8.self))
    let entry = CachedID(bytes: Array(bytes), id: id)
    if idCache.count < 64 {
      idCache.append(entry)
    } else {
      idCache[idCacheNext % 64] = entry
      idCacheNext = (idCacheNext + 1) % 64
    }
    return id
  }

  /// Reads the `phase` value at `i`: one of the five phase names.
  func scanPhase(_ p: UnsafeBufferPointer<UInt8>, _ i: inout Int) throws(ByteError) -> SamplePhase {
    let end = p.count
    let start = i
    guard i < end, p[i] == JSONBytes.quote else {
      throw typeError(p, i, .phase, expected: "a string")
    }
    let scanned = try JSONBytes.scanString(p, i, end, endName: "end of line")
    i = scanned.end
    let s = start + 1
    let count = scanned.end - start - 2
    if !scanned.escaped {
      switch count {
      case 5:
        if SampleField.equals(p, s, "moved") { return .moved }
        if SampleField.equals(p, s, "began") { return .began }
        if SampleField.equals(p, s, "ended") { return .ended }
      case 9:
        if SampleField.equals(p, s, "cancelled") { return .cancelled }
      case 10:
        if SampleField.equals(p, s, "stationary") { return .stationary }
      default: break
      }
    }
    let name = JSONBytes.decodeString(p, s, scanned.end - 1, escaped: scanned.escaped)
    if let phase = SamplePhase(rawValue: name) { return phase }
    let names = SamplePhase.allCases.map(\.rawValue)
    let shown = name.utf8.count > 40 ? String(name.prefix(40)) + "..." : name
    let note = name.utf8.count > 64 ? nil : Suggestions.didYouMean(name, in: names)
    return try Self.throwUnknownPhase(start, shown, names, note)
  }

  private static func throwUnknownPhase(
    _ start: Int, _ shown: String, _ names: [String], _ note: String?
  ) throws(ByteError) -> SamplePhase {
    throw ByteError(
      at: start, "unknown phase '\(shown)'; expected one of \(names.joined(separator: ", "))",
      notes: note.map { [$0] } ?? [], kind: .field)
  }

  /// Scans one line of text; a convenience for tests and tools that hold a line as a `String`.
  package mutating func scan(_ text: String, file: String = "<input>", line: Int = 1) throws(Diagnostic)
    -> TouchSample
  {
    let bytes = Array(text.utf8)
    let result: Result<TouchSample, Diagnostic> = bytes.withUnsafeBufferPointer { p in
      do throws(ByteError) {
        return .success(try scan(p, line: line))
      } catch {
        return .failure(error.diagnostic(in: p, file: file, firstLine: line))
      }
    }
    return try result.get()
  }
}
