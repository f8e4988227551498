extension AtomicFile {
  /// Replaces the file with what `body` writes, streamed through a buffered writer into a
  /// temporary file beside it that is renamed over the file only when `body` returns (a FIFO or a
  /// device is written in place; see `perform(_:)`).
  ///
  /// If `body` throws, or writing fails, the old file is left as it was and the error is rethrown.
  package func write(streaming body: (BufferedWriter) throws -> Void) throws {
    try perform { fd in
      let writer = BufferedWriter(.fileDescriptor(fd), name: path)
      try body(writer)
      try writer.flush()
    }
  }
}
