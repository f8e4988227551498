import Foundation
import Testing

@testable import TraceReplay

/// `GoldenCheck` used directly as a library, without the CLI.
@Suite("GoldenCheck")
struct GoldenCheckTests {
  static let trace = """
    {"tracereplay": 1, "scene": {"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 50]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": 10, "y": 10}
    {"t": 0.1, "id": 1, "phase": "ended", "x": 10, "y": 10}

    """

  static func check(in directory: TemporaryDirectory, update: GoldenCheck.UpdateMode) -> GoldenCheck {
    var request = ReplayRequest(tracePath: "")
    request.workingDirectory = directory.path
    return GoldenCheck(request: request, formats: [.text, .jsonl], update: update)
  }

  @Test("Records missing goldens for each format, then passes against them")
  func recordThenPass() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("tap.jsonl", Self.trace)

    let recorded = Self.check(in: directory, update: .missing).run(traces: ["tap.jsonl"])
    let checked = Self.check(in: directory, update: .none).run(traces: ["tap.jsonl"])

    #expect(recorded.map(\.status) == [.recorded, .recorded])
    #expect(recorded.map(\.golden) == ["tap.golden.txt", "tap.golden.jsonl"])
    #expect(checked.map(\.status) == [.passed, .passed])
    #expect(GoldenCheck.Summary(recorded + checked).line == "2 recorded, 2 passed, 0 failed")
    #expect(
      try directory.read("tap.golden.jsonl").hasPrefix(
        "{\"type\":\"golden\",\"format\":1,\"touchMargin\":70,\"tapInterval\":0.35,\"tapDistance\":45,"
          + "\"lenient\":false,\"verbose\":false}\n{\"t\":0.0,\"type\":\"touch\""))
  }

  @Test(
    "A write that fails midway leaves the old golden intact and no temporary file",
    arguments: [AtomicFile.FailurePoint.afterWrite, .beforeRename])
  func failedWrite(point: AtomicFile.FailurePoint) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("tap.jsonl", Self.trace)
    try directory.write("tap.golden.txt", "old golden\n")
    var check = Self.check(in: directory, update: .failed)
    check.formats = [.text]
    check.failurePoint = point

    let results = check.run(traces: ["tap.jsonl"])

    #expect(results.map(\.status) == [.error])
    #expect(results.first?.message == "cannot write: simulated failure")
    #expect(results.first?.wroteGolden == false)
    #expect(try directory.read("tap.golden.txt") == "old golden\n")
    #expect(try directory.names() == ["tap.golden.txt", "tap.jsonl"])
  }

  @Test("A pending file that cannot be written is an error, and the golden stays")
  func failedPending() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("tap.jsonl", Self.trace)
    try directory.write("tap.golden.txt", "old golden\n")
    var check = Self.check(in: directory, update: .none)
    check.formats = [.text]
    check.failurePoint = .beforeRename

    let results = check.run(traces: ["tap.jsonl"])

    #expect(results.first?.status == .error)
    #expect(results.first?.diff?.contains("-old golden\n") == true)
    #expect(try directory.names() == ["tap.golden.txt", "tap.jsonl"])
  }

  @Test("The default update mode is none on CI and missing elsewhere")
  func defaultMode() {
    #expect(GoldenCheck.defaultUpdateMode(environment: [:]) == .missing)
    #expect(GoldenCheck.defaultUpdateMode(environment: ["CI": "true"]) == .none)
    #expect(GoldenCheck.defaultUpdateMode(environment: ["CI": "FALSE"]) == .missing)
    #expect(GoldenCheck.defaultUpdateMode(environment: ["CI": "0"]) == .missing)
  }
}
