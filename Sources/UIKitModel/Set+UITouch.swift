extension Set where Element == UITouch {
  /// Whether the set holds `touch`; a set of one (nearly every delivery) is answered by identity,
  /// without hashing.
  func holds(_ touch: UITouch) -> Bool {
    count == 1 ? first === touch : contains(touch)
  }
}
