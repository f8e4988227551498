#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Replaces the file with what `body` writes, streamed through a buffered writer into a
  /// temporary file beside it that is renamed over the file only when `body` returns.
  ///
  /// If `body` throws, or writing fails, the old file is left as it was and the error is rethrown.
  public func write(streaming body: (BufferedWriter) throws -> Void) throws {
    let (directory, name) = Self.split(path)
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard fd >= 0 else {
      throw streamingFailure("cannot create a temporary file in '\(directory)'")
    }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var open = true
    do {
      let writer = BufferedWriter(.fileDescriptor(fd), name: path)
      try body(writer)
      try writer.flush()
      var status = stat()
      let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
      guard fchmod(fd, mode) == 0 else {
        throw streamingFailure("cannot set the permissions of '\(temporary)'")
      }
      guard fsync(fd) == 0 else { throw streamingFailure("cannot sync '\(temporary)'") }
      open = false
      guard close(fd) == 0 else { throw streamingFailure("cannot close '\(temporary)'") }
      guard rename(temporary, path) == 0 else {
        throw streamingFailure("cannot rename '\(temporary)' to '\(path)'")
      }
    } catch {
      if open { close(fd) }
      unlink(temporary)
      throw error
    }
    Self.syncDirectory(directory)
  }

  private func streamingFailure(_ action: String) -> Diagnostic {
    Diagnostic(file: path, message: "\(action): \(String(cString: strerror(errno)))")
  }
}
