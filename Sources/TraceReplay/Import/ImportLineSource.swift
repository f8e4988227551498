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
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        return line
      }
      if atEOF {
        guard start < buffer.count else { return nil }
        var end = buffer.count
        if buffer[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
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
}
