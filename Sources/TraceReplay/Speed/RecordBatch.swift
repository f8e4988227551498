/// Records on their way to a reporter, in storage of their own: the replaying thread moves each
/// record in and the writing thread moves each one out to format it, so that no record is
/// copied (a copy retains every string and list in it) and each is destroyed once, where it is
/// written.
///
/// One thread uses a batch at a time: the one filling it, then, once it is handed over through a
/// `BlockingQueue`, the one writing it.
final class RecordBatch<Record>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<Record>
  /// The most records the batch holds.
  let capacity: Int
  /// Records in the batch: `base[0..<count]` are initialized.
  private(set) var count = 0
  /// Objects to free where the batch is freed (on the writing thread), not where they were
  /// last used.
  var retired: [AnyObject] = []

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  var isEmpty: Bool { count == 0 }
  var isFull: Bool { count >= capacity }

  /// Moves `record` in; false, dropping it, when the batch is full.
  @discardableResult
  @inline(__always)
  func append(_ record: consuming Record) -> Bool {
    guard count < capacity else { return false }
    (base + count).initialize(to: record)
    count += 1
    return true
  }

  /// Empties the batch and returns how many records it held, for the caller to move each out
  /// in turn with `moveOut(_:)`, all of them, before anything else uses the batch: `removeAll`
  /// without a closure, for a loop that formats each record in place rather than calling a
  /// closure per record.
  @inline(__always)
  func takeAll() -> Int {
    let total = count
    count = 0
    return total
  }

  /// Moves out the record at `index`, below the number `takeAll()` returned.
  @inline(__always)
  func moveOut(_ index: Int) -> Record {
    (base + index).move()
  }

  /// Moves every record out, in order, into `body`; the batch is empty afterwards.
  func removeAll(_ body: (consuming Record) -> Void) {
    let total = takeAll()
    var index = 0
    while index < total {
      body(moveOut(index))
      index += 1
    }
  }
}
