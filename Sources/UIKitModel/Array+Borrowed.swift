extension Array where Element: AnyObject {
  /// Whether any element satisfies `predicate`, each element lent to it without a retain and
  /// release (which the optimizer leaves around even a plain field read of an array element).
  /// The array keeps its elements alive while this runs.
  func containsBorrowed(where predicate: (Element) -> Bool) -> Bool {
    withUnsafeBufferPointer { buffer in
      for index in buffer.indices
      where Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef(predicate) {
        return true
      }
      return false
    }
  }
}
