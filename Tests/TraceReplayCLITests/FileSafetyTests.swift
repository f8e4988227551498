import Foundation
import Testing

/// What commands write and refuse to write: outputs that are inputs, links, FIFOs, folders,
/// pending files, stale temporaries and golden names (issue 23).
@Suite("Files the commands write")
struct FileSafetyTests {
  static let scene = #"{"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 100]}]}"#
  static let trace = """
    {"tracereplay": 1, "scene": "s.scene.json"}
    {"t": 0.0, "id": 1, "phase": "began", "x": 10, "y": 10}
    {"t": 0.1, "id": 1, "phase": "ended", "x": 10, "y": 10}

    """

  static func folder() throws -> TestFolder {
    let folder = try TestFolder()
    try folder.write("s.scene.json", scene)
    try folder.write("t.jsonl", trace)
    try folder.write("tap.synth", "tap ok\n")
    try folder.write("t.csv", "t,x,y,phase\n0,1,2,DOWN\n0.1,1,2,UP\n")
    return folder
  }

  @Test(
    "An output that is one of the command's inputs is refused with exit 2 and the input is untouched",
    arguments: [
      (["render", "t.jsonl", "-o", "t.jsonl"], "t.jsonl", "trace"),
      (["render", "t.jsonl", "-o", "s.scene.json"], "s.scene.json", "scene"),
      (["render", "t.jsonl", "--scene", "s.scene.json", "-o", "./s.scene.json"], "s.scene.json", "scene"),
      (["synth", "tap.synth", "--scene", "s.scene.json", "-o", "tap.synth"], "tap.synth", "script"),
      (["synth", "tap.synth", "--scene", "s.scene.json", "-o", "s.scene.json"], "s.scene.json", "scene"),
      (["import", "csv", "t.csv", "-o", "t.csv"], "t.csv", "input"),
      (["check", "t.jsonl", "--junit", "t.jsonl"], "t.jsonl", "trace"),
      (["check", "t.jsonl", "--junit", "s.scene.json"], "s.scene.json", "scene"),
    ])
  func outputIsInput(arguments: [String], input: String, role: String) throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let before = try folder.read(input)

    let result = CLIHarness.run(arguments, in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.contains("the output is the same file as the \(role)"))
    #expect(try folder.read(input) == before)
  }

  @Test("An output that is a link to an input is refused too (links resolved)")
  func linkToInput() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    symlink(folder.path + "/t.jsonl", folder.path + "/out.svg")

    let result = CLIHarness.run(["render", "t.jsonl", "-o", "out.svg"], in: folder.path)

    #expect(result.code == 2)
    #expect(try folder.read("t.jsonl") == Self.trace)
  }

  @Test("check --junit naming a golden is refused before anything runs")
  func junitOverGolden() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(["check", "t.jsonl", "--junit", "t.golden.txt"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == "t.golden.txt: error: the JUnit report would replace the golden file 't.golden.txt'\n")
    #expect(try folder.names() == ["s.scene.json", "t.csv", "t.jsonl", "tap.synth"])
  }

  @Test("-o onto a link replaces the link's target; the link stays a link")
  func outputThroughLink() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    try folder.write("real.jsonl", "old\n")
    symlink("real.jsonl", folder.path + "/link.jsonl")

    let result = CLIHarness.run(["import", "csv", "t.csv", "-o", "link.jsonl"], in: folder.path)

    #expect(result.code == 0)
    #expect(try folder.read("real.jsonl").hasPrefix(#"{"tracereplay":1}"#))
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/link.jsonl")
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
  }

  @Test("-o onto a FIFO writes into it and leaves it a FIFO")
  func outputIntoFIFO() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let path = folder.path + "/pipe"
    mkfifo(path, 0o644)
    let received = PipeBytes()
    Thread { received.set(FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()) }.start()

    let result = CLIHarness.run(["render", "t.jsonl", "--ascii", "-o", "pipe"], in: folder.path)

    #expect(result.code == 0)
    #expect(received.wait().map { String(decoding: $0, as: UTF8.self).contains("ok") } == true)
    var status = stat()
    lstat(path, &status)
    #expect(status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("-o onto a folder is an error that names it")
  func outputFolder() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/d", withIntermediateDirectories: true)

    let result = CLIHarness.run(["render", "t.jsonl", "-o", "d"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr == "d: error: the output path is a folder, not a file\n")
  }

  @Test(
    "Empty paths are usage errors that say so",
    arguments: [
      ["render", "t.jsonl", "-o", ""], ["run", "t.jsonl", "--scene", ""],
      ["check", "t.jsonl", "--junit", ""],
    ])
  func emptyPaths(arguments: [String]) throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(arguments, in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.contains("Please provide a path: an empty one names no file."))
  }

  @Test("A passing check removes a stale .new file but never a folder of that name")
  func pendingFolderKept() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    try folder.write("tap.golden.txt.new/keep.txt", "precious\n")

    let result = CLIHarness.run(["check", folder.path])

    #expect(result.code == 0)
    #expect(folder.read("tap.golden.txt.new/keep.txt") == "precious\n")
  }

  @Test("check reports temporaries left by a killed run, as it reports unreferenced goldens")
  func staleTemporaries() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    try folder.write("sub/.tap.golden.txt.tmp-Ab12Cd", "partial")

    let warned = CLIHarness.run(["check", "."], in: folder.path)
    let rejected = CLIHarness.run(
      ["check", ".", "--unreferenced", "reject", "--results", "jsonl"], in: folder.path)

    #expect(warned.code == 0)
    #expect(
      warned.stderr == """
        sub/.tap.golden.txt.tmp-Ab12Cd: warning: stale temporary file: an interrupted tracereplay run left it
        note: delete it; it is not a golden and must not be committed

        """)
    #expect(rejected.code == 1)
    #expect(rejected.stdout.contains(#"{"type":"temporary","path":"sub/.tap.golden.txt.tmp-Ab12Cd"}"#))
  }

  @Test("Two traces that map to one golden name are an error naming both")
  func sameGoldenName() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap", GoldenFolder.trace(x: 200))

    let result = CLIHarness.run(["check", "tap", "tap.jsonl"], in: folder.path)
    let filesAfterRefusal = folder.files()
    let twice = CLIHarness.run(["check", "tap.jsonl", "./tap.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        tap.jsonl: error: traces 'tap' and 'tap.jsonl' map to one golden, 'tap.golden.txt'
        note: rename one of them, or check them in separate runs

        """)
    #expect(filesAfterRefusal == ["tap", "tap.jsonl"])
    #expect(twice.code == 0)
    #expect(twice.stdout == "recorded ./tap.golden.txt\n1 recorded, 0 passed, 0 failed\n")
  }

  @Test("A read-only golden is not replaced, and check says so")
  func readOnlyGolden() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "old\n")
    chmod(folder.path + "/tap.golden.txt", 0o444)

    let result = CLIHarness.run(["check", ".", "--update", "failed"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout.contains("ERROR tap.jsonl (text): the file is read-only; it was not replaced"))
    #expect(folder.read("tap.golden.txt") == "old\n")
  }

  @Test("check that finds no trace fails with exit 1, unless --pass-with-no-traces")
  func noTraces() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("notes.txt", "no traces here\n")

    let failed = CLIHarness.run(["check", "."], in: folder.path)
    let passed = CLIHarness.run(["check", ".", "--pass-with-no-traces"], in: folder.path)

    #expect(failed.code == 1)
    #expect(failed.stdout == "0 passed, 0 failed\n")
    #expect(
      failed.stderr == """
        tracereplay check: error: no traces found in '.' (no *.jsonl files)
        note: pass --pass-with-no-traces to let an empty search pass

        """)
    #expect(passed.code == 0)
    #expect(passed.stderr == "")
  }

  @Test("A *.jsonl that cannot be read (dangling link, FIFO, name not UTF-8) is reported, not skipped")
  func unreadableTraces() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    symlink("nowhere.jsonl", folder.path + "/dangling.jsonl")
    mkfifo(folder.path + "/pipe.jsonl", 0o644)
    let name = (Array((folder.path + "/bad").utf8) + [0xFF] + Array(".jsonl".utf8)).map {
      CChar(bitPattern: $0)
    }
    let fd = (name + [0]).withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
    }
    #expect(fd >= 0)
    close(fd)

    let result = CLIHarness.run(["check", "."], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "1 passed, 0 failed\n")
    #expect(
      result.stderr.contains("dangling.jsonl: error: cannot read the trace: it is a dangling symbolic link\n")
    )
    #expect(result.stderr.contains("pipe.jsonl: error: cannot read the trace: it is a FIFO (named pipe)\n"))
    #expect(
      result.stderr.contains(
        ".: error: cannot read the trace 'bad\u{FFFD}.jsonl': its file name is not UTF-8\n"))
  }

  @Test("A golden that is a symbolic link out of the trace's folder is neither read nor written")
  func goldenLinkOut() throws {
    let outside = try GoldenFolder()
    let folder = try GoldenFolder()
    defer {
      folder.remove()
      outside.remove()
    }
    try outside.write("secret.txt", "secret\n")
    try folder.write("tap.jsonl", GoldenFolder.trace())
    symlink(outside.path + "/secret.txt", folder.path + "/tap.golden.txt")

    let result = CLIHarness.run(["check", ".", "--update", "all"], in: folder.path)

    #expect(result.code == 2)
    #expect(!result.stdout.contains("secret"))
    #expect(
      result.stderr
        == "tap.golden.txt: error: the golden is a symbolic link out of the trace's folder; it is not read or written\n"
    )
    #expect(outside.read("secret.txt") == "secret\n")
  }
}

/// Bytes handed from a reader thread to the test.
final class PipeBytes: @unchecked Sendable {
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
