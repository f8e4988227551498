extension SampleScanner {
  /// Reads a line of the usual shape in one pass, or returns nil for `scanInFull` to read it.
  ///
  /// The usual shape is what `TraceWriter` and recorders write: the keys in the trace format's
  /// order (`t`, `id`, `phase`, `x`, `y`, then any of `tap`, `force`, `radius` in that order),
  /// spelt plainly, with no whitespace but one optional space after each `:` and `,`; numbers
  /// that `quickNumber` reads; an integer id that `quickInteger` reads or a string id of
  /// printable ASCII without escapes; a phase name spelt plainly. Values are held to the same
  /// limits as in `scanInFull`. Anything else, every error included, returns nil, so a line read
  /// here is one `scanInFull` accepts, read to the same sample with the same offsets. Each number
  /// is read with `separatorFollows`: the shape has a `,` or the closing `}` right after every
  /// number, and the line is left to `scanInFull` when that byte is anything else.
  ///
  /// Not inlined into its caller, so that the number readers are inlined here.
  @inline(never)
  mutating func quickLine(_ p: UnsafeBufferPointer<UInt8>, line: Int) -> TouchSample? {
    quickLine(p, line: line, inBuffer: false)
  }

  /// `quickLine` for the line at the start of `p`, the unread bytes of the read buffer, before
  /// its end has been searched for: the line must end right after its `}`, with LF or CRLF, and
  /// then `bufferedLineCount` is its length without the line break and `bufferedLineNext` the
  /// offset after the break.
  ///
  /// The line's bytes are read as `quickLine` reads them, and none after its `}` but the line
  /// break (no byte it accepts before the `}` is a line break), so it reads the same lines to
  /// the same samples.
  ///
  /// A line it does not read sets `bufferedLineNext` to 0 and returns a placeholder sample: the
  /// sample is returned as itself rather than as an optional, so that the reader's loop takes it
  /// where it is returned instead of copying it out of an optional first (about 16 instructions
  /// a line, measured with callgrind).
  @inline(never)
  mutating func quickLineInBuffer(_ p: UnsafeBufferPointer<UInt8>, line: Int) -> TouchSample {
    if let sample = quickLine(p, line: line, inBuffer: true) { return sample }
    bufferedLineNext = 0
    return TouchSample(t: 0, id: .int(0), phase: .began, x: 0, y: 0)
  }

  @inline(__always)
  private mutating func quickLine(_ p: UnsafeBufferPointer<UInt8>, line: Int, inBuffer: Bool) -> TouchSample?
  {
    let end = p.count
    guard end >= 8, let base = p.baseAddress, Self.word(base, 0) & Self.mask(5) == Self.packed("{\"t\":")
    else {
      return nil
    }
    let tStart = base[5] == UInt8(ascii: " ") ? 6 : 5
    tOffset = tStart
    // The samples of one event share their time, spelt the same: when the eight bytes at the time
    // are the ones at the time of the last line read here, and that time's token and the byte
    // after it lay within them, this time is that one (what `quickNumber` reads depends on those
    // bytes only), and is not read again.
    let t: Double
    let afterT: Int
    let timeBytes = end &- tStart >= 8 ? Self.word(base, tStart) : 0
    if timeBytes == lastTimeBytes && lastTimeLength > 0 {
      t = lastTime
      afterT = tStart &+ lastTimeLength
    } else {
      guard let (value, after) = Self.quickNumber(p, tStart, end, separatorFollows: true), value >= 0,
        value <= Self.maxTime
      else { return nil }
      t = value
      afterT = after
      lastTimeBytes = timeBytes
      lastTime = value
      lastTimeLength = after &- tStart < 8 && end &- tStart >= 8 ? after &- tStart : 0
    }
    guard let idStart = Self.nextKey(base, afterT, end, "\"id\":") else { return nil }
    idOffset = idStart
    let id: TouchID
    let afterID: Int
    if end &- idStart >= 2, base[idStart] &- 0x30 < 10, base[idStart &+ 1] == UInt8(ascii: ",") {
      // One digit, the usual id: what `quickInteger` reads.
      id = .int(Int(base[idStart] &- 0x30))
      afterID = idStart &+ 1
    } else if let (value, after) = Self.quickInteger(p, idStart, end) {
      id = .int(value)
      afterID = after
    } else {
      guard let after = Self.plainStringEnd(p, idStart, end), after - idStart - 2 <= Self.maxIDLength else {
        return nil
      }
      id = cachedID(UnsafeBufferPointer(rebasing: p[(idStart + 1)..<(after - 1)]))
      afterID = after
    }
    guard let phaseStart = Self.nextKey(base, afterID, end, "\"phase\":"),
      let (phase, afterPhase) = Self.quickPhaseWord(p, phaseStart, end)
    else { return nil }
    phaseOffset = phaseStart
    guard let xStart = Self.nextKey(base, afterPhase, end, "\"x\":"),
      let (x, afterX) = Self.quickNumber(p, xStart, end, separatorFollows: true),
      x.magnitude <= Self.maxCoordinate,
      let yStart = Self.nextKey(base, afterX, end, "\"y\":"),
      let (y, afterY) = Self.quickNumber(p, yStart, end, separatorFollows: true),
      y.magnitude <= Self.maxCoordinate
    else { return nil }
    var i = afterY
    var tap: Int?
    var force: Double?
    var radius: Double?
    if i < end && base[i] == UInt8(ascii: ",") {
      if let start = Self.nextKey(base, i, end, "\"tap\":") {
        guard let (value, after) = Self.quickInteger(p, start, end), value >= 1 else { return nil }
        tap = value
        i = after
      }
      if let start = Self.nextKey(base, i, end, "\"force\":") {
        guard let (value, after) = Self.quickNumber(p, start, end, separatorFollows: true), value >= 0,
          value <= Self.maxCoordinate
        else { return nil }
        force = value
        i = after
      }
      if let start = Self.nextKey(base, i, end, "\"radius\":") {
        guard let (value, after) = Self.quickNumber(p, start, end, separatorFollows: true), value >= 0,
          value <= Self.maxCoordinate
        else { return nil }
        radius = value
        i = after
      }
    }
    guard i < end, base[i] == UInt8(ascii: "}") else { return nil }
    if inBuffer {
      let lineBreak = i &+ 1
      if lineBreak < end && base[lineBreak] == 0x0A {
        bufferedLineNext = lineBreak &+ 1
      } else if end &- lineBreak >= 2 && base[lineBreak] == 0x0D && base[lineBreak &+ 1] == 0x0A {
        bufferedLineNext = lineBreak &+ 2
      } else {
        return nil
      }
      bufferedLineCount = lineBreak
    } else if end &- i != 1 {
      return nil
    }
    return TouchSample(
      t: t, id: id, phase: phase, x: x, y: y, tap: tap, force: force, radius: radius, line: line)
  }

  /// The offset of the value after `,` then `key` (quoted, with its colon), each optionally
  /// followed by one space, at `i`; nil when the bytes there are anything else.
  @_transparent
  static func nextKey(_ base: UnsafePointer<UInt8>, _ i: Int, _ end: Int, _ key: StaticString) -> Int? {
    // The usual spelling, `, "key": ` with both spaces, compared a word or two at a time.
    let spaced = key.utf8CodeUnitCount &+ 3
    if spaced <= 8 {
      if end &- i >= 8 && word(base, i) & mask(spaced) == packedSpaced(key, from: 0) { return i &+ spaced }
    } else if end &- i >= 16 && word(base, i) == packedSpaced(key, from: 0)
      && word(base, i &+ 8) & mask(spaced &- 8) == packedSpaced(key, from: 8)
    {
      return i &+ spaced
    }
    guard i < end, base[i] == UInt8(ascii: ",") else { return nil }
    var j = i + 1
    if j < end && base[j] == UInt8(ascii: " ") { j += 1 }
    let count = key.utf8CodeUnitCount
    if count <= 8 && end - j >= 8 {
      guard word(base, j) & mask(count) == packed(key) else { return nil }
    } else {
      guard end - j >= count else { return nil }
      let bytes = key.utf8Start
      for k in 0..<count where base[j + k] != bytes[k] { return nil }
    }
    j += count
    if j < end && base[j] == UInt8(ascii: " ") { j += 1 }
    return j
  }

  /// `quickPhase`, with the three five-letter names (nearly every sample) matched by one word each.
  @inline(__always)
  static func quickPhaseWord(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (SamplePhase, Int)? {
    if end - i >= 8, let base = p.baseAddress {
      let name = word(base, i) & mask(7)
      if name == packed("\"moved\"") { return (.moved, i + 7) }
      if name == packed("\"began\"") { return (.began, i + 7) }
      if name == packed("\"ended\"") { return (.ended, i + 7) }
    }
    return quickPhase(p, i, end)
  }

  /// The eight bytes at `i` as a little-endian word; the caller has checked that they are there.
  @inline(__always)
  static func word(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
  }

  /// The low `count` bytes of a word (`count` from 1 to 8).
  @inline(__always)
  static func mask(_ count: Int) -> UInt64 {
    count >= 8 ? ~0 : (1 &<< UInt64(8 * count)) &- 1
  }

  /// The first (up to) eight bytes of `text` from byte `from` on as a little-endian word, to
  /// compare with `word`.
  @_transparent
  static func packed(_ text: StaticString, from: Int = 0) -> UInt64 {
    var packed: UInt64 = 0
    let bytes = text.utf8Start + from
    for k in 0..<min(text.utf8CodeUnitCount - from, 8) { packed |= UInt64(bytes[k]) &<< UInt64(8 * k) }
    return packed
  }

  /// Up to eight bytes of `, ` then `key` then a space, from byte `from` (0 or 8) on, as a
  /// little-endian word to compare with `word`.
  @_transparent
  static func packedSpaced(_ key: StaticString, from: Int) -> UInt64 {
    let count = key.utf8CodeUnitCount
    if from == 0 {
      let space: UInt64 = count &+ 2 < 8 ? 0x20 &<< UInt64(8 &* (count &+ 2)) : 0
      return 0x202C | packed(key) &<< 16 | space
    }
    return packed(key, from: 6) | 0x20 &<< UInt64(8 &* (count &- 6))
  }

  /// The offset after the closing quote of a string of printable ASCII without escapes whose
  /// opening quote is at `i`, or nil for any other string (or none).
  @inline(__always)
  static func plainStringEnd(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
    guard i < end, p[i] == JSONBytes.quote else { return nil }
    var j = i + 1
    while j < end {
      let byte = p[j]
      if byte == JSONBytes.quote { return j + 1 }
      guard byte >= 0x20, byte < 0x80, byte != JSONBytes.backslash else { return nil }
      j += 1
    }
    return nil
  }
}
