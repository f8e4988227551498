#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line of output built as UTF-8 bytes in storage reused from record to record: appending is
/// a `memcpy`, and no `String` is made per record.
final class ByteLine {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  /// The last value `append(jsonRepeating:)` wrote, and its bytes.
  private var lastJSONValue: Double = 0
  private var lastJSONLength = 0
  private let lastJSONBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)

  init(capacity: Int = 512) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
    lastJSONBytes.deallocate()
  }

  func removeAll() {
    count = 0
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
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

  @inline(__always)
  private func append(_ pointer: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    let destination = base + count
    if length <= 16 {
      // Short runs (keys, literals, ids) are copied inline: cheaper than calling memcpy.
      var index = 0
      while index < length {
        destination[index] = pointer[index]
        index += 1
      }
    } else {
      memcpy(destination, pointer, length)
    }
    count += length
  }

  /// Appends a literal.
  @inline(__always)
  func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  /// Appends the UTF-8 of `text`.
  @inline(__always)
  func append(string text: String) {
    var text = text
    text.withUTF8 { buffer in
      if let pointer = buffer.baseAddress { append(pointer, buffer.count) }
    }
  }

  @inline(__always)
  func append(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Appends `value` in decimal.
  func append(int value: Int) {
    reserve(21)
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    count += NumberFormat.writeDigits(UInt64(value.magnitude), to: base + count)
  }

  func append(unsigned value: UInt) {
    reserve(20)
    count += NumberFormat.writeDigits(UInt64(value), to: base + count)
  }

  /// Appends `value` as a quoted JSON string (`JSONEscaping`).
  func append(quoted value: String) {
    // Copied byte by byte while checking for bytes that need escaping; the rare string that has
    // one is written again by `JSONEscaping`.
    let written = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      reserve(bytes.count + 2)
      let out = base + count
      out[0] = 0x22
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
        out[index + 1] = byte
        index += 1
      }
      out[index + 1] = 0x22
      count += index + 2
      return true
    }
    if written != true { append(string: JSONEscaping.quoted(value)) }
  }

  /// Appends `value` as JSON writes it, reusing the bytes of the last value appended this way
  /// when it is the same (records of one event share their time).
  func append(jsonRepeating value: Double) {
    let length = lastJSONLength
    if value.bitPattern == lastJSONValue.bitPattern && length > 0 {
      append(UnsafePointer(lastJSONBytes), length)
      return
    }
    let start = count
    append(json: value)
    lastJSONLength = count - start <= 32 ? count - start : 0
    lastJSONValue = value
    if lastJSONLength > 0 { lastJSONBytes.update(from: base + start, count: lastJSONLength) }
  }

  /// Appends `value` as JSON writes it: Swift's shortest round-trip digits (`NumberFormat.json`).
  @inline(__always)
  func append(json value: Double) {
    reserve(32)
    let written = NumberFormat.writeShortDecimal(value, to: base + count)
    if written > 0 {
      count += written
    } else {
      append(string: NumberFormat.json(value))
    }
  }

  /// Appends `value` as `NumberFormat.fixed(value, decimals)` writes it.
  func append(fixed value: Double, decimals: Int) {
    guard value.isFinite, abs(value) < 1e12 else {
      append(string: value.description)
      return
    }
    var scale: Double = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    let units = Int64(scaled)
    let divisor = Int64(scale)
    if value < 0 && units != 0 { append(byte: UInt8(ascii: "-")) }
    append(unsigned: UInt(units / divisor))
    guard decimals > 0 else { return }
    append(byte: UInt8(ascii: "."))
    var fraction = units % divisor
    var digitScale = divisor / 10
    while digitScale > 0 {
      append(byte: UInt8(truncatingIfNeeded: fraction / digitScale) &+ 0x30)
      fraction %= digitScale
      digitScale /= 10
    }
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
    let length = characters(from: start)
    guard length < width else { return }
    reserve(width - length)
    (base + count).initialize(repeating: 0x20, count: width - length)
    count += width - length
  }

  /// Pads the text from `start` on with spaces before it, to at least `width` characters.
  func padLeft(from start: Int, width: Int) {
    let length = characters(from: start)
    guard length < width else { return }
    let extra = width - length
    reserve(extra)
    memmove(base + start + extra, base + start, count - start)
    (base + start).initialize(repeating: 0x20, count: extra)
    count += extra
  }

  /// Calls `body` with the bytes.
  func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    body(UnsafeBufferPointer(start: base, count: count))
  }
}
