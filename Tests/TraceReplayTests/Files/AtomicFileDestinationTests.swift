import Foundation
import Testing

@testable import TraceReplay

@Suite("What a write replaces and what it writes into")
struct AtomicFileDestinationTests {
  @Test("A symbolic link is followed: its target is replaced and the link stays a link")
  func symlinkFollowed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("real.txt", "old\n")
    symlink("real.txt", folder.path + "/link.txt")

    try AtomicFile(path: folder.path + "/link.txt").write("new\n")

    #expect(try folder.read("real.txt") == "new\n")
    #expect(TraceFinder.kind(of: folder.path + "/link.txt", following: false) == .other)
    #expect(try folder.names() == ["link.txt", "real.txt"])
  }

  @Test("A dangling link is followed: the file it names is created")
  func danglingLink() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    symlink("made.txt", folder.path + "/link.txt")

    try AtomicFile(path: folder.path + "/link.txt").write("made\n")

    #expect(try folder.read("made.txt") == "made\n")
    #expect(TraceFinder.kind(of: folder.path + "/link.txt", following: false) == .other)
  }

  @Test("A FIFO is written into, never replaced by a regular file")
  func fifo() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/pipe"
    mkfifo(path, 0o644)
    let received = ReceivedBytes()
    let reader = Thread {
      received.set(FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data())
    }
    reader.start()

    try AtomicFile(path: path).write("through the pipe\n")

    #expect(received.wait() == Data("through the pipe\n".utf8))
    #expect(TraceFinder.kind(of: path, following: false) == .other)
    #expect(try folder.names() == ["pipe"])
  }

  @Test(
    "A folder, an empty path and a loop of links are errors that write nothing",
    arguments: [
      ("sub", "the output path is a folder, not a file"),
      ("", "the output path is empty: name a file to write"),
      ("loop", "cannot write: the path is a loop of symbolic links"),
    ])
  func refused(name: String, message: String) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
    symlink(folder.path + "/loop2", folder.path + "/loop")
    symlink(folder.path + "/loop", folder.path + "/loop2")
    let path = name.isEmpty ? "" : folder.path + "/" + name

    #expect(throws: Diagnostic(file: path, message: message)) {
      try AtomicFile(path: path).write("x\n")
    }
    #expect(try folder.names() == ["loop", "loop2", "sub"])
  }

  @Test("A read-only file is not replaced, and the message says so")
  func readOnly() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("g.txt", "old\n")
    chmod(folder.path + "/g.txt", 0o444)

    #expect(
      throws: Diagnostic(
        file: folder.path + "/g.txt", message: "the file is read-only; it was not replaced",
        notes: ["make it writable (chmod u+w) to let tracereplay replace it"])
    ) {
      try AtomicFile(path: folder.path + "/g.txt").write("new\n")
    }
    #expect(try folder.read("g.txt") == "old\n")
  }

  @Test("A temporary file in flight is registered, and removeAll (the signal handler) deletes it")
  func interruptedWrite() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var seen: [String] = []

    try? AtomicFile(path: folder.path + "/out.jsonl").write { writer in
      writer.write("partial\n")
      try writer.flush()
      seen = TemporaryFiles.inFlight.filter { $0.hasPrefix(folder.path + "/") }
      (folder.path + "/").withCString { TemporaryFiles.removeAll(prefix: $0) }
      throw Diagnostic(file: "test", message: "interrupted")
    }

    #expect(seen.count == 1)
    #expect(
      seen.first.map { AtomicFile.isTemporaryName(String($0.split(separator: "/").last ?? "")) } == true)
    #expect(try folder.names() == [])
    #expect(TemporaryFiles.inFlight.filter { $0.hasPrefix(folder.path + "/") } == [])
  }

  @Test(
    "Temporary names are recognised by their shape only",
    arguments: [
      (".tap.golden.txt.tmp-Ab12Cd", true), (".x.tmp-000000", true), ("tap.golden.txt.tmp-Ab12Cd", false),
      (".tap.golden.txt.tmp-Ab12C", false), (".tap.tmp-Ab12C!", false), (".tmp-Ab12Cd", false),
    ])
  func temporaryNames(name: String, expected: Bool) {
    #expect(AtomicFile.isTemporaryName(name) == expected)
  }
}

/// Bytes handed from a reader thread to the test.
final class ReceivedBytes: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.lock()
    data = value
    condition.signal()
    condition.unlock()
  }

  func wait() -> Data? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(10)
    while data == nil && condition.wait(until: deadline) {}
    return data
  }
}
