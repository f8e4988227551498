#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of output built as UTF-8 bytes in storage reused from record to record: appending a
/// short run is a few word-sized copies, and no `String` is made per record.
final class ByteLine {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 512) {
    self.capacity = max(64, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  func removeAll() {
    count = 0
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(count &+ extra) }
  }

  @inline(never)
  private func grow(_ needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Lets `body` write at most `maximum` bytes at the end, and keeps as many as it returns.
  @inline(__always)
  func appendWriting(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    reserve(maximum)
    count &+= body(base + count)
  }

  /// Appends `length` bytes from `pointer`.
  @inline(__always)
  func append(_ pointer: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    Self.copy(pointer, length, to: base + count)
    count &+= length
  }

  /// Copies `length` bytes with overlapping loads and stores (cheaper than calling `memcpy`, and
  /// never outside either run): up to 16 with two words, up to 32 with two 16-byte vectors, up
  /// to 64 (a control event's `,"type":"controlEvent","control":"ok","events":`) with four;
  /// longer runs with `memcpy`.
  @inline(__always)
  static func copy(
    _ source: UnsafePointer<UInt8>, _ length: Int, to destination: UnsafeMutablePointer<UInt8>
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if length >= 8 {
      if length > 16 {
        if length > 32 {
          guard length <= 64 else {
            memcpy(to, from, length)
            return
          }
          let second = from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
          let third = from.loadUnaligned(fromByteOffset: length - 32, as: SIMD16<UInt8>.self)
          to.storeBytes(of: second, toByteOffset: 16, as: SIMD16<UInt8>.self)
          to.storeBytes(of: third, toByteOffset: length - 32, as: SIMD16<UInt8>.self)
        }
        let first = from.loadUnaligned(as: SIMD16<UInt8>.self)
        let last = from.loadUnaligned(fromByteOffset: length - 16, as: SIMD16<UInt8>.self)
        to.storeBytes(of: first, as: SIMD16<UInt8>.self)
        to.storeBytes(of: last, toByteOffset: length - 16, as: SIMD16<UInt8>.self)
        return
      }
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
    } else if length > 0 {
      destination[0] = source[0]
      destination[length >> 1] = source[length >> 1]
      destination[length - 1] = source[length - 1]
    }
  }

  /// Appends a literal.
  @inline(__always)
  func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  /// Appends the UTF-8 of `text`.
  @inline(__always)
  func append(string text: String) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
    if done == nil {
      var text = text
      text.withUTF8 { append(bytes: $0) }
    }
  }

  /// Appends `bytes`.
  @inline(__always)
  func append(bytes: UnsafeBufferPointer<UInt8>) {
    if let pointer = bytes.baseAddress { append(pointer, bytes.count) }
  }

  @inline(__always)
  func append(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends `value` as a quoted JSON string (`JSONEscaping`).
  func append(quoted value: String) {
    // Copied a word at a time while checking for bytes that need escaping; the rare string that
    // has one is written again by `JSONEscaping`.
    let written = value.utf8.withContiguousStorageIfAvailable { appendQuotedIfPlain($0) }
    if written != true { append(string: JSONEscaping.quoted(value)) }
  }

  /// Appends `bytes` between quotes when none of them needs escaping in JSON; false, keeping
  /// nothing, when one may.
  @inline(__always)
  private func appendQuotedIfPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let length = bytes.count
    reserve(length &+ 2)
    let out = base + count
    out[0] = 0x22
    if let source = bytes.baseAddress, length > 0 {
      guard Self.copyPlain(source, length, to: out + 1) else { return false }
    }
    out[length &+ 1] = 0x22
    count &+= length &+ 2
    return true
  }

  /// Copies `length` bytes as `copy(_:_:to:)` does, a word at a time, checking each word with
  /// `JSONEscaping.mayNeedEscaping(_:)`; false as soon as one may need escaping (what was
  /// copied is then to be ignored).
  @inline(__always)
  private static func copyPlain(
    _ source: UnsafePointer<UInt8>, _ length: Int, to destination: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if length >= 8 {
      var offset = 0
      while offset + 8 < length {
        let word = from.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if JSONEscaping.mayNeedEscaping(word) { return false }
        to.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      if JSONEscaping.mayNeedEscaping(tail) { return false }
      to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
      return true
    }
    if length >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
      if JSONEscaping.mayNeedEscaping(UInt64(head) | UInt64(tail) << 32) { return false }
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
      return true
    }
    // One to three bytes: the first, middle and last, in a word padded with spaces.
    let first = source[0]
    let middle = source[length >> 1]
    let last = source[length - 1]
    let word = UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16 | 0x2020_2020_2000_0000
    if JSONEscaping.mayNeedEscaping(word) { return false }
    destination[0] = first
    destination[length >> 1] = middle
    destination[length - 1] = last
    return true
  }

  /// The number of characters (as `String.count` counts them) in the bytes from `start` on.
  private func characters(from start: Int) -> Int {
    var ascii = true
    for index in start..<count where base[index] >= 0x80 {
      ascii = false
      break
    }
    if ascii { return count - start }
    return String(decoding: UnsafeBufferPointer(start: base + start, count: count - start), as: UTF8.self)
      .count
  }

  /// Pads the text from `start` on with spaces after it, to at least `width` characters.
  func padRight(from start: Int, width: Int) {
    pad(from: start, characters: characters(from: start), width: width)
  }

  /// Pads the ASCII text from `start` on with spaces after it, to at least `width` bytes.
  @inline(__always)
  func padRight(fromASCII start: Int, width: Int) {
    pad(from: start, characters: count - start, width: width)
  }

  @inline(__always)
  private func pad(from start: Int, characters length: Int, width: Int) {
    guard length < width else { return }
    let extra = width - length
    reserve(extra)
    Self.fillSpaces(base + count, extra)
    count += extra
  }

  /// Pads the text from `start` on with spaces before it, to at least `width` characters.
  func padLeft(from start: Int, width: Int) {
    padLeft(from: start, characters: characters(from: start), width: width)
  }

  /// Pads the ASCII text from `start` on with spaces before it, to at least `width` bytes.
  @inline(__always)
  func padLeft(fromASCII start: Int, width: Int) {
    padLeft(from: start, characters: count - start, width: width)
  }

  @inline(__always)
  private func padLeft(from start: Int, characters length: Int, width: Int) {
    guard length < width else { return }
    let extra = width - length
    let moved = count - start
    reserve(extra)
    if moved >= 4 && moved <= 32 {
      // `copy` loads every word before it stores one, so the runs may overlap.
      Self.copy(base + start, moved, to: base + start + extra)
    } else {
      memmove(base + start + extra, base + start, moved)
    }
    Self.fillSpaces(base + start, extra)
    count += extra
  }

  /// Stores `length` spaces at `destination`: up to 16 with two overlapping stores (as
  /// `copy(_:_:to:)` copies).
  @inline(__always)
  private static func fillSpaces(_ destination: UnsafeMutablePointer<UInt8>, _ length: Int) {
    let to = UnsafeMutableRawPointer(destination)
    let spaces: UInt64 = 0x2020_2020_2020_2020
    if length >= 8 && length <= 16 {
      to.storeBytes(of: spaces, as: UInt64.self)
      to.storeBytes(of: spaces, toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4 && length < 8 {
      to.storeBytes(of: UInt32(truncatingIfNeeded: spaces), as: UInt32.self)
      to.storeBytes(of: UInt32(truncatingIfNeeded: spaces), toByteOffset: length - 4, as: UInt32.self)
    } else if length > 16 {
      destination.initialize(repeating: 0x20, count: length)
    } else if length > 0 {
      destination[0] = 0x20
      destination[length >> 1] = 0x20
      destination[length - 1] = 0x20
    }
  }

  /// Calls `body` with the bytes.
  func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Calls `body` with the bytes from `start` on.
  @inline(__always)
  func withBytes(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    body(UnsafeBufferPointer(start: base + start, count: count - start))
  }
}
