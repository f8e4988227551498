extension BufferedWriter: TextOutput {
  /// Appends UTF-8 `bytes` straight into the buffer, flushing when it is full.
  public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity {
      drain()
    }
  }
}
