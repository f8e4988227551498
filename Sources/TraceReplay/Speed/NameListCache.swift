/// The bytes a reporter wrote for a list of names, found again by the list's identity: a replay
/// names the same few sets of control events millions of times, each set by one array (the
/// reporter's own `EventNameCache` for control events, `RecordNames` for the other records).
///
/// A list is found by the address of its elements. The cache keeps each list it holds, so that
/// while an entry lasts, that storage is neither freed nor reused for another array; and
/// storage that two arrays share is never changed in place (they copy on write). So the same
/// address means the same names.
///
/// Two-way: an address maps to a pair of slots, the one used last first, so that two lists
/// used in turn that map to the same pair do not push each other out.
final class NameListCache {
  private var lists: [[String]] = Array(repeating: [], count: NameListCache.slots)
  private var addresses: [UnsafeRawPointer?] = Array(repeating: nil, count: NameListCache.slots)
  private var lengths: [Int] = Array(repeating: 0, count: NameListCache.slots)
  private let bytes = UnsafeMutablePointer<UInt8>.allocate(
    capacity: NameListCache.slots * NameListCache.maxLength)
  /// Whether bytes are kept at all (`FastPaths`); off, every list is formatted again.
  private let enabled = FastPaths.enabled

  /// Slots, in pairs.
  static let slots = 64
  /// The longest run kept for a list.
  static let maxLength = 64

  deinit {
    bytes.deallocate()
  }

  /// Appends the bytes kept for `list` to `line`; false, appending nothing, when there are none.
  @inline(__always)
  func append(_ list: [String], to line: ByteLine) -> Bool {
    guard enabled, let address = Self.address(of: list) else { return false }
    var slot = Self.pair(address)
    if addresses[slot] != address {
      slot += 1
      guard addresses[slot] == address else { return false }
    }
    line.append(bytes + slot * Self.maxLength, lengths[slot])
    return true
  }

  /// Keeps the bytes of `line` from `start` on for `list`, in the first slot of its pair (the
  /// list there moves to the second), or nothing when they are longer than `maxLength` or the
  /// list is empty.
  func keep(_ list: [String], from start: Int, of line: ByteLine) {
    guard let address = Self.address(of: list) else { return }
    let slot = Self.pair(address)
    line.withBytes(from: start) { run in
      guard let source = run.baseAddress, run.count <= Self.maxLength else { return }
      let first = bytes + slot * Self.maxLength
      ByteLine.copy(first, lengths[slot], to: first + Self.maxLength)
      lists[slot + 1] = lists[slot]
      addresses[slot + 1] = addresses[slot]
      lengths[slot + 1] = lengths[slot]
      ByteLine.copy(source, run.count, to: first)
      lists[slot] = list
      addresses[slot] = address
      lengths[slot] = run.count
    }
  }

  /// The address of the list's first element; nil for an empty list.
  @inline(__always)
  private static func address(of list: [String]) -> UnsafeRawPointer? {
    guard !list.isEmpty else { return nil }
    return list.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  /// The first slot of the address's pair: Fibonacci hashing of the address (its top five bits,
  /// for 32 pairs), as `RecordNames` does.
  @inline(__always)
  private static func pair(_ address: UnsafeRawPointer) -> Int {
    let mixed = UInt(bitPattern: address) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 59) << 1
  }
}
