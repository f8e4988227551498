import Foundation
import Testing

@testable import TraceReplay

@Suite("FileLineSource")
struct FileLineSourceTests {
  @Test("lines split across chunk boundaries, CRLF endings and a last line without newline")
  func chunks() throws {
    let long = String(repeating: "a", count: 70_000)
    let text = "first\r\n" + long + "\n\nlast"
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("linesource-\(UUID().uuidString).txt").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var source = try FileLineSource(path: path, file: "x.txt")
    var lines: [String] = []

    while let line = try source.nextLine() { lines.append(line) }

    #expect(lines == ["first", long, "", "last"])
  }

  @Test("a missing file is a diagnostic naming it")
  func missing() {
    #expect(throws: Diagnostic(.error, file: "x.txt", message: "cannot open '/nonexistent/x' for reading")) {
      _ = try FileLineSource(path: "/nonexistent/x", file: "x.txt")
    }
  }

  @Test("bytes in memory split the same way as a file")
  func bytes() throws {
    let long = String(repeating: "a", count: 70_000)
    var source = FileLineSource(bytes: Array(("first\r\n" + long + "\n\nlast").utf8), file: "<stdin>")
    var lines: [String] = []

    while let line = try source.nextLine() { lines.append(line) }

    #expect(lines == ["first", long, "", "last"])
  }

  @Test("an open handle is read to its end and left open unless asked to close it")
  func handleLeftOpen() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data("a\nb\n".utf8))
    try pipe.fileHandleForWriting.close()
    var source = FileLineSource(handle: pipe.fileHandleForReading, file: "<stdin>", closesWhenDone: false)
    var lines: [String] = []

    while let line = try source.nextLine() { lines.append(line) }

    #expect(lines == ["a", "b"])
    #expect(fcntl(pipe.fileHandleForReading.fileDescriptor, F_GETFD) != -1)
    try pipe.fileHandleForReading.close()
  }
}
