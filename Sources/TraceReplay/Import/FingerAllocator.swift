/// Hands out trace finger ids 1, 2, … : the lowest id that is neither down nor reserved.
struct FingerAllocator {
  private(set) var inUse: Set<Int> = []

  /// A fresh id not in use and not in `reserved` (ids ended in the same event).
  mutating func allocate(avoiding reserved: Set<Int> = []) -> Int {
    var id = 1
    while inUse.contains(id) || reserved.contains(id) { id += 1 }
    inUse.insert(id)
    return id
  }

  mutating func release(_ id: Int) {
    inUse.remove(id)
  }
}
