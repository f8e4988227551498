#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Replaces the file's contents with the UTF-8 bytes of `text`.
  public func write(_ text: String) throws(Diagnostic) {
    try write(bytes: Array(text.utf8))
  }

  /// Replaces the file's contents with `bytes`; throws a `Diagnostic` naming the file and OS error.
  public func write(bytes: [UInt8]) throws(Diagnostic) {
    let (directory, name) = Self.split(path)
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard fd >= 0 else {
      throw failure("cannot create a temporary file in '\(directory)'")
    }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var open = true
    do throws(Diagnostic) {
      try writeAll(bytes, to: fd)
      var status = stat()
      let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
      guard fchmod(fd, mode) == 0 else { throw failure("cannot set the permissions of '\(temporary)'") }
      guard fsync(fd) == 0 else { throw failure("cannot sync '\(temporary)'") }
      if failurePoint == .afterWrite { throw simulated() }
      open = false
      guard close(fd) == 0 else { throw failure("cannot close '\(temporary)'") }
      if failurePoint == .beforeRename { throw simulated() }
      guard rename(temporary, path) == 0 else { throw failure("cannot rename '\(temporary)' to '\(path)'") }
    } catch {
      if open { close(fd) }
      unlink(temporary)
      throw error
    }
    Self.syncDirectory(directory)
  }

  /// Writes every byte, looping over partial writes and `EINTR`.
  private func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Diagnostic) {
    let failed: Bool = bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return false }
      var offset = 0
      while offset < raw.count {
        let written = systemWrite(fd, base + offset, raw.count - offset)
        if written > 0 {
          offset += written
        } else if !(written < 0 && errno == EINTR) {
          return true
        }
      }
      return false
    }
    if failed { throw failure("cannot write") }
  }

  /// A diagnostic for the file with `errno`'s description appended.
  private func failure(_ action: String) -> Diagnostic {
    let reason = String(cString: strerror(errno))
    return Diagnostic(file: path, message: "\(action): \(reason)")
  }

  private func simulated() -> Diagnostic {
    Diagnostic(file: path, message: "cannot write: simulated failure")
  }

  /// The directory (`.` when none) and the last component of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Makes the rename durable; failures are ignored since the data itself is already synced.
  static func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }
}
