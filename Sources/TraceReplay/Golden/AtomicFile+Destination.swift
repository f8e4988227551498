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

  /// What the name of a temporary file holds after the name it replaces:
  /// `.tap.golden.txt.tmp-4242-Ab12Cd`, with the id of the process writing it.
  package static let temporaryMarker = ".tmp-"

  /// Creates a temporary file for `name` in `directory` (`.NAME.tmp-PID-XXXXXX`, mode 0600,
  /// opened for writing), registered with `register` before it exists: a signal that comes
  /// between the two finds it registered, and removing a name not made yet does no harm. Nil,
  /// with `errno` set, when it cannot be made.
  static func createTemporary(
    directory: String, name: String, register: (String) -> Int = TemporaryFiles.started
  ) -> (fd: Int32, path: String, slot: Int)? {
    let prefix = "\(directory)/.\(name)\(temporaryMarker)\(getpid())-"
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let path = prefix + String((0..<6).map { _ in letters[Int(generator.next() % UInt64(letters.count))] })
      let slot = register(path)
      let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if fd >= 0 { return (fd, path, slot) }
      let error = errno
      TemporaryFiles.finished(slot)
      errno = error
      if error != EEXIST { return nil }
    }
    return nil
  }

  /// Whether `name` is the name of one of our temporary files (`.NAME.tmp-PID-XXXXXX`, or
  /// `.NAME.tmp-XXXXXX` as versions before this one named them).
  package static func isTemporaryName(_ name: String) -> Bool {
    temporaryName(name).isTemporary
  }

  /// Whether the temporary file `name` belongs to a process that is still running (a
  /// concurrent run writing it): its name carries the process id, and the process exists.
  package static func isOwnedByLiveProcess(_ name: String) -> Bool {
    guard let owner = temporaryName(name).owner, owner > 0 else { return false }
    return kill(owner, 0) == 0 || errno == EPERM
  }

  /// Whether `name` is a temporary file's name, and the process id it carries (nil in the older
  /// form).
  private static func temporaryName(_ name: String) -> (isTemporary: Bool, owner: pid_t?) {
    let bytes = Array(name.utf8)
    let marker = Array(temporaryMarker.utf8)
    let no: (Bool, pid_t?) = (false, nil)
    guard bytes.count > 1 + marker.count + 6, bytes[0] == UInt8(ascii: ".") else { return no }
    let suffix = bytes[(bytes.count - 6)...]
    guard suffix.allSatisfy({ $0 < 0x80 && (isalnum(Int32($0)) != 0) }) else { return no }
    var end = bytes.count - 6
    if Array(bytes[(end - marker.count)..<end]) == marker { return (true, nil) }
    // `.NAME.tmp-PID-XXXXXX`: the digits of the process id between the marker and a dash.
    guard bytes[end - 1] == UInt8(ascii: "-") else { return no }
    end -= 1
    var start = end
    while start > 0, bytes[start - 1] >= UInt8(ascii: "0"), bytes[start - 1] <= UInt8(ascii: "9") {
      start -= 1
    }
    guard start < end, end - start <= 10, start - marker.count >= 1,
      Array(bytes[(start - marker.count)..<start]) == marker,
      let owner = pid_t(String(decoding: bytes[start..<end], as: UTF8.self))
    else { return no }
    return (true, owner)
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
