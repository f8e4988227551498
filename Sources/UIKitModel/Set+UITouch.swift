extension Set where Element == UITouch {
  /// Whether the set holds `touch`. The touch's own set of one, as its window hands it to the
  /// touch's view (nearly every delivery), is told by its storage alone; another set of one
  /// (nearly all the rest) by identity, without hashing, and without retaining its element (its
  /// iterator, unlike `first`, is inlined).
  func holds(_ touch: UITouch) -> Bool {
    if let setOfOne = touch.setOfOne,
      setOfOne._withUnsafeGuaranteedRef({ $0.touches.hasSameStorage(as: self) })
    {
      return true
    }
    if count == 1 {
      var iterator = makeIterator()
      return iterator.next() === touch
    }
    return contains(touch)
  }

  /// Whether the two sets are one storage (and so hold the same touches): a set is one word, a
  /// reference to its storage, and a set's storage never changes while another set shares it.
  /// False, which only means "look inside", if a set were ever more than that word.
  func hasSameStorage(as other: Set<UITouch>) -> Bool {
    guard MemoryLayout<Set<UITouch>>.size == MemoryLayout<UInt>.size else { return false }
    return unsafeBitCast(self, to: UInt.self) == unsafeBitCast(other, to: UInt.self)
  }
}
