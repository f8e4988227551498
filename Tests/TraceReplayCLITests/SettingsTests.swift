import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

/// `tracereplay.json`, header options, golden stamps and `check --shard`.
@Suite("Project settings, header options and golden stamps")
struct SettingsTests {
  static func run(
    _ arguments: [String], in folder: GoldenFolder, environment: [String: String] = [:]
  ) -> (code: Int32, stdout: String, stderr: String) {
    CheckCommandTests.run(arguments, in: folder, environment: environment)
  }

  /// A tap that starts on the button and ends 100 pt above it: outside the default 70 pt margin.
  static let dragOut = GoldenFolder.trace().replacingOccurrences(
    of: "{\"t\": 0.1, \"id\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 720}",
    with: "{\"t\": 0.1, \"id\": 1, \"phase\": \"ended\", \"x\": 100, \"y\": 600}")

  @Test("the defaults that --help shows are the model's own: 70 pt, 0.35 s and 45 pt")
  func defaultsAreTheModels() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    let help = Self.run(["run", "--help"], in: folder).stdout
    #expect(help.contains("(default: 70)"))
    #expect(help.contains("(default: 0.35)") && help.contains("(default: 45)"))
    let defaults = ReplaySettings.uikitDefaults
    #expect(defaults.touchMargin == 70 && defaults.tapInterval == 0.35 && defaults.tapDistance == 45)
    #expect(Replayer.Options().tapInterval == defaults.tapInterval)
    #expect(Replayer.Options().tapDistance == defaults.tapDistance)
  }

  @Test(
    "the touch margin comes from the flag, else the header, else tracereplay.json, else 70",
    arguments: [
      (nil, nil, nil, "touchUpOutside"), ("{\"touchMargin\": 200}", nil, nil, "touchUpInside"),
      ("{\"touchMargin\": 200}", 10, nil, "touchUpOutside"),
      ("{\"touchMargin\": 10}", 200, nil, "touchUpInside"),
      ("{\"touchMargin\": 10}", 10, "200", "touchUpInside"), (nil, nil, "200", "touchUpInside"),
    ] as [(String?, Int?, String?, String)])
  func precedence(settings: String?, header: Int?, flag: String?, ending: String) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    var trace = Self.dragOut
    if let header {
      trace = trace.replacingOccurrences(
        of: "{\"tracereplay\": 1,", with: "{\"tracereplay\": 1, \"touchMargin\": \(header),")
    }
    try folder.write("traces/drag.jsonl", trace)
    if let settings { try folder.write("tracereplay.json", settings) }

    let result = Self.run(
      ["run", "traces/drag.jsonl"] + (flag.map { ["--touch-margin", $0] } ?? []), in: folder)

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.contains("event     ok UIButton  \(ending)\n"))
  }

  @Test("an unknown header key is a warning with a did-you-mean, and a typo of scene says so")
  func unknownHeaderKey() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("typo.jsonl", "{\"tracereplay\": 1, \"secne\": \"x.scene.json\"}\n")

    let result = Self.run(["run", "typo.jsonl"], in: folder)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        """
        typo.jsonl:1:20: warning: unknown header key 'secne' is ignored; did you mean 'scene'?
        """))
    #expect(result.stderr.contains("typo.jsonl:1:20: error: no scene for this trace"))
    #expect(result.stderr.contains("note: the header's key here is not 'scene': did you mean 'scene'?"))
  }

  @Test("a header's touchMargin that is not a number is an error at its value")
  func badHeaderOption() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write(
      "t.jsonl",
      GoldenFolder.trace().replacingOccurrences(
        of: "{\"tracereplay\": 1,", with: "{\"tracereplay\": 1, \"touchMargin\": \"70\","))

    let result = Self.run(["run", "t.jsonl"], in: folder)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "t.jsonl:1:35: error: field 'touchMargin' must be a number of points from 0 to 10000, found a string\n"
      ))
  }

  @Test("an unknown settings key is an error with a did-you-mean, exit 2")
  func unknownSettingsKey() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tracereplay.json", "{\"touchMargn\": 3}\n")

    let result = Self.run(["run", "tap.jsonl"], in: folder)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        tracereplay.json:1:2: error: unknown settings key 'touchMargn'; did you mean 'touchMargin'?
        {"touchMargn": 3}
         ^
        note: a settings file may set 'tracereplay', 'formats', 'lenient', 'touchMargin', 'tapInterval', 'tapDistance'

        """)
  }

  @Test("a tracereplay.json that is a FIFO is an error that says so, not a hang (exit 2)")
  func settingsFIFO() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    mkfifo(folder.path + "/tracereplay.json", 0o644)

    let result = Self.run(["run", "tap.jsonl"], in: folder)

    #expect(result.code == 2)
    #expect(result.stderr.contains("settings path is a FIFO (named pipe), not a regular file"))
  }

  @Test("formats in tracereplay.json choose the goldens check compares, unless --format is given")
  func formats() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("traces/tap.jsonl", GoldenFolder.trace())
    try folder.write("tracereplay.json", "{\"tracereplay\": 1, \"formats\": [\"jsonl\", \"text\"]}")

    let both = Self.run(["check", "traces"], in: folder)
    let text = Self.run(["check", "traces", "--format", "text"], in: folder, environment: ["CI": "true"])

    #expect(
      both.stdout
        == "recorded traces/tap.golden.txt\nrecorded traces/tap.golden.jsonl\n2 recorded, 0 passed, 0 failed\n"
    )
    #expect(text.stdout == "1 passed, 0 failed\n")
  }

  @Test("a golden made with other options says so instead of showing a diff")
  func stampMismatch() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("drag.jsonl", Self.dragOut)
    #expect(Self.run(["check", "--touch-margin", "200"], in: folder).code == 0)

    let result = Self.run(["check"], in: folder)

    #expect(result.code == 1)
    #expect(
      result.stdout == """
        FAIL drag.jsonl (text): the golden was made with other options: touch-margin 200 (this check: 70); \
        check with the options it was made with (tracereplay.json, the trace's header, flags), or re-record it \
        (--update=failed)
        wrote drag.golden.txt.new
        accept with: tracereplay accept drag.jsonl
        0 passed, 1 failed

        """)
    #expect(
      folder.read("drag.golden.txt")?.hasPrefix("# tracereplay golden: format 1, touch-margin 200,") == true)
  }

  @Test("a golden of another output format version asks to re-record it")
  func formatVersion() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write(
      "tap.golden.txt",
      "# tracereplay golden: format 0, touch-margin 70, tap-interval 0.35, tap-distance 45\nold\n")

    let result = Self.run(["check"], in: folder)

    #expect(
      result.stdout.hasPrefix(
        "FAIL tap.jsonl (text): the golden was made with output format 0 and this tracereplay writes format 1"
      ))
  }

  @Test("a golden without a stamp still passes: goldens recorded before stamps keep working")
  func unstamped() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)

    let result = Self.run(["check"], in: folder, environment: ["CI": "1"])

    #expect(result.code == 0)
    #expect(folder.read("tap.golden.txt") == GoldenFolder.tapText)
  }

  @Test("a golden with CRLF line endings matches line by line, with a warning that says why")
  func crlf() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText.replacingOccurrences(of: "\n", with: "\r\n"))

    let result = Self.run(["check"], in: folder, environment: ["CI": "1"])

    #expect(result.code == 0)
    #expect(result.stdout == "1 passed, 0 failed\n")
    #expect(
      result.stderr == """
        tap.golden.txt: warning: the golden has CRLF line endings (compared line by line); keep goldens byte \
        for byte with '*.golden.* -text' in .gitattributes (see docs/ci.md)

        """)
  }

  @Test("JSON Lines files in a folder that are not traces are skipped and reported")
  func notTraces() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    try folder.write("tap.jsonl", GoldenFolder.trace())
    try folder.write("tap.golden.txt", GoldenFolder.tapText)
    try folder.write("events.jsonl", "{\"t\":0.0,\"type\":\"touch\",\"id\":1}\n")
    try folder.write("config.jsonl", "\n{\"name\": \"x\"}\n")

    let result = Self.run(["check"], in: folder)

    #expect(result.code == 0)
    #expect(
      result.stdout == """
        skipped config.jsonl: not a trace: its first line is neither a header nor a touch sample
        skipped events.jsonl: not a trace: its first line is neither a header nor a touch sample
        1 passed, 0 failed, 2 skipped

        """)
  }

  @Test("--shard K/N splits the sorted traces the same way every time, and together they cover all")
  func shards() throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }
    for name in ["a", "b", "c", "d", "e"] { try folder.write("\(name).jsonl", GoldenFolder.trace()) }

    let first = Self.run(["check", "--shard", "1/2"], in: folder)
    let second = Self.run(["check", "--shard", "2/2"], in: folder)

    #expect(
      first.stdout
        == "recorded a.golden.txt\nrecorded c.golden.txt\nrecorded e.golden.txt\n3 recorded, 0 passed, 0 failed\n"
    )
    #expect(second.stdout == "recorded b.golden.txt\nrecorded d.golden.txt\n2 recorded, 0 passed, 0 failed\n")
  }

  @Test(
    "a --shard that is not K/N with 1 <= K <= N is a usage error",
    arguments: ["0/2", "3/2", "1", "a/b", "1/0"])
  func badShard(text: String) throws {
    let folder = try GoldenFolder()
    defer { folder.remove() }

    let result = Self.run(["check", "--shard", text], in: folder)

    #expect(result.code == 2)
    #expect(result.stderr.contains("invalid value '\(text)' for '--shard <K/N>'"))
  }
}
