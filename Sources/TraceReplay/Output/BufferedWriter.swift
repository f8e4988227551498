#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text stream that collects bytes in a buffer and writes them to a file descriptor or memory.
///
/// A class because the stream is shared: every part of a command writes into the same buffer.
/// Writing never throws (it is a `TextOutputStream`); the first OS error is kept and thrown by
/// `flush()`.
public final class BufferedWriter: TextOutputStream {
  /// Where flushed bytes go.
  package enum Destination {
    /// A file descriptor, written with `write(2)`; the writer does not close it.
    case fileDescriptor(Int32)
    /// Memory, readable through `contents` and `bytes`; for tests.
    case memory
  }

  /// The function used to write to a file descriptor; replaceable in tests to simulate short writes.
  typealias WriteFunction = (Int32, UnsafeRawPointer, Int) -> Int

  /// The buffer size after which bytes are written out.
  package let capacity: Int
  /// The name used in error messages (`<stdout>`).
  package let name: String
  let destination: Destination
  let writeFunction: WriteFunction
  /// Bytes not yet written out.
  let buffer: ByteLine
  /// Everything flushed so far, for the `.memory` destination.
  package internal(set) var bytes: [UInt8] = []
  /// The first error met while writing; later writes are dropped.
  package internal(set) var error: Diagnostic?

  /// Creates a writer; `capacity` defaults to 64 KiB.
  package convenience init(_ destination: Destination, name: String, capacity: Int = 65_536) {
    self.init(destination, name: name, capacity: capacity) { fd, pointer, count in
      systemWrite(fd, pointer, count)
    }
  }

  init(_ destination: Destination, name: String, capacity: Int, writeFunction: @escaping WriteFunction) {
    self.destination = destination
    self.name = name
    self.capacity = max(1, capacity)
    self.writeFunction = writeFunction
    buffer = ByteLine(capacity: self.capacity)
  }

  /// Creates a writer that keeps its output in memory.
  package static func memory(name: String = "<memory>") -> BufferedWriter {
    BufferedWriter(.memory, name: name)
  }

  /// Everything flushed so far (and anything still buffered) as UTF-8 text, for `.memory` writers.
  public var contents: String {
    var all = bytes
    buffer.withBytes { all.append(contentsOf: $0) }
    return String(decoding: all, as: UTF8.self)
  }
}
