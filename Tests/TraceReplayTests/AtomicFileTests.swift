import Foundation
import Testing

@testable import TraceReplay

@Suite("Atomic file writing")
struct AtomicFileTests {
  @Test("A new file is written whole and no temporary file is left")
  func newFile() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }

    try AtomicFile(path: folder.path + "/out.golden.txt").write("hello\n")

    #expect(try folder.read("out.golden.txt") == "hello\n")
    #expect(try folder.names() == ["out.golden.txt"])
  }

  @Test("An existing file is replaced and keeps its permissions")
  func replaces() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("g.txt", "old\n")
    chmod(folder.path + "/g.txt", 0o640)

    try AtomicFile(path: folder.path + "/g.txt").write(bytes: Array("new\n".utf8))

    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/g.txt")
    #expect(try folder.read("g.txt") == "new\n")
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    #expect(try folder.names() == ["g.txt"])
  }

  @Test(
    "A failure at any step leaves the old file intact and no temporary file",
    arguments: [
      AtomicFile.FailurePoint.afterWrite, .beforeRename,
    ])
  func injectedFailure(point: AtomicFile.FailurePoint) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("g.txt", "old\n")
    let path = folder.path + "/g.txt"

    #expect(throws: Diagnostic(file: path, message: "cannot write: simulated failure")) {
      try AtomicFile(path: path, failingAt: point).write("new\n")
    }

    #expect(try folder.read("g.txt") == "old\n")
    #expect(try folder.names() == ["g.txt"])
  }

  @Test("A missing directory is reported with the file and the OS error")
  func missingDirectory() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.path + "/absent/g.txt"

    #expect(
      throws: Diagnostic(
        file: path,
        message: "cannot create a temporary file in '\(folder.path)/absent': No such file or directory")
    ) {
      try AtomicFile(path: path).write("x")
    }
  }

  @Test("A read-only directory is reported and its file left intact", .enabled(if: geteuid() != 0))
  func readOnlyDirectory() throws {
    let folder = try TemporaryDirectory()
    defer {
      chmod(folder.path, 0o755)
      folder.remove()
    }
    try folder.write("g.txt", "old\n")
    chmod(folder.path, 0o555)
    let path = folder.path + "/g.txt"

    #expect(
      throws: Diagnostic(
        file: path, message: "cannot create a temporary file in '\(folder.path)': Permission denied")
    ) {
      try AtomicFile(path: path).write("new\n")
    }

    #expect(try folder.read("g.txt") == "old\n")
    #expect(try folder.names() == ["g.txt"])
  }

  @Test(
    "Paths are split into directory and name",
    arguments: [
      ("g.txt", ".", "g.txt"), ("a/b/g.txt", "a/b", "g.txt"), ("/g.txt", "/", "g.txt"),
    ])
  func split(path: String, directory: String, name: String) {
    let parts = AtomicFile.split(path)

    #expect(parts.directory == directory)
    #expect(parts.name == name)
  }

  @Test(
    "A temporary file is registered before it exists, so no signal can come between making it and registering it"
  )
  func registeredFirst() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    var existedWhenRegistered: Bool?

    let made = AtomicFile.createTemporary(directory: folder.path, name: "g.txt") { path in
      existedWhenRegistered = FileManager.default.fileExists(atPath: path)
      return -1
    }

    let (fd, path, _) = try #require(made)
    close(fd)
    #expect(existedWhenRegistered == false)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(path.hasPrefix(folder.path + "/.g.txt.tmp-\(getpid())-"))
    #expect(AtomicFile.isTemporaryName(String(path.split(separator: "/").last ?? "")))
  }

  @Test(
    "Temporary names: .NAME.tmp-PID-XXXXXX and the older .NAME.tmp-XXXXXX; only a live owner keeps one from being stale"
  )
  func temporaryNames() {
    #expect(AtomicFile.isTemporaryName(".tap.golden.txt.tmp-Ab12Cd"))
    #expect(AtomicFile.isTemporaryName(".tap.golden.txt.tmp-4242-Ab12Cd"))
    #expect(!AtomicFile.isTemporaryName(".tap.golden.txt.tmp-42x2-Ab12Cd"))
    #expect(!AtomicFile.isTemporaryName("tap.golden.txt.tmp-Ab12Cd"))
    #expect(AtomicFile.isOwnedByLiveProcess(".g.tmp-\(getpid())-Ab12Cd"))
    #expect(!AtomicFile.isOwnedByLiveProcess(".g.tmp-99999999-Ab12Cd"))
    #expect(!AtomicFile.isOwnedByLiveProcess(".g.tmp-Ab12Cd"))
  }
}
