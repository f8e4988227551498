import Foundation
import Testing
import TraceReplay
import TraceReplayTesting

/// Collects the failures an assertion reports instead of failing the test.
final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [GoldenFailure] = []

  var failures: [GoldenFailure] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func append(_ failure: GoldenFailure) {
    lock.lock()
    stored.append(failure)
    lock.unlock()
  }
}

@Suite("assertGolden compares a replay with a golden beside the test")
struct AssertGoldenTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "tracereplay-testing-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func result() throws -> ReplayResult {
    try replay(.file("../../traces/tap.jsonl"))
  }

  @Test("a difference is reported at the caller's line with the unified diff")
  func differenceAtCallersLine() throws {
    let golden = folder + "/tap.golden.txt"
    try Data("    0.000  touch     1 began        (120.0, 720.0)   ok  tap 2\n".utf8).write(
      to: URL(fileURLWithPath: golden))
    let log = FailureLog()
    let result = try result()

    let expectedLine = #line + 2
    let passed = withGoldenConfiguration(record: .never, reportFailure: log.append) {
      assertGolden(result, golden: golden)
    }

    #expect(!passed)
    let failure = try #require(log.failures.first)
    #expect(failure.sourceLocation.line == expectedLine)
    #expect(failure.sourceLocation.filePath == #filePath)
    #expect(failure.sourceLocation.fileID == #fileID)
    #expect(
      failure.message.hasPrefix(
        "the replay's output differs from the golden \(golden)\n--- \(golden)\n+++ \(golden) (actual)\n@@ "))
    #expect(failure.message.contains("-    0.000  touch     1 began        (120.0, 720.0)   ok  tap 2\n"))
    #expect(failure.message.contains("+    0.090  action    tapOK:  ok -> vc  via target  [touchUpInside]\n"))
  }

  @Test("a failing assertion is an issue at the caller's line in Swift Testing")
  func failsOnPurpose() throws {
    let golden = folder + "/wrong.golden.txt"
    try Data("not what the replay prints\n".utf8).write(to: URL(fileURLWithPath: golden))
    let result = try result()

    let expectedLine = #line + 3
    withKnownIssue("the golden is wrong on purpose, to show the diff at this line") {
      _ = withGoldenConfiguration(record: .never) {
        assertGolden(result, golden: golden)
      }
    } matching: { issue in
      issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == expectedLine
        && issue.comments.contains { $0.rawValue.contains("+++ \(golden) (actual)") }
    }
  }

  @Test(
    "record modes write what they say",
    arguments: [
      (GoldenRecordMode.missing, false, true, "recorded"), (.never, false, false, nil),
      (.failed, true, true, "updated"), (.missing, true, false, nil), (.all, true, true, "updated"),
      (.never, true, false, nil),
    ] as [(GoldenRecordMode, Bool, Bool, String?)])
  func recordModes(mode: GoldenRecordMode, exists: Bool, passes: Bool, verb: String?) throws {
    let golden = folder + "/\(mode.rawValue)-\(exists).golden.txt"
    if exists { try Data("stale\n".utf8).write(to: URL(fileURLWithPath: golden)) }
    let log = FailureLog()
    let writes = WriteLog()
    let result = try result()

    let passed = GoldenConfiguration.$current.withValue(
      GoldenConfiguration(record: mode, reportFailure: log.append, reportWrite: writes.append)
    ) {
      assertGolden(result, golden: golden)
    }

    #expect(passed == passes)
    #expect(log.failures.isEmpty == passes)
    #expect(writes.lines == (verb.map { ["\($0) \(golden)"] } ?? []))
    if verb != nil { #expect(try String(contentsOfFile: golden, encoding: .utf8) == result.text) }
  }

  @Test("a golden with CRLF line endings matches")
  func crlf() throws {
    let golden = folder + "/crlf.golden.txt"
    let result = try result()
    try Data(result.text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(
      to: URL(fileURLWithPath: golden))
    let log = FailureLog()

    let passed = withGoldenConfiguration(record: .never, reportFailure: log.append) {
      assertGolden(result, golden: golden)
    }

    #expect(passed)
  }

  @Test("without a path, the golden is named after the test beside the test file")
  func defaultLocation() throws {
    let log = FailureLog()
    let result = try result()

    withGoldenConfiguration(record: .never, reportFailure: log.append) {
      assertGolden(result, as: .explain, named: "tap")
    }

    let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__/AssertGoldenTests/tap.explain.golden.txt").path
    #expect(log.failures.first?.golden == expected)
    #expect(log.failures.first?.message.hasPrefix("no golden at \(expected)") == true)
  }

  @Test("assertReplay replays and compares in one call; bad input fails at the call")
  func oneCall() throws {
    let log = FailureLog()

    let line = #line + 2
    withGoldenConfiguration(record: .never, reportFailure: log.append) {
      assertReplay(
        .jsonl("// recorded on an iPhone\n"), scene: .file("../../traces/buttons.scene.json"), golden: "x")
    }

    #expect(log.failures.first?.sourceLocation.line == line)
    #expect(log.failures.first?.message.contains("stopped on bad input") == true)
  }

  @Test(
    "the record mode follows TRACEREPLAY_RECORD, then CI",
    arguments: [
      ([:], GoldenRecordMode.missing), (["CI": "true"], .never), (["CI": "false"], .missing),
      (["TRACEREPLAY_RECORD": "failed", "CI": "true"], .failed), (["TRACEREPLAY_RECORD": "1"], .all),
    ] as [([String: String], GoldenRecordMode)])
  func environment(variables: [String: String], mode: GoldenRecordMode) {
    #expect(GoldenRecordMode.fromEnvironment(variables) == mode)
  }
}

final class WriteLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func append(_ line: String) {
    lock.lock()
    stored.append(line)
    lock.unlock()
  }
}
