import Foundation

/// Hands out the lines of an input one at a time, without the line terminator.
protocol ImportLineSource {
  mutating func nextLine() throws -> String?
}

/// Lines of a string already in memory (used for tests and small inputs).
struct StringLineSource: ImportLineSource {
  private var lines: [Substring]
  private var index = 0

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  mutating func nextLine() throws -> String? {
    guard index < lines.count else { return nil }
    defer { index += 1 }
    let line = lines[index]
    return String(line.hasSuffix("\r") ? line.dropLast() : line)
  }
}

/// Lines of a file or handle read in 64 KiB chunks, so memory stays constant however long the
/// input is; or of bytes already in memory.
struct FileLineSource: ImportLineSource {
  /// The handle still to read from; nil for bytes in memory.
  private let handle: FileHandle?
  private let closesWhenDone: Bool
  private let file: String
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEOF = false
  /// When set, a line that is not UTF-8 is an error at its line and column, in the words a trace's
  /// is (`file is not UTF-8: invalid byte 0xFF`), instead of being read with U+FFFD.
  var refusesInvalidUTF8 = false
  /// The lines handed out so far.
  private var lineNumber = 0

  /// Opens `path`; `file` is the name used in diagnostics.
  init(path: String, file: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Diagnostic(.error, file: file, message: "cannot open '\(path)' for reading")
    }
    self.init(handle: handle, file: file, closesWhenDone: true)
  }

  /// Reads an open `handle` to its end, closing it then only when `closesWhenDone`.
  init(handle: FileHandle, file: String, closesWhenDone: Bool) {
    self.handle = handle
    self.closesWhenDone = closesWhenDone
    self.file = file
  }

  /// The lines of `bytes`.
  init(bytes: [UInt8], file: String) {
    self.handle = nil
    self.closesWhenDone = false
    self.file = file
    self.buffer = bytes
    self.atEOF = true
  }

  mutating func nextLine() throws -> String? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start, buffer[end - 1] == 0x0D { end -= 1 }
        let line = try decoded(buffer[start..<end])
        start = newline + 1
        return line
      }
      if atEOF {
        guard start < buffer.count else { return nil }
        var end = buffer.count
        if buffer[end - 1] == 0x0D { end -= 1 }
        let line = try decoded(buffer[start..<end])
        start = buffer.count
        return line
      }
      buffer.removeFirst(start)
      start = 0
      guard let handle else {
        atEOF = true
        continue
      }
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 65_536)
      } catch {
        throw Diagnostic(.error, file: file, message: "cannot read: \(error.localizedDescription)")
      }
      if let chunk, !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        atEOF = true
        if closesWhenDone { try? handle.close() }
      }
    }
  }

  /// The line's text, counted; an error when it is not UTF-8 and `refusesInvalidUTF8` is set.
  private mutating func decoded(_ bytes: ArraySlice<UInt8>) throws -> String {
    lineNumber += 1
    if refusesInvalidUTF8, let text = String(validating: bytes, as: UTF8.self) { return text }
    guard refusesInvalidUTF8 else { return String(decoding: bytes, as: UTF8.self) }
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    scan: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: break scan
      }
    }
    let byte = bytes[bytes.startIndex + min(offset, bytes.count - 1)]
    let hex = String(byte, radix: 16, uppercase: true)
    throw Diagnostic(
      file: file, line: lineNumber, column: offset + 1,
      message: "file is not UTF-8: invalid byte 0x\(hex.count < 2 ? "0" + hex : hex)",
      sourceLine: String(decoding: bytes, as: UTF8.self))
  }
}
