extension Set where Element == UITouch {
  /// Whether the set holds `touch`: `contains(_:)`, with a set of one (nearly every set a view is
  /// handed) told by its element, without hashing the touch.
  ///
  /// Why: hashing a touch costs about 150 instructions, and a control asks on every move and at
  /// lift-off (callgrind, 100 k samples of the bench trace).
  func holds(_ touch: UITouch) -> Bool {
    count == 1 ? contains { $0 === touch } : contains(touch)
  }
}
