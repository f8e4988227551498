#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// How a path is written.
  enum Destination: Equatable {
    /// A regular file, or nothing yet: written to a temporary file beside it and renamed over it.
    /// The path is the one a chain of symbolic links ends at, so a link stays a link.
    case replace(String)
    /// A FIFO, a device or a terminal (`/dev/stdout`, `/dev/null`): opened and written in place,
    /// never replaced.
    case direct(String)
  }

  /// How `path` is written; a folder, an empty path or a loop of links is an error.
  func destination() throws(Diagnostic) -> Destination {
    guard !path.isEmpty else {
      throw Diagnostic(file: path, message: "the output path is empty: name a file to write")
    }
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw Diagnostic(file: path, message: "the output path is a folder, not a file")
      case S_IFREG: break
      default: return .direct(path)
      }
    } else if errno == ELOOP {
      throw Diagnostic(file: path, message: "cannot write: the path is a loop of symbolic links")
    } else if errno != ENOENT {
      throw failure("cannot write")
    }
    var current = path
    for _ in 0..<40 {
      var link = stat()
      guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return .replace(current) }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { throw failure("cannot read the symbolic link") }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : Self.split(current).directory + "/" + target
    }
    throw Diagnostic(file: path, message: "cannot write: the path is a loop of symbolic links")
  }

  /// Writes through `body` to the destination of `path`: in place for a FIFO or a device, else to a
  /// temporary file renamed over the file only when `body` returns and the bytes are synced.
  ///
  /// If `body` throws, or writing fails, a replaced file is left as it was, the temporary file is
  /// removed and the error is rethrown. While it exists, the temporary file is registered with
  /// `TemporaryFiles`, so an interrupted process removes it too.
  func perform(_ body: (Int32) throws -> Void) throws {
    switch try destination() {
    case .direct(let device):
      let fd = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard fd >= 0 else { throw failure("cannot open for writing") }
      defer { close(fd) }
      try body(fd)
    case .replace(let target):
      let transaction = try Transaction(self, target: target)
      do {
        try body(transaction.fd)
      } catch {
        transaction.discard()
        throw error
      }
      try transaction.commit()
    }
  }

  /// Starts replacing `path`, which must be a regular file or not exist (links followed): the
  /// bytes go to a temporary file beside it until `commit()`.
  func begin() throws(Diagnostic) -> Transaction {
    switch try destination() {
    case .direct:
      throw Diagnostic(file: path, message: "cannot replace: the path is not a regular file")
    case .replace(let target):
      return try Transaction(self, target: target)
    }
  }

  /// What the name of a temporary file holds after the name it replaces: `.tap.golden.txt.tmp-Ab12Cd`.
  public static let temporaryMarker = ".tmp-"

  /// Whether `name` is the name of one of our temporary files (`.NAME.tmp-XXXXXX`).
  public static func isTemporaryName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    let marker = Array(temporaryMarker.utf8)
    guard bytes.count > 1 + marker.count + 6, bytes[0] == UInt8(ascii: ".") else { return false }
    let suffix = bytes[(bytes.count - 6)...]
    guard suffix.allSatisfy({ $0 < 0x80 && (isalnum(Int32($0)) != 0) }) else { return false }
    return Array(bytes[(bytes.count - 6 - marker.count)..<(bytes.count - 6)]) == marker
  }

  /// A diagnostic for the file with `errno`'s description appended.
  func failure(_ action: String) -> Diagnostic {
    let reason = String(cString: strerror(errno))
    return Diagnostic(file: path, message: "\(action): \(reason)")
  }

  func simulated() -> Diagnostic {
    Diagnostic(file: path, message: "cannot write: simulated failure")
  }
}
