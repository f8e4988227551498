#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)`, named apart from `InputFile.read`.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Reads a small input file (a scene, a gesture script) whole, with one message per way it can
/// fail: missing, a loop of links, a folder, not a regular file (a FIFO, a device, a file of
/// `/proc`), unreadable, or over the size limit. At most `maxBytes + 1` bytes are ever read.
package enum InputFile {
  /// The bytes of the file at `actualPath`; messages name it `displayPath` and call it `what`
  /// ("scene", "script").
  package static func read(
    actualPath: String, displayPath: String, what: String, maxBytes: Int
  ) throws(Diagnostic) -> [UInt8] {
    let kind = try regularFileKind(actualPath, displayPath: displayPath, what: what)
    if let size = kind, size > maxBytes { throw tooLarge(size, displayPath, what, maxBytes) }
    let fd = open(actualPath, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw failure("cannot read the \(what) file", displayPath) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= maxBytes {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure("cannot read the \(what) file", displayPath) }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    guard bytes.count <= maxBytes else { throw tooLarge(bytes.count, displayPath, what, maxBytes) }
    return bytes
  }

  /// Throws unless `path` (links followed) is a regular file; returns its size.
  static func regularFileKind(_ path: String, displayPath: String, what: String) throws(Diagnostic) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      switch errno {
      case ENOENT: throw Diagnostic(file: displayPath, message: "\(what) file does not exist")
      case ELOOP: throw Diagnostic(file: displayPath, message: "\(what) path is a loop of symbolic links")
      default: throw failure("cannot read the \(what) file", displayPath)
      }
    }
    if let kind = describeNonRegular(status) {
      throw Diagnostic(file: displayPath, message: "\(what) path is \(kind), not a regular file")
    }
    if isPseudoFile(path) {
      throw Diagnostic(
        file: displayPath, message: "\(what) path is a file of /proc or /sys, not a regular file")
    }
    return Int(status.st_size)
  }

  /// "a folder", "a FIFO (named pipe)", ...; `nil` for a regular file.
  static func describeNonRegular(_ status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a file"
    }
  }

  /// Whether `path`, links resolved, is under `/proc` or `/sys`, whose files claim to be regular
  /// but have no fixed contents (and some never end).
  static func isPseudoFile(_ path: String) -> Bool {
    guard let resolved = realpath(path, nil) else { return false }
    defer { free(resolved) }
    let real = String(cString: resolved)
    return ["/proc", "/sys"].contains { real == $0 || real.hasPrefix($0 + "/") }
  }

  private static func tooLarge(_ size: Int, _ displayPath: String, _ what: String, _ maxBytes: Int)
    -> Diagnostic
  {
    let shown = size > maxBytes && size == maxBytes + 1 ? "over \(maxBytes)" : "\(size)"
    return Diagnostic(
      file: displayPath, message: "\(what) file is \(shown) bytes; the limit is \(maxBytes) bytes")
  }

  private static func failure(_ action: String, _ displayPath: String) -> Diagnostic {
    Diagnostic(file: displayPath, message: "\(action): \(String(cString: strerror(errno)))")
  }
}
