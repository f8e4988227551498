import Foundation
import Testing

@testable import TraceReplay

@Suite("Buffered writer")
struct BufferedWriterTests {
  /// Records what reaches the "file descriptor", a few bytes at a time, with interruptions.
  final class FakeDescriptor: @unchecked Sendable {
    var received: [UInt8] = []
    var calls = 0
    var failWith: Int32?

    func write(_ pointer: UnsafeRawPointer, _ count: Int) -> Int {
      calls += 1
      if let failWith {
        errno = failWith
        return -1
      }
      if calls % 3 == 0 {
        errno = EINTR
        return -1
      }
      let taken = min(count, 2)
      received += UnsafeRawBufferPointer(start: pointer, count: taken)
      return taken
    }
  }

  @Test("Memory output is kept in order, buffered or flushed")
  func memory() throws {
    let writer = BufferedWriter(.memory, name: "<memory>", capacity: 4)

    writer.write("héllo ")
    writer.write(bytes: Array("world\n".utf8))
    try writer.flush()

    #expect(writer.contents == "héllo world\n")
  }

  @Test("Nothing is written until the buffer fills or is flushed")
  func buffering() throws {
    let fake = FakeDescriptor()
    let writer = BufferedWriter(.fileDescriptor(9), name: "<fake>", capacity: 64) { _, pointer, count in
      fake.write(pointer, count)
    }

    writer.write("abc")
    let before = fake.calls
    try writer.flush()

    #expect(before == 0)
    #expect(fake.received == Array("abc".utf8))
  }

  @Test("Partial writes and EINTR are retried until every byte is out")
  func partialWrites() throws {
    let fake = FakeDescriptor()
    let writer = BufferedWriter(.fileDescriptor(9), name: "<fake>", capacity: 5) { _, pointer, count in
      fake.write(pointer, count)
    }
    let text = String(repeating: "0123456789", count: 7)

    writer.write(text)
    try writer.flush()

    #expect(String(decoding: fake.received, as: UTF8.self) == text)
  }

  @Test("An OS error is kept and thrown by flush, naming the stream")
  func error() {
    let fake = FakeDescriptor()
    fake.failWith = EPIPE
    let writer = BufferedWriter(.fileDescriptor(9), name: "<stdout>", capacity: 8) { _, pointer, count in
      fake.write(pointer, count)
    }

    writer.write("text")

    #expect(throws: Diagnostic(file: "<stdout>", message: "cannot write: Broken pipe")) {
      try writer.flush()
    }
  }

  @Test("A real file descriptor receives the bytes")
  func realDescriptor() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let fd = open(folder.path + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let writer = BufferedWriter(.fileDescriptor(fd), name: "out")

    writer.write("line 1\nline 2\n")
    try writer.flush()
    close(fd)

    #expect(try folder.read("out") == "line 1\nline 2\n")
  }
}

@Suite("Terminal and colour")
struct TerminalTests {
  @Test(
    "Colour only on a terminal, and never with NO_COLOR or TERM=dumb",
    arguments: [
      (true, [String: String](), true),
      (false, [:], false),
      (true, ["NO_COLOR": "1"], false),
      (true, ["NO_COLOR": "0"], false),
      (true, ["NO_COLOR": ""], true),
      (true, ["TERM": "dumb"], false),
      (true, ["TERM": "xterm-256color"], true),
    ])
  func color(isTerminal: Bool, environment: [String: String], expected: Bool) {
    #expect(Terminal.allowsColor(isTerminal: isTerminal, environment) == expected)
  }

  @Test("A regular file is not a terminal")
  func regularFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let fd = open(folder.path + "/f", O_WRONLY | O_CREAT, 0o644)
    defer { close(fd) }

    let terminal = Terminal(fileDescriptor: fd, environment: [:])

    #expect(terminal == Terminal(isTerminal: false, allowsColor: false))
  }
}
