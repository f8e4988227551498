/// The bytes a reporter last wrote for a key, copied instead of formatted again while the key
/// repeats: the records of one event share their time.
final class RepeatedBytes {
  private var key: UInt64 = 0
  /// 0 when nothing is kept.
  private var length = 0
  private let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: RepeatedBytes.maxLength)
  /// Whether bytes are kept at all (`FastPaths`); off, every value is formatted again.
  private let enabled = FastPaths.enabled

  /// The longest run kept.
  static let maxLength = 32

  deinit {
    bytes.deallocate()
  }

  /// Appends the bytes kept for `key` to `line`; false, appending nothing, when `key` is not
  /// the last one kept.
  @inline(__always)
  func append(_ key: UInt64, to line: ByteLine) -> Bool {
    guard enabled, key == self.key, length > 0 else { return false }
    line.append(bytes, length)
    return true
  }

  /// Keeps the `count` bytes at `start` for `key` (nothing when they are longer than
  /// `maxLength`).
  @inline(__always)
  func keep(_ key: UInt64, _ start: UnsafePointer<UInt8>, count: Int) {
    self.key = key
    length = count <= Self.maxLength ? count : 0
    ByteLine.copy(start, length, to: bytes)
  }

  /// Keeps the bytes of `line` from `start` on for `key` (nothing when they are longer than
  /// `maxLength`).
  @inline(__always)
  func keep(_ key: UInt64, from start: Int, of line: ByteLine) {
    line.withBytes(from: start) { run in
      if let source = run.baseAddress { keep(key, source, count: run.count) }
    }
  }
}
