import Foundation

/// Storage one thread is done with, kept for another to fill again: the sample arrays of
/// `ReadAhead`'s batches, the record batches of `RecordPipe`.
///
/// Each is some hundreds of kilobytes. Allocated afresh for each batch and freed on another
/// thread, they made the allocator give memory back to the system and fault it in again: about
/// 4,000 page faults on 1 M samples, four in five of the run's. Kept storage is reused in place.
/// Both threads may call it; it keeps at most `limit` items and frees any beyond.
final class SparePool<Item>: @unchecked Sendable {
  private let lock = NSLock()
  private var spare: [Item] = []
  private let limit: Int

  init(limit: Int) {
    self.limit = max(0, limit)
    spare.reserveCapacity(self.limit)
  }

  /// A kept item, if there is one.
  func take() -> Item? {
    lock.lock()
    defer { lock.unlock() }
    return spare.popLast()
  }

  /// Keeps `item` if there is room (the caller has emptied it); otherwise it is freed, outside
  /// the lock.
  func give(_ item: consuming Item) {
    var item: Item? = item
    lock.lock()
    if spare.count < limit, let kept = item.take() { spare.append(kept) }
    lock.unlock()
    _ = item
  }

  /// How many items are kept.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return spare.count
  }
}
