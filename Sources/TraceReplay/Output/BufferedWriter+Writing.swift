#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BufferedWriter {
  /// Appends the UTF-8 bytes of `string`, flushing when the buffer is full.
  public func write(_ string: String) {
    buffer.append(string: string)
    if buffer.count >= capacity {
      drain()
    }
  }

  /// Appends raw bytes, flushing when the buffer is full.
  package func write(bytes newBytes: some Collection<UInt8>) {
    let appended: Void? = newBytes.withContiguousStorageIfAvailable { buffer.append(bytes: $0) }
    if appended == nil { Array(newBytes).withUnsafeBufferPointer { buffer.append(bytes: $0) } }
    if buffer.count >= capacity {
      drain()
    }
  }

  /// Writes out everything buffered; throws the first error met by this writer.
  package func flush() throws(Diagnostic) {
    drain()
    if let error { throw error }
  }

  /// Writes out the buffer, looping over partial writes and `EINTR`, and records any error.
  func drain() {
    defer { buffer.removeAll() }
    guard error == nil, buffer.count > 0 else { return }
    switch destination {
    case .memory:
      buffer.withBytes { bytes.append(contentsOf: $0) }
    case .fileDescriptor(let fd):
      buffer.withBytes { raw in
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
          let written = writeFunction(fd, base + offset, raw.count - offset)
          if written > 0 {
            offset += written
          } else if written < 0 && errno == EINTR {
            continue
          } else {
            let reason = written < 0 ? String(cString: strerror(errno)) : "no bytes written"
            error = Diagnostic(file: name, message: "cannot write: \(reason)")
            return
          }
        }
      }
    }
  }
}
