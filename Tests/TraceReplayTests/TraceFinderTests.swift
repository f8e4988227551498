import Foundation
import Testing

@testable import TraceReplay

@Suite("Finding traces and goldens")
struct TraceFinderTests {
  /// A folder with traces, goldens, pending files, hidden entries and a nested folder.
  static func fixture() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    for name in [
      "b.jsonl", "b.golden.txt", "b.golden.jsonl", "b.golden.txt.new", "a.jsonl", "A.jsonl",
      "notes.txt", "sub/z.jsonl", "sub/deeper/y.jsonl", ".hidden/h.jsonl", ".h.jsonl",
      "orphan.golden.txt", "sub/gone.golden.jsonl", "sub/gone.golden.jsonl.new", "sub/z.golden.txt",
    ] {
      try folder.write(name, "{}\n")
    }
    symlink(folder.path, folder.path + "/loop")
    return folder
  }

  @Test("A folder is searched recursively in byte order, skipping goldens, hidden entries and links")
  func folder() throws {
    let folder = try Self.fixture()
    defer { folder.remove() }

    let result = TraceFinder().find([folder.path])

    let root = folder.path
    #expect(
      result.traces == [
        "\(root)/A.jsonl", "\(root)/a.jsonl", "\(root)/b.jsonl",
        "\(root)/sub/deeper/y.jsonl", "\(root)/sub/z.jsonl",
      ])
    #expect(result.diagnostics == [])
  }

  @Test("A subfolder that cannot be listed is reported by its own path, and the rest is searched")
  func unlistableSubfolder() throws {
    let folder = try Self.fixture()
    defer { folder.remove() }
    let root = folder.path
    // The tests may run as root, who can list any folder whatever its mode: the listing fails
    // through the finder's seam, as opendir does for a folder without read permission.
    var finder = TraceFinder()
    finder.openFolder = { path in
      guard path == root + "/sub/deeper" else { return opendir(path) }
      errno = EACCES
      return nil
    }

    let result = finder.find([root])

    #expect(
      result.traces == ["\(root)/A.jsonl", "\(root)/a.jsonl", "\(root)/b.jsonl", "\(root)/sub/z.jsonl"])
    #expect(
      result.diagnostics == [
        Diagnostic(file: "\(root)/sub/deeper", message: "cannot list the folder: Permission denied")
      ])
  }

  @Test("Explicit files, stdin and duplicates; missing paths become diagnostics")
  func explicitPaths() throws {
    let folder = try Self.fixture()
    defer { folder.remove() }
    let root = folder.path

    let result = TraceFinder().find([
      "\(root)/sub/", "\(root)/notes.txt", "-", "\(root)/sub/z.jsonl", "\(root)/absent.jsonl",
    ])

    #expect(result.traces == ["-", "\(root)/notes.txt", "\(root)/sub/deeper/y.jsonl", "\(root)/sub/z.jsonl"])
    #expect(
      result.diagnostics == [
        Diagnostic(file: "\(root)/absent.jsonl", message: "cannot read: No such file or directory")
      ])
  }

  @Test("Goldens whose trace is gone are listed, pending files included")
  func unreferenced() throws {
    let folder = try Self.fixture()
    defer { folder.remove() }
    let root = folder.path

    let orphans = TraceFinder().unreferencedGoldens(in: [root, "\(root)/missing"])

    #expect(
      orphans == [
        "\(root)/orphan.golden.txt", "\(root)/sub/gone.golden.jsonl", "\(root)/sub/gone.golden.jsonl.new",
      ])
  }

  @Test(
    "Trace and golden names are told apart",
    arguments: [
      ("tap.jsonl", true, nil), ("tap.golden.jsonl", false, "tap"), ("tap.golden.txt", false, "tap"),
      ("tap.golden.txt.new", false, "tap"), ("tap.golden.jsonl.new", false, "tap"), ("tap.txt", false, nil),
      (".golden.txt", false, nil),
    ] as [(String, Bool, String?)])
  func naming(name: String, isTrace: Bool, stem: String?) {
    #expect(TraceFinder.isTrace(name) == isTrace)
    #expect(TraceFinder.traceStem(ofGolden: name) == stem)
  }

  @Test("Golden paths sit beside their trace")
  func goldenPaths() {
    #expect(TraceFinder.textGoldenPath(forTrace: "traces/tap.jsonl") == "traces/tap.golden.txt")
    #expect(TraceFinder.jsonlGoldenPath(forTrace: "traces/tap.jsonl") == "traces/tap.golden.jsonl")
  }
}
