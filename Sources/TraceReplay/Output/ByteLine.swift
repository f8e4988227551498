/// A line of output built as UTF-8 bytes, reused from record to record (no `String` per record).
struct ByteLine {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends the UTF-8 of `text` (a literal or a native string: one copy, no decoding).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `value` in decimal.
  mutating func append(int value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      append(unsigned: value.magnitude)
    } else {
      append(unsigned: UInt(value))
    }
  }

  mutating func append(unsigned value: UInt) {
    var divisor: UInt = 1
    while value / divisor >= 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(truncatingIfNeeded: rest / divisor) &+ 0x30)
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `value` as a quoted JSON string (`JSONEscaping`).
  mutating func append(quoted value: String) {
    var plain = true
    for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      plain = false
      break
    }
    if plain {
      bytes.append(0x22)
      bytes.append(contentsOf: value.utf8)
      bytes.append(0x22)
    } else {
      append(JSONEscaping.quoted(value))
    }
  }

  /// Appends `value` as JSON writes it: Swift's shortest round-trip digits (`NumberFormat.json`).
  mutating func append(json value: Double) {
    if !NumberFormat.appendShortDecimal(value, to: &bytes) {
      append(NumberFormat.json(value))
    }
  }

  /// Calls `body` with the bytes.
  func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer(body)
  }
}
