/// Numbers, written in place (`NumberFormat+Writing`) with the same text as `NumberFormat`.
extension ByteLine {
  /// Appends `value` in decimal.
  @inline(__always)
  func append(int value: Int) {
    appendWriting(upTo: 21) { NumberFormat.writeInt(value, to: $0) }
  }

  @inline(__always)
  func append(unsigned value: UInt) {
    appendWriting(upTo: 20) { NumberFormat.writeDigits(UInt64(value), to: $0) }
  }

  /// Appends `value` as JSON writes it: Swift's shortest round-trip digits (`NumberFormat.json`).
  @inline(__always)
  func append(json value: Double) {
    appendWriting(upTo: 32) { NumberFormat.writeJSON(value, to: $0) }
  }

  /// Appends `value` as `NumberFormat.fixed(value, decimals)` writes it.
  @inline(__always)
  func append(fixed value: Double, decimals: Int) {
    var written = 0
    appendWriting(upTo: 32) { out in
      written = NumberFormat.writeFixed(value, decimals: decimals, to: out)
      return written
    }
    if written == 0 { appendFixedSlowly(value, decimals: decimals) }
  }

  /// `append(fixed:decimals:)` for what `NumberFormat.writeFixed(_:decimals:to:)` leaves.
  @inline(never)
  private func appendFixedSlowly(_ value: Double, decimals: Int) {
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
}
