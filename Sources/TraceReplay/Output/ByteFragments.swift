/// Runs of bytes a reporter formats once each, found by a small whole-number key and copied into
/// its lines after that: the names of a replay's objects and event sets, already quoted and
/// escaped, or padded, as the reporter writes them (`RecordNameBytes`).
///
/// The runs and their places are kept in storage of the fragments' own, so that copying a run
/// touches no array and retains nothing.
final class ByteFragments {
  /// Where a key's run lies in `bytes`.
  private struct Span {
    var start: Int
    /// -1 while the key's run is not formatted.
    var count: Int
  }

  /// Every run formatted so far, one after the other (`byteCount` of `byteCapacity` used).
  private var bytes: UnsafeMutablePointer<UInt8>
  private var byteCount = 0
  private var byteCapacity = 256
  /// By key (`keyCapacity` of them).
  private var spans: UnsafeMutablePointer<Span>
  private var keyCapacity = 0

  init() {
    bytes = .allocate(capacity: byteCapacity)
    spans = .allocate(capacity: 0)
  }

  deinit {
    bytes.deallocate()
    spans.deallocate()
  }

  /// Forgets every run (a new replay names its objects anew).
  func removeAll() {
    byteCount = 0
    spans.update(repeating: Span(start: 0, count: -1), count: keyCapacity)
  }

  /// Appends the run of `key` to `line`; false, appending nothing, when `key` (at least 0) has
  /// none yet.
  @inline(__always)
  func append(_ key: Int, to line: ByteLine) -> Bool {
    guard key < keyCapacity else { return false }
    let span = spans[key]
    guard span.count >= 0 else { return false }
    line.append(bytes + span.start, span.count)
    return true
  }

  /// The run of `key` (at least 0), or nil when it has none yet; valid until the next `keep`.
  @inline(__always)
  func run(_ key: Int) -> UnsafeBufferPointer<UInt8>? {
    guard key < keyCapacity else { return nil }
    let span = spans[key]
    guard span.count >= 0 else { return nil }
    return UnsafeBufferPointer(start: bytes + span.start, count: span.count)
  }

  /// Formats the run of `key` with `format`, which appends it to the line it is given; returns
  /// the run, as `run(_:)` does.
  @discardableResult
  func keep(_ key: Int, _ format: (ByteLine) -> Void) -> UnsafeBufferPointer<UInt8> {
    if key >= keyCapacity { growKeys(to: key + 1) }
    let run = ByteLine(capacity: 64)
    format(run)
    run.withBytes { formatted in
      if byteCount + formatted.count > byteCapacity { growBytes(to: byteCount + formatted.count) }
      if let source = formatted.baseAddress {
        (bytes + byteCount).update(from: source, count: formatted.count)
      }
      spans[key] = Span(start: byteCount, count: formatted.count)
      byteCount += formatted.count
    }
    let span = spans[key]
    return UnsafeBufferPointer(start: bytes + span.start, count: span.count)
  }

  private func growKeys(to needed: Int) {
    let capacity = max(needed, keyCapacity * 2, 16)
    let grown = UnsafeMutablePointer<Span>.allocate(capacity: capacity)
    grown.initialize(from: spans, count: keyCapacity)
    (grown + keyCapacity).initialize(repeating: Span(start: 0, count: -1), count: capacity - keyCapacity)
    spans.deallocate()
    spans = grown
    keyCapacity = capacity
  }

  private func growBytes(to needed: Int) {
    let capacity = max(needed, byteCapacity * 2)
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    grown.initialize(from: bytes, count: byteCount)
    bytes.deallocate()
    bytes = grown
    byteCapacity = capacity
  }
}
