#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// Replaces the file's contents with the UTF-8 bytes of `text`.
  package func write(_ text: String) throws(Diagnostic) {
    try write(bytes: Array(text.utf8))
  }

  /// Replaces the file's contents with `bytes`; throws a `Diagnostic` naming the file and OS error.
  package func write(bytes: [UInt8]) throws(Diagnostic) {
    do {
      try perform { fd in try writeAll(bytes, to: fd) }
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw Diagnostic(file: path, message: "cannot write: \(error)")
    }
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
