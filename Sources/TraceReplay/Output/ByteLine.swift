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

  init(capacity: Int = 512) {
    self.capacity = max(16, capacity)
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
    if count + extra > capacity { grow(count + extra) }
  }

  private func grow(_ needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  private func append(_ pointer: UnsafeRawPointer, _ length: Int) {
    reserve(length)
    memcpy(base + count, pointer, length)
    count += length
  }

  /// Appends a literal.
  func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  /// Appends the UTF-8 of `text`.
  func append(string text: String) {
    var text = text
    text.withUTF8 { buffer in
      if let pointer = buffer.baseAddress { append(pointer, buffer.count) }
    }
  }

  func append(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Appends `value` in decimal.
  func append(int value: Int) {
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    append(unsigned: value.magnitude)
  }

  func append(unsigned value: UInt) {
    var divisor: UInt = 1
    while value / divisor >= 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      append(byte: UInt8(truncatingIfNeeded: rest / divisor) &+ 0x30)
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `value` as a quoted JSON string (`JSONEscaping`).
  func append(quoted value: String) {
    var value = value
    let plain = value.withUTF8 { buffer in
      for byte in buffer where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      append(byte: 0x22)
      if let pointer = buffer.baseAddress { append(pointer, buffer.count) }
      append(byte: 0x22)
      return true
    }
    if !plain { append(string: JSONEscaping.quoted(value)) }
  }

  /// Appends `value` as JSON writes it: Swift's shortest round-trip digits (`NumberFormat.json`).
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
