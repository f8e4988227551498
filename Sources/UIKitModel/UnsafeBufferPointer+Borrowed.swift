extension UnsafeBufferPointer where Element: AnyObject {
  /// Calls `body` with the element at `index`, lent to it without a retain and release (which
  /// passing `self[index]` to a call costs). Whatever owns the buffer keeps the element alive.
  func withElement<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
    Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
  }
}
