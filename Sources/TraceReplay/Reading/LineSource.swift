#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed-size byte buffer filled from a file descriptor in large reads and cut into lines.
///
/// Memory is one buffer of `chunkSize + maxLineLength + 2` bytes, whatever the file's length: a
/// line that does not end in the buffer is moved to its front before the next read.
final class LineSource {
  /// Why a line could not be produced.
  enum Failure: Error {
    case lineTooLong
    case readFailed(String)
  }

  private let fd: Int32
  private let closesFD: Bool
  let buffer: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private let maxLineLength: Int
  private var position = 0
  private var filled = 0
  private var searched = 0
  private(set) var eof = false
  private(set) var maxBufferedBytes = 0

  init(fileDescriptor: Int32, closesWhenDone: Bool, chunkSize: Int, maxLineLength: Int) {
    fd = fileDescriptor
    closesFD = closesWhenDone
    self.maxLineLength = min(max(1, maxLineLength), 1 << 30)
    capacity = min(max(1, chunkSize), 1 << 30) + self.maxLineLength + 2
    buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  init(bytes: [UInt8], maxLineLength: Int) {
    fd = -1
    closesFD = false
    self.maxLineLength = min(max(1, maxLineLength), 1 << 30)
    capacity = bytes.count + 1
    buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
    }
    filled = bytes.count
    maxBufferedBytes = filled
    eof = true
  }

  deinit {
    buffer.deallocate()
    if closesFD { _ = close(fd) }
  }

  /// The bytes read but not yet handed out as lines.
  var unread: UnsafeBufferPointer<UInt8> {
    // `position` never passes `filled`: no overflow test needed (a branch per line).
    UnsafeBufferPointer(start: buffer + position, count: filled &- position)
  }

  /// Reads until the buffer holds something or the input ends.
  func prefetch() throws(Failure) {
    while filled == position && !eof { try fill() }
  }

  /// The next line without its LF or CRLF, valid until the next call; nil at the end of input.
  @inline(__always)
  func nextLine() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
    if let line = nextBufferedLine() { return line }
    return try nextLineReading()
  }

  /// `nextLine()` in the usual case, when the line's LF is already in the buffer and the line
  /// is within the limit; nil otherwise, and then nothing is consumed.
  @inline(__always)
  func nextBufferedLine() -> UnsafeBufferPointer<UInt8>? {
    guard searched < filled, let found = memchr(buffer + searched, 0x0A, filled - searched) else {
      return nil
    }
    let newline = found.assumingMemoryBound(to: UInt8.self) - buffer
    var count = newline - position
    if count > 0 && buffer[newline - 1] == 0x0D { count -= 1 }
    guard count <= maxLineLength else { return nil }
    let line = UnsafeBufferPointer(start: buffer + position, count: count)
    position = newline + 1
    searched = position
    return line
  }

  /// Hands out the first `count` unread bytes as a line whose line break ends `next` bytes into
  /// the unread ones, as `nextLine()` would have; false, handing out nothing, when the line is
  /// longer than the limit.
  @inline(__always)
  func takeLine(count: Int, next: Int) -> Bool {
    guard count <= maxLineLength else { return false }
    position &+= next
    searched = position
    return true
  }

  /// `nextLine()` when the buffer holds no whole line: reads more, or ends the last line.
  private func nextLineReading() throws(Failure) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if searched < filled {
        let found = memchr(buffer + searched, 0x0A, filled - searched)
        if let found {
          let newline = found.assumingMemoryBound(to: UInt8.self) - buffer
          return try cut(upTo: newline, next: newline + 1)
        }
        searched = filled
        if filled - position > maxLineLength + 1 { throw .lineTooLong }
      }
      if eof {
        guard position < filled else { return nil }
        return try cut(upTo: filled, next: filled)
      }
      try fill()
    }
  }

  private func cut(upTo lineEnd: Int, next: Int) throws(Failure) -> UnsafeBufferPointer<UInt8> {
    var count = lineEnd - position
    if count > 0 && buffer[position + count - 1] == 0x0D { count -= 1 }
    if count > maxLineLength { throw .lineTooLong }
    let line = UnsafeBufferPointer(start: buffer + position, count: count)
    position = next
    searched = next
    return line
  }

  private func fill() throws(Failure) {
    if position > 0 {
      let remaining = filled - position
      if remaining > 0 { memmove(buffer, buffer + position, remaining) }
      filled = remaining
      searched -= position
      position = 0
    }
    while true {
      let count = read(fd, buffer + filled, capacity - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw .readFailed(String(cString: strerror(errno)))
      }
      if count == 0 { eof = true } else { filled += count }
      maxBufferedBytes = max(maxBufferedBytes, filled)
      return
    }
  }
}
