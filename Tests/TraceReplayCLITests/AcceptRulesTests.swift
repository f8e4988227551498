import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `accept` writes goldens by the rules `check` writes them by, and `check` tells a live run's
/// temporary file from a stale one.
@Suite("accept follows check's write rules")
struct AcceptRulesTests {
  /// A folder with `tap.jsonl`, an outdated `tap.golden.txt` and the pending `tap.golden.txt.new`.
  static func pendingFolder() throws -> GoldenFolder {
    let folder = try GoldenFolder()
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "old\n")
    _ = CLIHarness.run(["check", "--update=none"], in: folder.path)
    #expect(folder.read("tap.golden.txt.new") == GoldenFolder.stampedTapText)
    return folder
  }

  @Test("A read-only golden is not replaced, and said so, as check says it")
  func readOnlyGolden() throws {
    let folder = try Self.pendingFolder()
    defer { folder.remove() }
    chmod(folder.path + "/tap.golden.txt", 0o444)

    let result = CLIHarness.run(["accept"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        tap.golden.txt: error: the file is read-only; it was not replaced
        note: make it writable (chmod u+w) to let tracereplay replace it

        """)
    #expect(folder.read("tap.golden.txt") == "old\n")
    #expect(folder.read("tap.golden.txt.new") == GoldenFolder.stampedTapText)
  }

  @Test("A golden that is a link in the folder has its target replaced; the link stays a link")
  func goldenLinkInFolder() throws {
    let folder = try Self.pendingFolder()
    defer { folder.remove() }
    try FileManager.default.moveItem(
      atPath: folder.path + "/tap.golden.txt", toPath: folder.path + "/shared.golden.txt")
    symlink("shared.golden.txt", folder.path + "/tap.golden.txt")

    let result = CLIHarness.run(["accept"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout == "accepted tap.golden.txt.new -> tap.golden.txt\n")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/tap.golden.txt")
    #expect(link == "shared.golden.txt")
    #expect(folder.read("shared.golden.txt") == GoldenFolder.stampedTapText)
    #expect(folder.read("tap.golden.txt.new") == nil)
  }

  @Test("A golden that is a link out of the folder is refused; the file it names is untouched")
  func goldenLinkOut() throws {
    let folder = try Self.pendingFolder()
    defer { folder.remove() }
    let outside = try GoldenFolder()
    defer { outside.remove() }
    try outside.write("secret.txt", "secret\n")
    try FileManager.default.removeItem(atPath: folder.path + "/tap.golden.txt")
    symlink(outside.path + "/secret.txt", folder.path + "/tap.golden.txt")

    let result = CLIHarness.run(["accept"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr
        == "tap.golden.txt: error: the golden is a symbolic link out of the trace's folder; it is not read or written\n"
    )
    #expect(outside.read("secret.txt") == "secret\n")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/tap.golden.txt"))
        == outside.path + "/secret.txt")
  }

  @Test("A pending file that is a link out of the folder is refused, never moved into the golden's place")
  func pendingLinkOut() throws {
    let folder = try Self.pendingFolder()
    defer { folder.remove() }
    let outside = try GoldenFolder()
    defer { outside.remove() }
    try outside.write("elsewhere.txt", "elsewhere\n")
    try FileManager.default.removeItem(atPath: folder.path + "/tap.golden.txt.new")
    symlink(outside.path + "/elsewhere.txt", folder.path + "/tap.golden.txt.new")

    let result = CLIHarness.run(["accept"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr
        == "tap.golden.txt.new: error: the golden is a symbolic link out of the trace's folder; it is not read or written\n"
    )
    #expect(folder.read("tap.golden.txt") == "old\n")
    #expect(outside.read("elsewhere.txt") == "elsewhere\n")
  }

  @Test("A pending FIFO or folder, and a golden that is a folder or a FIFO, are errors naming them")
  func notRegular() throws {
    let fifoPending = try Self.pendingFolder()
    defer { fifoPending.remove() }
    try FileManager.default.removeItem(atPath: fifoPending.path + "/tap.golden.txt.new")
    mkfifo(fifoPending.path + "/tap.golden.txt.new", 0o644)
    let folderPending = try Self.pendingFolder()
    defer { folderPending.remove() }
    try FileManager.default.removeItem(atPath: folderPending.path + "/tap.golden.txt.new")
    try folderPending.write("tap.golden.txt.new/keep.txt", "precious\n")
    let fifoGolden = try Self.pendingFolder()
    defer { fifoGolden.remove() }
    try FileManager.default.removeItem(atPath: fifoGolden.path + "/tap.golden.txt")
    mkfifo(fifoGolden.path + "/tap.golden.txt", 0o644)

    let pipe = CLIHarness.run(["accept"], in: fifoPending.path)
    let directory = CLIHarness.run(["accept"], in: folderPending.path)
    let golden = CLIHarness.run(["accept"], in: fifoGolden.path)

    #expect(pipe.code == 2)
    #expect(
      pipe.stderr
        == "tap.golden.txt.new: error: the pending file is a FIFO (named pipe), not a regular file; it was not accepted\n"
    )
    #expect(directory.code == 2)
    #expect(
      directory.stderr
        == "tap.golden.txt.new: error: the pending file is a folder, not a regular file; it was not accepted\n"
    )
    #expect(folderPending.read("tap.golden.txt.new/keep.txt") == "precious\n")
    #expect(golden.code == 2)
    #expect(
      golden.stderr
        == "tap.golden.txt: error: the golden is a FIFO (named pipe), not a regular file; it was not replaced\n"
    )
    #expect(fifoGolden.read("tap.golden.txt.new") == GoldenFolder.stampedTapText)
  }

  @Test("A dangling link in the folder is not 'out of the folder': check records the golden through it")
  func danglingLinkInFolder() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    symlink("goldens/tap.txt", folder.path + "/tap.golden.txt")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/goldens", withIntermediateDirectories: true)

    let result = CLIHarness.run(["check", "--update=missing"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(folder.read("goldens/tap.txt") == GoldenFolder.stampedTapText)
  }

  @Test("A temporary file of a run still going is not stale; one whose process is gone is")
  func liveTemporary() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.stampedTapText)
    // A process id no process has (above Linux's largest, 2^22).
    try folder.write(".tap.golden.txt.tmp-99999999-Ab12Cd", "partial")

    // `check` while this process writes a golden of the folder, as a concurrent run would.
    var during: (code: Int32, stdout: String, stderr: String)?
    var temporaries: [String] = []
    try AtomicFile(path: folder.path + "/other.golden.txt").write { output in
      output.write("being written\n")
      temporaries = folder.files().filter { $0.hasPrefix(".other.golden.txt.tmp-") }
      during = CLIHarness.run(["check", "."], in: folder.path)
    }

    #expect(temporaries.count == 1)
    #expect(temporaries.first?.hasPrefix(".other.golden.txt.tmp-\(getpid())-") ?? false)
    #expect(during?.code == 0)
    #expect(
      during?.stderr == """
        .tap.golden.txt.tmp-99999999-Ab12Cd: warning: stale temporary file: an interrupted tracereplay run left it
        note: delete it; it is not a golden and must not be committed

        """)
  }
}
