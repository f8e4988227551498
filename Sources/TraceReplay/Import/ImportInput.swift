import Foundation

/// Where an importer reads its recording from: a file, an open handle such as standard input, or
/// bytes already in memory.
package enum ImportInput {
  /// The file at this path, read in chunks.
  case path(String)
  /// An open handle (standard input, a pipe), read in chunks to its end and left open.
  case fileHandle(FileHandle)
  /// Bytes already read, such as standard input captured by a test.
  case bytes([UInt8])
}

extension ImportInput {
  /// A line source over this input; `file` names it in diagnostics.
  func lineSource(file: String) throws -> FileLineSource {
    switch self {
    case .path(let path): return try FileLineSource(path: path, file: file)
    case .fileHandle(let handle): return FileLineSource(handle: handle, file: file, closesWhenDone: false)
    case .bytes(let bytes): return FileLineSource(bytes: bytes, file: file)
    }
  }
}
