/// Bytes written into room a `ByteLine` has reserved for a whole line (`ByteLine.reserved(_:)`):
/// each append is a copy and a move of the write position, kept in a register, with no capacity
/// check and no store of the line's count in between. The reporters write their most frequent
/// lines this way, after adding up the most each part can take.
///
/// Every append states the most it may write; debug builds check it against the room reserved.
struct ReservedBytes {
  /// Where the next byte goes.
  private(set) var position: UnsafeMutablePointer<UInt8>
  /// The end of the room reserved; only checked in debug builds.
  private let end: UnsafeMutablePointer<UInt8>

  /// The most bytes one number append may write (`append(json:)`, `append(int:)`).
  static var maxNumberLength: Int { 32 }

  @inline(__always)
  init(_ start: UnsafeMutablePointer<UInt8>, count: Int) {
    position = start
    end = start + count
  }

  /// Appends `length` bytes from `pointer`.
  @inline(__always)
  mutating func append(_ pointer: UnsafePointer<UInt8>, _ length: Int) {
    assert(length <= end - position, "a reserved line overflows its room")
    ByteLine.copy(pointer, length, to: position)
    position += length
  }

  /// Appends a literal.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  /// Appends a run of bytes (one of `ByteFragments`' runs).
  @inline(__always)
  mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    if let source = run.baseAddress { append(source, run.count) }
  }

  /// Appends `value` in decimal (at most 21 bytes), as `ByteLine.append(int:)` does.
  @inline(__always)
  mutating func append(int value: Int) {
    assert(Self.maxNumberLength <= end - position, "a reserved line overflows its room")
    position += NumberFormat.writeInt(value, to: position)
  }

  /// Appends `value` as JSON writes it (at most 32 bytes), as `ByteLine.append(json:)` does.
  /// Appends the UTF-8 of `text`, a number's spelling (at most `maxNumberLength` bytes).
  mutating func append(number text: String) {
    var text = text
    text.withUTF8 { bytes in
      precondition(bytes.count <= Self.maxNumberLength, "a number is longer than the room reserved for it")
      append(bytes)
    }
  }

  @inline(__always)
  mutating func append(json value: Double) {
    assert(Self.maxNumberLength <= end - position, "a reserved line overflows its room")
    position += NumberFormat.writeJSON(value, to: position)
  }
}
