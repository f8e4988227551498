import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tracereplay check` and `tracereplay accept`, run in-process in temporary folders.
@Suite("check and accept")
struct CheckCommandTests {
  /// Runs the CLI in `folder` and returns the exit status and both streams.
  static func run(
    _ arguments: [String], in folder: GoldenFolder, environment: [String: String] = [:],
    isTerminal: Bool = false
  ) -> (code: Int32, stdout: String, stderr: String) {
    let context = CLIContext.inMemory(
      environment: environment, currentDirectory: folder.path, isTerminal: isTerminal)
    let code = CLI.run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }

  @Test("A matching golden passes quietly and exits 0")
  func pass() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)

    let result = Self.run(["check", "--update=none"], in: folder)

    #expect(result.code == 0)
    #expect(result.stdout == "1 passed, 0 failed\n")
    #expect(result.stderr == "")
    #expect(folder.files() == ["tap.golden.txt", "tap.jsonl"])
  }

  @Test("A difference prints the diff and the accept command, writes .new and exits 1")
  func differ() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("traces/tap.jsonl", GoldenFolder.trace())
    let old = GoldenFolder.tapText.replacingOccurrences(of: "tapOK:", with: "tapNO:")
    try folder.write("traces/tap.golden.txt", old)

    let result = Self.run(["check", "traces"], in: folder)

    #expect(result.code == 1)
    #expect(
      result.stdout == """
        FAIL traces/tap.jsonl (text): the output differs from the golden
        --- traces/tap.golden.txt
        +++ traces/tap.golden.txt (actual)
        @@ -2,5 +2,5 @@
             0.000  event     ok UIButton  touchDown
             0.100  touch     1 ended        (100.0, 720.0)   ok  tap 1
             0.100  event     ok UIButton  touchUpInside
        -    0.100  action    tapNO:  ok -> vc  via target  [touchUpInside]
        +    0.100  action    tapOK:  ok -> vc  via target  [touchUpInside]
             0.100  event     ok UIButton  primaryActionTriggered
        wrote traces/tap.golden.txt.new
        accept with: tracereplay accept traces/tap.jsonl
        0 passed, 1 failed

        """)
    #expect(folder.read("traces/tap.golden.txt") == old)
    #expect(folder.read("traces/tap.golden.txt.new") == GoldenFolder.stampedTapText)
  }

  @Test("--context sets the lines shown around a difference")
  func context() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText.replacingOccurrences(of: "tapOK:", with: "x:"))

    let result = Self.run(["check", "--context", "0"], in: folder)

    #expect(result.stdout.contains("@@ -5 +5 @@\n-    0.100  action    x:"))
    #expect(!result.stdout.contains("touchDown"))
  }

  @Test(
    "A missing golden in each update mode",
    arguments: [
      (
        "none", Int32(1), false,
        "FAIL tap.jsonl (text): no golden: record it with --update=missing (never on CI)\n"
          + "0 passed, 1 failed\n"
      ),
      ("missing", 0, true, "recorded tap.golden.txt\n1 recorded, 0 passed, 0 failed\n"),
      ("failed", 0, true, "recorded tap.golden.txt\n1 recorded, 0 passed, 0 failed\n"),
      ("all", 0, true, "recorded tap.golden.txt\n1 recorded, 0 passed, 0 failed\n"),
    ])
  func missing(mode: String, code: Int32, writes: Bool, stdout: String) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())

    let result = Self.run(["check", "--update=\(mode)"], in: folder)

    #expect(result.code == code)
    #expect(result.stdout == stdout)
    #expect(folder.read("tap.golden.txt") == (writes ? GoldenFolder.stampedTapText : nil))
    #expect(folder.read("tap.golden.txt.new") == nil)
  }

  @Test(
    "The CI variable decides the default update mode",
    arguments: [("true", false), ("1", false), ("false", true), ("0", true), ("", true)])
  func ciDefault(value: String, records: Bool) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())

    let result = Self.run(["check", "--format", "both"], in: folder, environment: ["CI": value])

    #expect(result.code == (records ? 0 : 1))
    #expect(result.stdout.hasSuffix(records ? "2 recorded, 0 passed, 0 failed\n" : "0 passed, 2 failed\n"))
    #expect(
      folder.files() == (records ? ["tap.golden.jsonl", "tap.golden.txt", "tap.jsonl"] : ["tap.jsonl"]))
  }

  @Test("--update=failed overwrites a differing golden and reports it")
  func updateFailed() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "old\n")
    try folder.write("tap.golden.txt.new", "stale\n")

    let result = Self.run(["check", "--update=failed"], in: folder)

    #expect(result.code == 0)
    #expect(
      result.stdout
        == "updated tap.golden.txt\nremoved stale tap.golden.txt.new\n1 updated, 0 passed, 0 failed\n")
    #expect(folder.read("tap.golden.txt") == GoldenFolder.stampedTapText)
    #expect(folder.files() == ["tap.golden.txt", "tap.jsonl"])
  }

  @Test("--update=all rewrites every golden, matching ones too")
  func updateAll() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("a.jsonl", GoldenFolder.trace())
    try folder.write("a.golden.txt", GoldenFolder.tapText)
    try folder.write("b.jsonl", GoldenFolder.trace())
    try folder.write("b.golden.txt", "old\n")

    let result = Self.run(["check", "--update=all"], in: folder)

    #expect(result.code == 0)
    #expect(
      result.stdout
        == "rewrote a.golden.txt (unchanged)\nupdated b.golden.txt\n1 updated, 1 passed, 0 failed\n")
    #expect(folder.read("b.golden.txt") == GoldenFolder.stampedTapText)
  }

  @Test("A passing check removes a stale .new file")
  func stalePending() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    try folder.write("tap.golden.txt.new", "stale\n")

    let result = Self.run(["check", "--update=none"], in: folder)

    #expect(result.stdout == "removed stale tap.golden.txt.new\n1 passed, 0 failed\n")
    #expect(folder.files() == ["tap.golden.txt", "tap.jsonl"])
  }

  @Test("accept moves the pending files over the goldens, then has nothing left to accept")
  func accept() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("traces/tap.jsonl", GoldenFolder.trace())
    try folder.write("traces/tap.golden.txt", "old\n")
    try folder.write("traces/tap.golden.jsonl", "old\n")
    _ = Self.run(["check", "--format", "both", "--update=none"], in: folder)

    let first = Self.run(["accept", "traces/tap.jsonl"], in: folder)
    let check = Self.run(["check", "--format", "both", "--update=none"], in: folder)
    let second = Self.run(["accept"], in: folder)

    #expect(first.code == 0)
    #expect(
      first.stdout == "accepted traces/tap.golden.txt.new -> traces/tap.golden.txt\n"
        + "accepted traces/tap.golden.jsonl.new -> traces/tap.golden.jsonl\n")
    #expect(folder.read("traces/tap.golden.txt") == GoldenFolder.stampedTapText)
    #expect(folder.files() == ["traces/tap.golden.jsonl", "traces/tap.golden.txt", "traces/tap.jsonl"])
    #expect(check.stdout == "2 passed, 0 failed\n")
    #expect(second.code == 0)
    #expect(second.stdout == "nothing to accept: no pending .new files\n")
  }

  @Test(
    "Goldens without a trace are warned about or rejected",
    arguments: [("warn", Int32(0), "warning"), ("reject", 1, "error"), ("ignore", 0, "")])
  func unreferenced(action: String, code: Int32, severity: String) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    try folder.write("sub/gone.golden.txt", "x\n")
    try folder.write("sub/gone.golden.jsonl.new", "x\n")

    let result = Self.run(["check", ".", "--update=none", "--unreferenced", action], in: folder)

    #expect(result.code == code)
    #expect(result.stdout == "1 passed, 0 failed\n")
    if severity.isEmpty {
      #expect(result.stderr == "")
    } else {
      #expect(
        result.stderr.contains(
          "sub/gone.golden.jsonl.new: \(severity): golden file without a trace (no 'gone.jsonl' beside it)"))
      #expect(result.stderr.contains("sub/gone.golden.txt: \(severity): "))
    }
  }

  @Test("A trace with bad input is reported at its line and column, counts as failed and exits 2")
  func parseError() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("bad.jsonl", GoldenFolder.badTrace)
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)

    let result = Self.run(["check"], in: folder)

    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix("bad.jsonl:2:30: error: unknown phase 'bogus'"))
    #expect(result.stdout.hasPrefix("ERROR bad.jsonl (text): the replay stopped on bad input: unknown phase"))
    #expect(result.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    #expect(folder.files() == ["bad.jsonl", "tap.golden.txt", "tap.jsonl"])
  }

  @Test("--filter checks matching traces and counts the rest as skipped")
  func filter() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("a/tap.jsonl", GoldenFolder.trace())
    try folder.write("a/tap.golden.txt", GoldenFolder.tapText)
    try folder.write("b/tap.jsonl", GoldenFolder.trace())

    let result = Self.run(["check", "--filter", "a/", "--update=none"], in: folder)

    #expect(result.code == 0)
    #expect(result.stdout == "1 passed, 0 failed, 1 skipped\n")
  }

  @Test("--junit writes a JUnit XML report with the right counts")
  func junit() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("c-bad.jsonl", GoldenFolder.badTrace)
    try folder.write("c-good.jsonl", GoldenFolder.trace())
    try folder.write("c-good.golden.txt", GoldenFolder.tapText)
    try folder.write("c-off.jsonl", GoldenFolder.trace())
    try folder.write("c-off.golden.txt", "old\n")
    try folder.write("skip.jsonl", GoldenFolder.trace())

    _ = Self.run(["check", "--update=none", "--filter", "c-", "--junit", "out/report.xml"], in: folder)
    let data = try #require(FileManager.default.contents(atPath: folder.path + "/out/report.xml"))
    let collector = XMLCollector()
    let parser = XMLParser(data: data)
    parser.delegate = collector

    #expect(parser.parse())
    #expect(collector.suites.first?["tests"] == "4")
    #expect(collector.suites.first?["failures"] == "1")
    #expect(collector.suites.first?["errors"] == "1")
    #expect(collector.suites.first?["skipped"] == "1")
    #expect(
      collector.cases == [
        "c-bad.jsonl (text)", "c-good.jsonl (text)", "c-off.jsonl (text)", "skip.jsonl (text)",
      ])
    #expect(collector.failureText.contains("-old\n+    0.000  touch"))
  }

  @Test("New recordings are counted apart from passes: 3 recorded, 0 passed; then 3 passed")
  func recordedApartFromPassed() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    for name in ["a", "b", "c"] { try folder.write("\(name).jsonl", GoldenFolder.trace()) }

    let first = Self.run(["check", "--update=missing"], in: folder)
    let again = Self.run(["check", "--update=none"], in: folder)
    let json = Self.run(["check", "--update=all", "--results", "jsonl"], in: folder)
    let summary = try #require(
      json.stdout.split(separator: "\n").last.flatMap {
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      })

    #expect(first.code == 0)
    #expect(first.stdout.hasSuffix("c.golden.txt\n3 recorded, 0 passed, 0 failed\n"))
    #expect(again.stdout == "3 passed, 0 failed\n")
    #expect(summary["passed"] as? Int == 3)
    #expect(summary["recorded"] as? Int == 0)
    #expect(summary["updated"] as? Int == 0)
  }

  @Test("--results jsonl prints one JSON object per check and a summary object")
  func resultsJSONL() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("bad.jsonl", GoldenFolder.badTrace)
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "old\n")

    let result = Self.run(["check", "--update=none", "--results", "jsonl"], in: folder)
    let objects = try result.stdout.split(separator: "\n").map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    #expect(objects.count == 3)
    #expect(objects[0]["status"] as? String == "error")
    #expect(objects[0]["file"] as? String == "bad.jsonl")
    #expect(objects[0]["line"] as? Int == 2)
    #expect(objects[0]["column"] as? Int == 30)
    #expect(objects[1]["trace"] as? String == "tap.jsonl")
    #expect(objects[1]["golden"] as? String == "tap.golden.txt")
    #expect(objects[1]["status"] as? String == "failed")
    #expect(objects[1]["pending"] as? String == "tap.golden.txt.new")
    #expect((objects[1]["diff"] as? String)?.hasPrefix("--- tap.golden.txt\n") == true)
    #expect(objects[2]["type"] as? String == "summary")
    #expect(objects[2]["failed"] as? Int == 2)
    #expect(objects[2]["summary"] as? String == "0 passed, 2 failed")
    #expect(objects[2]["recorded"] as? Int == 0)
  }

  @Test("The output is the same, in sorted order, with --jobs 1 and --jobs 2")
  func stableOrder() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    for index in 0..<24 {
      try folder.write("t\(index).jsonl", GoldenFolder.trace(x: 100 + index))
      if index % 3 == 0 { try folder.write("t\(index).golden.txt", "old\n") }
    }
    try folder.write("t5.jsonl", GoldenFolder.badTrace)

    let serial = Self.run(["check", "--update=none", "--jobs", "1", "--format", "both"], in: folder)
    let parallel = Self.run(["check", "--update=none", "--jobs", "2", "--format", "both"], in: folder)

    #expect(serial.code == 2)
    #expect(parallel.stdout == serial.stdout)
    #expect(parallel.stderr == serial.stderr)
    #expect(serial.stdout.hasSuffix("0 passed, 48 failed\n"))
    let order = serial.stdout.split(separator: "\n").filter {
      $0.hasPrefix("FAIL t") || $0.hasPrefix("ERROR")
    }
    .map { $0.split(separator: " ")[1] }
    #expect(order == order.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test("The diff is coloured on a terminal and never with NO_COLOR")
  func color() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", "old\n")

    let terminal = Self.run(["check", "--update=none"], in: folder, isTerminal: true)
    let noColor = Self.run(
      ["check", "--update=none"], in: folder, environment: ["NO_COLOR": "1"], isTerminal: true)

    #expect(terminal.stdout.contains("\u{1B}[31m-old\u{1B}[0m"))
    #expect(!noColor.stdout.contains("\u{1B}"))
    #expect(folder.read("tap.golden.txt.new") == GoldenFolder.stampedTapText)
  }

  @Test("A missing path is a usage error")
  func missingPath() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }

    let result = Self.run(["check", "nowhere"], in: folder)

    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix("nowhere: error: cannot read: No such file or directory"))
  }
}

/// Collects the attributes of `<testsuite>`, the names of `<testcase>` and the text of `<failure>`.
final class XMLCollector: NSObject, XMLParserDelegate {
  var suites: [[String: String]] = []
  var cases: [String] = []
  var failureText = ""
  private var inFailure = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    switch elementName {
    case "testsuite": suites.append(attributeDict)
    case "testcase": cases.append(attributeDict["name"] ?? "")
    case "failure": inFailure = true
    default: break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "failure" { inFailure = false }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if inFailure { failureText += string }
  }
}
