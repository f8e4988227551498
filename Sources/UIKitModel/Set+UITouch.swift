extension Set where Element == UITouch {
  /// Whether the set holds `touch`; a set of one (nearly every delivery) is answered by identity,
  /// without hashing, and without retaining its element (its iterator, unlike `first`, is
  /// inlined).
  func holds(_ touch: UITouch) -> Bool {
    if count == 1 {
      var iterator = makeIterator()
      return iterator.next() === touch
    }
    return contains(touch)
  }
}
