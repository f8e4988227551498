import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

#if canImport(Glibc)
  import Glibc
#endif

@Suite("tracereplay shrink against a golden")
struct ShrinkGoldenTests {
  /// A login form: two fields, `forgot` (250..370 x 310..340) and `signIn`.
  static func loginScene(forgotHeight: Int) -> String {
    """
    {"window": {"width": 390, "height": 844},
     "controllers": [{"id": "vc", "view": "root", "actions": ["signIn:", "forgot:"]}],
     "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
       {"id": "email", "class": "UITextField", "frame": [20, 200, 350, 44]},
       {"id": "password", "class": "UITextField", "frame": [20, 260, 350, 44]},
       {"id": "forgot", "class": "UIButton", "frame": [250, 310, 120, \(forgotHeight)],
        "targets": [{"target": "vc", "action": "forgot:", "events": ["touchUpInside"]}]},
       {"id": "signIn", "class": "UIButton", "frame": [20, 360, 350, 50],
        "targets": [{"target": "vc", "action": "signIn:", "events": ["touchUpInside"]}]}]}]}
    """
  }

  /// Four taps on `email`, one near `forgot`'s bottom edge (y 336), four on `password`, another
  /// near `forgot`'s bottom edge (y 337), one on `signIn`: 11 touches of 5 samples.
  static func loginTrace() -> String {
    var lines = ["{\"tracereplay\": 1, \"scene\": \"scene.json\"}"]
    var t = 0.0
    func tap(_ x: Double, _ y: Double) {
      lines.append(#"{"t": \#(fixed(t)), "id": 1, "phase": "began", "x": \#(x), "y": \#(y)}"#)
      for move in 0..<3 {
        t += 0.016
        lines.append(
          #"{"t": \#(fixed(t)), "id": 1, "phase": "moved", "x": \#(x + 0.3 * Double(move)), "y": \#(y + 0.2 * Double(move))}"#
        )
      }
      t += 0.016
      lines.append(#"{"t": \#(fixed(t)), "id": 1, "phase": "ended", "x": \#(x + 0.5), "y": \#(y + 0.4)}"#)
      t += 0.8
    }
    for x in [100.0, 140, 180, 220] { tap(x, 220) }
    tap(300, 336)
    for x in [100.0, 140, 180, 220] { tap(x, 280) }
    tap(320, 337)
    tap(200, 385)
    return lines.joined(separator: "\n") + "\n"
  }

  static func fixed(_ t: Double) -> String { String(format: "%.3f", t) }

  /// A folder with the login trace, its golden recorded against `forgot` 30 pt tall, and the
  /// scene changed to 20 pt: the two taps near its bottom edge now miss it.
  static func loginFolder() throws -> TestFolder {
    let folder = try TestFolder()
    try folder.write("scene.json", loginScene(forgotHeight: 30))
    try folder.write("login.jsonl", loginTrace())
    let recorded = CLIHarness.run(
      ["check", "login.jsonl", "--format", "jsonl", "--update", "missing"], in: folder.path)
    #expect(recorded.code == 0)
    try folder.write("scene.json", loginScene(forgotHeight: 20))
    return folder
  }

  @Test(
    "Only the touches whose outcomes differ from the golden's stay: one tap near forgot, not the field taps")
  func perTouch() throws {
    let folder = try Self.loginFolder()
    defer { folder.remove() }

    let result = CLIHarness.run(["shrink", "login.jsonl", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    let small = try folder.read("small.jsonl")
    let lines = small.split(separator: "\n")
    #expect(lines.count == 3, "\(small)")
    #expect(lines.filter { $0.contains("\"began\"") }.count == 1)
    #expect(small.contains("\"y\":33"))
    #expect(
      result.stderr.hasPrefix(
        "2 touches of 11 differ from login.golden.jsonl: touch 1 at 3.456 s, touch 1 at 7.776 s\n"
          + "55 samples, 11 touches -> 2 samples, 1 touch ("))
    // The shrunk tap, replayed, no longer reaches `forgot`.
    let run = CLIHarness.run(["run", "small.jsonl", "--format", "jsonl"], in: folder.path)
    #expect(run.code == 0)
    #expect(!run.stdout.contains("forgot"))
  }

  @Test("A golden that is a link out of the trace's folder is refused and not read, as check refuses it")
  func linkOut() throws {
    let folder = try Self.loginFolder()
    defer { folder.remove() }
    let outside = try TestFolder()
    defer { outside.remove() }
    try outside.write("secret.jsonl", "{\"t\":0.0,\"type\":\"action\",\"secret\":\"\u{1B}]0;pwned\u{07}\"}\n")
    try FileManager.default.removeItem(atPath: folder.path + "/login.golden.jsonl")
    symlink(outside.path + "/secret.jsonl", folder.path + "/login.golden.jsonl")

    let result = CLIHarness.run(["shrink", "login.jsonl", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr
        == "login.golden.jsonl: error: the golden is a symbolic link out of the trace's folder; it is not read or written\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/small.jsonl"))
  }

  @Test("A golden over the size limit is exit 2 before a byte of it is read")
  func tooLarge() throws {
    let folder = try Self.loginFolder()
    defer { folder.remove() }
    // A sparse file: no disk space, and nothing read when the size is checked first.
    let golden = folder.path + "/login.golden.jsonl"
    #expect(truncate(golden, off_t(ShrinkGolden.maxBytes + 1)) == 0)

    let result = CLIHarness.run(["shrink", "login.jsonl", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        login.golden.jsonl: error: the golden is 536870913 bytes; shrink reads goldens of at most 536870912 bytes
        note: say what to keep with --keep FIELD=VALUE or --without FIELD=VALUE instead

        """)
  }

  @Test("A golden that matches touch by touch has nothing to shrink")
  func matches() throws {
    let folder = try Self.loginFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.loginScene(forgotHeight: 30))

    let result = CLIHarness.run(["shrink", "login.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.contains("match the golden login.golden.jsonl, touch by touch: nothing to shrink"))
  }
}
