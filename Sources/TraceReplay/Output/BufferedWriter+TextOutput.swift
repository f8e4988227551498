extension BufferedWriter: TextOutput {
  /// Appends UTF-8 `bytes` straight into the buffer (one `memcpy`), flushing when it is full.
  public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(bytes: bytes)
    drainIfFull()
  }

  /// Writes out the buffer when it holds `capacity` bytes or more (reporters format their lines
  /// straight into it, `ReportLines`).
  @inline(__always)
  func drainIfFull() {
    if buffer.count >= capacity { drain() }
  }
}
