import Foundation
import Testing

/// `import` and `synth` never write a trace that `run` rejects (issue 23).
@Suite("Traces import and synth write stay within run's limits")
struct WrittenTraceLimitTests {
  static let scene = #"{"views": [{"id": "ok", "class": "UIButton", "frame": [0, 0, 100, 100]}]}"#

  @Test(
    "import fails, with run's message, where run would",
    arguments: [
      ("t,x,y,phase\n", "<stdin>: error: empty trace: no samples\nnote: the input holds no touch samples\n"),
      (
        "t,x,y,phase\n0,1,2,DOWN\n2000000000,1,2,UP\n",
        "<stdin>: error: sample 2 of the trace would be rejected by 'run': field 't' is out of range: "
          + "2000000000.0 (the limit is 1e9 seconds)\n"
      ),
      (
        "t,x,y,phase\n0,1e9,2,DOWN\n1,1,2,UP\n",
        "<stdin>: error: sample 1 of the trace would be rejected by 'run': field 'x' is out of range: "
          + "1000000000.0 (the limit is a magnitude of 1e7 points)\n"
      ),
      (
        "t,x,y,phase,id\n" + (1...21).map { "0,1,2,DOWN,\($0)\n" }.joined(),
        "<stdin>: error: sample 21 of the trace would be rejected by 'run': too many touches down at once: "
          + "touch 21 would be number 21; the limit is 20\n"
      ),
    ])
  func importLimits(csv: String, message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("old.jsonl", "old\n")

    let result = CLIHarness.run(
      ["import", "csv", "-", "-o", "old.jsonl"], in: folder.path, standardInput: csv)

    #expect(result.code == 2)
    #expect(result.stderr == message)
    #expect(try folder.read("old.jsonl") == "old\n")
    #expect(try folder.names() == ["old.jsonl"])
  }

  @Test("synth of a script that makes no touch is an error, not a header-only trace")
  func synthEmpty() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)

    let result = CLIHarness.run(
      ["synth", "-", "--scene", "s.scene.json"], in: folder.path, standardInput: "wait 1\n")

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "<stdin>: error: empty trace: no samples\nnote: the script makes no touches; add a gesture\n")
  }

  @Test("synth fails at the gesture whose samples run would reject")
  func synthOutOfRange() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)

    let result = CLIHarness.run(
      ["synth", "-", "--scene", "s.scene.json"], in: folder.path,
      standardInput: "tap ok\n" + String(repeating: "wait 86400\n", count: 11_575) + "tap ok\n")

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "<stdin>:11577:1: error: this gesture makes a sample that 'run' rejects: field 't' is out of range: ")
    )
  }

  @Test("synth streams: its samples go out gesture by gesture and replay")
  func synthStreams() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", Self.scene)

    let synth = CLIHarness.run(
      ["synth", "-", "--scene", "s.scene.json", "-o", "t.jsonl"], in: folder.path,
      standardInput: "tap ok; drag ok -> ok over 0.1s; tap ok\n")
    let run = CLIHarness.run(["run", "t.jsonl", "--format", "jsonl"], in: folder.path)

    #expect(synth.code == 0)
    #expect(run.code == 0)
    #expect(
      CLIHarness.records(run.stdout).filter { $0.hasPrefix("controlEvent ok touchUpInside") }.count == 3)
  }
}
