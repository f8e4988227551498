/// The touches that are down, for `TraceValidator`, in the order they began: a few `Down` records
/// in storage of their own, so that recording a `moved` sample (nearly every sample) is a store
/// into it, without the uniqueness check an array element's change takes (about 15 instructions
/// a sample).
///
/// A reference: a validator that is copied shares it, as a copied `TraceReader` shares its
/// `LineSource`.
final class DownTouches {
  private var base: UnsafeMutablePointer<TraceValidator.Down>
  private var capacity = 4
  /// How many touches are down.
  private(set) var count = 0

  init() {
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  /// The touch at `index` (below `count`).
  @inline(__always)
  subscript(index: Int) -> TraceValidator.Down {
    precondition(index >= 0 && index < count, "no touch down at this index")
    return base[index]
  }

  /// Records a `moved` or `stationary` sample of the touch at `index` (below `count`).
  @inline(__always)
  func move(_ index: Int, x: Double, y: Double, groupSerial: Int, line: Int) {
    precondition(index >= 0 && index < count, "no touch down at this index")
    base[index].move(x: x, y: y, groupSerial: groupSerial, line: line)
  }

  /// Notes where the began line of the touch that went down last is kept.
  func keepLastLine(slot: Int, length: Int) {
    guard count > 0 else { return }
    base[count - 1].keptLine = slot
    base[count - 1].keptLength = length
  }

  /// Adds a touch that went down.
  func append(_ touch: TraceValidator.Down) {
    if count == capacity { grow() }
    (base + count).initialize(to: touch)
    count += 1
  }

  /// Takes out the touch at `index` (below `count`), keeping the others in order.
  func remove(at index: Int) -> TraceValidator.Down {
    precondition(index >= 0 && index < count, "no touch down at this index")
    let removed = (base + index).move()
    (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
    count -= 1
    return removed
  }

  /// Forgets every touch.
  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// The touches, in the order they began.
  var all: [TraceValidator.Down] {
    (0..<count).map { base[$0] }
  }

  private func grow() {
    let grown = UnsafeMutablePointer<TraceValidator.Down>.allocate(capacity: capacity * 2)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity *= 2
  }
}
