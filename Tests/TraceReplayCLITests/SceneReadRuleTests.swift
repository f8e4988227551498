import Foundation
import Testing

/// Where a header's scene may be, what is read as a scene, and how input text shows in messages.
@Suite("Files the commands read")
struct SceneReadRuleTests {
  static let scene = #"{"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 100]}]}"#

  static func trace(scene: String) -> String {
    """
    {"tracereplay": 1, "scene": \(scene)}
    {"t": 0.0, "id": 1, "phase": "began", "x": 10, "y": 10}
    {"t": 0.1, "id": 1, "phase": "ended", "x": 10, "y": 10}

    """
  }

  @Test(
    "A header's scene path that is absolute, leaves the folder, is empty or holds a NUL is an error at the value",
    arguments: [
      (
        #""/etc/passwd""#,
        "t/t.jsonl:1:29: error: scene path '/etc/passwd' is absolute; a header's scene must be inside the trace's folder"
      ),
      (
        #""../s.scene.json""#,
        "t/t.jsonl:1:29: error: scene path '../s.scene.json' leads out of the trace's folder"
      ),
      (
        #""a/../../s.scene.json""#,
        "t/t.jsonl:1:29: error: scene path 'a/../../s.scene.json' leads out of the trace's folder"
      ),
      (
        #""""#,
        "t/t.jsonl:1:29: error: field 'scene' is an empty path; name the scene file, relative to the trace's folder"
      ),
      (
        #""s.scene.json\u0000.txt""#,
        "t/t.jsonl:1:29: error: field 'scene' holds a NUL character, which no path can contain: 's.scene.json\\u{0}.txt'"
      ),
    ])
  func outsidePaths(scene: String, message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)
    try folder.write("t/s.scene.json", Self.scene)
    try folder.write("t/t.jsonl", Self.trace(scene: scene))

    let result = CLIHarness.run(["run", "t/t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix(message + "\n"))
  }

  @Test("--allow-outside-scene lets a header name a scene outside the trace's folder")
  func allowed() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)
    try folder.write("t/t.jsonl", Self.trace(scene: #""../s.scene.json""#))

    let result = CLIHarness.run(["run", "t/t.jsonl", "--allow-outside-scene"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stdout.contains("touchUpInside"))
  }

  @Test("A header's scene that is a link out of the trace's folder is refused; one inside is read")
  func links() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)
    try folder.write("t/scenes/in.scene.json", Self.scene)
    symlink(folder.path + "/s.scene.json", folder.path + "/t/out.scene.json")
    symlink("scenes/in.scene.json", folder.path + "/t/in.scene.json")
    try folder.write("t/out.jsonl", Self.trace(scene: #""out.scene.json""#))
    try folder.write("t/in.jsonl", Self.trace(scene: #""in.scene.json""#))

    let out = CLIHarness.run(["run", "t/out.jsonl"], in: folder.path)
    let inside = CLIHarness.run(["run", "t/in.jsonl"], in: folder.path)

    #expect(out.code == 2)
    #expect(
      out.stderr.hasPrefix(
        "t/out.jsonl:1:29: error: scene path 't/out.scene.json' is a symbolic link out of the trace's folder\n"
      ))
    #expect(inside.code == 0)
  }

  @Test(
    "Only regular files are read as scenes: a FIFO, a folder or a loop of links says what it is",
    arguments: [
      ("pipe", "t.jsonl:1:29: error: scene path 'pipe' is a FIFO (named pipe), not a regular file"),
      ("dir", "t.jsonl:1:29: error: scene path 'dir' is a folder, not a regular file"),
      ("loop", "t.jsonl:1:29: error: scene path 'loop' is a loop of symbolic links"),
    ])
  func notRegular(name: String, message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    mkfifo(folder.path + "/pipe", 0o644)
    try FileManager.default.createDirectory(atPath: folder.path + "/dir", withIntermediateDirectories: true)
    symlink(folder.path + "/loop2", folder.path + "/loop")
    symlink(folder.path + "/loop", folder.path + "/loop2")
    try folder.write("t.jsonl", Self.trace(scene: "\"\(name)\""))

    let header = CLIHarness.run(["run", "t.jsonl"], in: folder.path)
    let option = CLIHarness.run(["run", "t.jsonl", "--scene", name], in: folder.path)

    #expect(header.code == 2)
    #expect(header.stderr == message + "\n")
    #expect(option.code == 2)
    #expect(option.stderr.hasPrefix("\(name): error: scene path is "))
  }

  @Test("Control characters from input are escaped on stderr and in text output")
  func escaped() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("t.jsonl", Self.trace(scene: #""\u001b]0;pwned\u0007\u001b[2J""#))

    let result = CLIHarness.run(["run", "t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stderr.contains(#"scene file '\u{1B}]0;pwned\u{7}\u{1B}[2J' does not exist"#))
  }

  @Test("A long value is clipped in messages, so one message stays short")
  func bounded() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("t.jsonl", Self.trace(scene: "\"" + String(repeating: "a", count: 50_000) + "\""))

    let result = CLIHarness.run(["run", "t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.utf8.count < 400)
    #expect(result.stderr.contains("scene file '" + String(repeating: "a", count: 80) + "...'"))
  }

  @Test("--time takes a negative start as its value, not as a missing one")
  func negativeTime() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)
    try folder.write("t.jsonl", Self.trace(scene: #""s.scene.json""#))

    let result = CLIHarness.run(["render", "t.jsonl", "--time", "-1..", "--ascii"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stderr == "")
  }
}

@Suite("Input text in output")
struct InputTextEscapingTests {
  @Test("A trace's string id with control characters is escaped in the text output and on stderr")
  func traceID() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", SceneReadRuleTests.scene)
    try folder.write(
      "t.jsonl",
      """
      {"tracereplay": 1, "scene": "s.scene.json"}
      {"t": 0.0, "id": "\\u001b[2J", "phase": "began", "x": 10, "y": 10}
      {"t": 0.1, "id": "\\u001b[2J", "phase": "moved", "x": 10, "y": 10}

      """)

    let result = CLIHarness.run(["run", "t.jsonl", "--lenient"], in: folder.path)

    #expect(result.code == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(result.stdout.contains(#"touch     \u{1B}[2J began"#))
    #expect(
      result.stderr.contains(#"warning: touch '\u{1B}[2J' began on line 2 is never ended or cancelled"#))
  }

  @Test("A scene id with a control character is an error")
  func sceneID() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", #"{"views": [{"id": "a\u001bb", "frame": [0, 0, 1, 1]}]}"#)
    try folder.write("t.jsonl", SceneReadRuleTests.trace(scene: #""s.scene.json""#))

    let result = CLIHarness.run(["run", "t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        #"s.scene.json:1:19: error: views[0].id: an id must not contain control characters, found 'a\u{1B}b'"#
      ))
  }
}

@Suite("Smaller diagnostics")
struct SmallerDiagnosticsTests {
  @Test("A version number is quoted as written, not reformatted")
  func versionAsWritten() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("t.jsonl", "{\"tracereplay\": 100000000000000000000000}\n")

    let result = CLIHarness.run(["run", "t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "t.jsonl:1:17: error: field 'tracereplay' must be the format version 1, found 100000000000000000000000\n"
      ))
  }

  @Test("Negative zero is written 0.0 in JSONL, as in the text output")
  func negativeZero() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", SceneReadRuleTests.scene)
    try folder.write(
      "t.jsonl",
      """
      {"tracereplay": 1, "scene": "s.scene.json"}
      {"t": -0, "id": 1, "phase": "began", "x": -0, "y": -0.0}
      {"t": 0.1, "id": 1, "phase": "ended", "x": -0.0, "y": 10}

      """)

    let result = CLIHarness.run(["run", "t.jsonl", "--format", "jsonl"], in: folder.path)

    #expect(result.code == 0)
    #expect(!result.stdout.contains("-0.0"))
    #expect(result.stdout.hasPrefix(#"{"t":0.0,"type":"touch","id":1,"phase":"began","x":0.0,"y":0.0,"#))
  }
}

@Suite("Duplicate keys in nested values")
struct NestedDuplicateKeyTests {
  @Test("A duplicate key in a nested value of a sample names the sample's own line")
  func nestedDuplicateKey() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", SceneReadRuleTests.scene)
    let lines = [
      #"{"tracereplay": 1, "scene": "s.scene.json"}"#, "", "",
      #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 1, "z": {"k": 1, "k": 2}}"#,
    ]
    try folder.write("t.jsonl", lines.joined(separator: "\n") + "\n")

    let result = CLIHarness.run(["run", "t.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix("t.jsonl:4:67: error: duplicate key 'k' (first on line 4, column 59)\n"))
  }
}
