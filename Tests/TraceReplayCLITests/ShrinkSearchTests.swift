import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

@Suite("tracereplay shrink: patterns, the budget and what it writes")
struct ShrinkSearchTests {
  static func folder(_ trace: String = ShrinkCommandTests.longTrace()) throws -> TestFolder {
    let folder = try TestFolder()
    try folder.write("scene.json", ShrinkCommandTests.scene)
    try folder.write("long.jsonl", trace)
    return folder
  }

  @Test("--without a record the recording shows elsewhere first leaves out the touches that show it")
  func withoutNarrows() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(
      [
        "shrink", "long.jsonl", "--keep", "events=touchDown", "--without", "events=touchUpInside", "-o",
        "small.jsonl",
      ],
      in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "left out 30 touches of 31 whose records match --without 'events=touchUpInside': touch 1 at 0.0 s, "
          + "touch 1 at 0.566 s, touch 1 at 1.132 s, touch 1 at 1.698 s, touch 1 at 2.264 s, ...\n"
          + "132 samples, 31 touches -> 2 samples, 1 touch ("))
    // What is left is the press that never fired: the drag that lifted outside.
    let run = CLIHarness.run(["run", "small.jsonl", "--format", "jsonl"], in: folder.path)
    #expect(CLIHarness.records(run.stdout).contains("controlEvent ok touchUpOutside"))
    #expect(!run.stdout.contains("touchUpInside"))
  }

  @Test("--without a record every touch that shows --keep also shows says where it matched and what to do")
  func withoutCannotNarrow() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "action=tapOK:", "--without", "events=touchUpInside"],
      in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        long.jsonl: error: the unchanged replay has records matching --without 'events=touchUpInside' (30 touches: touch 1 at 0.0 s, touch 1 at 0.566 s, touch 1 at 1.132 s, touch 1 at 1.698 s, touch 1 at 2.264 s, ...), and the other touches alone do not show --keep 'action=tapOK:'
        note: the first record: {"type":"controlEvent","control":"ok","events":["touchUpInside"]}
        note: cut the recording to the touches that show the behaviour, or make the --without pattern match only what must not happen

        """)
  }

  @Test("A --keep value no record has suggests the nearest one: action=tapOK gets tapOK:")
  func selectorSuggestion() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(["shrink", "long.jsonl", "--keep", "action=tapOK"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        """
        long.jsonl: error: --keep 'action=tapOK' matches no record of the unchanged replay
        note: did you mean 'action=tapOK:'?
        note: touch records have:
        """))
  }

  @Test(
    "At the replay budget it writes the smallest trace found so far, which still shows the goal, and says so")
  func replayBudget() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "events=touchUpOutside", "--max-replays", "4", "-o", "small.jsonl"],
      in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.contains("(4 replays, ") ?? false)
    #expect(
      lines.dropFirst().joined(separator: "\n")
        == """
        small.jsonl: warning: stopped at the replay budget of 4 replays: wrote the smallest trace found so far, which may not be 1-minimal
        note: search longer with --max-replays, or shrink the written trace again
        """)
    let small = try folder.read("small.jsonl")
    #expect(small.split(separator: "\n").count < 133)
    let run = CLIHarness.run(["run", "small.jsonl", "--format", "jsonl"], in: folder.path)
    #expect(run.code == 0)
    #expect(CLIHarness.records(run.stdout).contains("controlEvent ok touchUpOutside"))
  }

  @Test("--help names the budget and its defaults")
  func budgetHelp() {
    let result = CLIHarness.run(["shrink", "--help"])

    #expect(result.stdout.contains("--max-replays <count>"))
    #expect(result.stdout.contains("(default: 10000)"))
    #expect(result.stdout.contains("--max-seconds <seconds>"))
    #expect(result.stdout.contains("(default: 120)"))
  }

  @Test("A progress line goes to standard error on a terminal, erased before the summary; never elsewhere")
  func progressOnTerminal() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let arguments = ["shrink", "long.jsonl", "--keep", "events=touchUpOutside", "-o", "small.jsonl"]

    let terminal = CLIContext.inMemory(currentDirectory: folder.path, isTerminal: true)
    let terminalCode = CLI.run(arguments, context: terminal)
    let piped = CLIHarness.run(arguments, in: folder.path)

    #expect(terminalCode == 0)
    let stderr = terminal.stderr.contents
    #expect(stderr.hasPrefix("\r\u{1B}[Kshrink: 1 replay: 132 samples -> 132 samples, 31 touches"))
    #expect(stderr.contains("\r\u{1B}[K132 samples, 31 touches -> 2 samples, 1 touch ("))
    #expect(piped.code == 0)
    #expect(!piped.stderr.contains("\r"))
    #expect(!piped.stderr.contains("shrink:"))
  }

  @Test("Times under a microsecond apart are written as a trace holds them: what it writes, run reads")
  func subMicrosecond() throws {
    let trace = """
      {"tracereplay": 1, "scene": "scene.json"}
      {"t": 0.0000001, "id": 1, "phase": "began", "x": 100, "y": 720}
      {"t": 0.0000004, "id": 1, "phase": "ended", "x": 100, "y": 720}

      """
    let folder = try Self.folder(trace)
    defer { folder.remove() }
    #expect(CLIHarness.run(["run", "long.jsonl"], in: folder.path).code == 0)

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "type=touch,phase=ended", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    let run = CLIHarness.run(["run", "small.jsonl", "--format", "jsonl"], in: folder.path)
    #expect(run.code == 0, "\(run.stderr)")
    let small = try folder.read("small.jsonl")
    #expect(small.split(separator: "\n").count == 3)
  }

  @Test(
    "A touch --lenient cancels at the time it began is written a microsecond apart: run reads it strictly")
  func lenientCancelAtBegan() throws {
    let trace = """
      {"tracereplay": 1, "scene": "scene.json"}
      {"t": 0.0, "id": 1, "phase": "began", "x": 100, "y": 720}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 100, "y": 720}
      {"t": 0.2, "id": 2, "phase": "began", "x": 100, "y": 720}

      """
    let folder = try Self.folder(trace)
    defer { folder.remove() }

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--lenient", "--keep", "type=touch,phase=cancelled", "-o", "small.jsonl"],
      in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    let small = try folder.read("small.jsonl")
    #expect(small.contains("\"cancelled\""))
    let run = CLIHarness.run(["run", "small.jsonl"], in: folder.path)
    #expect(run.code == 0, "\(run.stderr)")
  }

  @Test(
    "A trace read from a pipe by its path keeps its header: the bytes read once, not read again",
    .enabled(if: EndToEndTests.isBuilt))
  func headerFromPipe() throws {
    let folder = try Self.folder()
    defer { folder.remove() }

    let result = try EndToEndTests.launch(
      ["shrink", "/dev/stdin", "--scene", folder.path + "/scene.json", "--keep", "events=touchUpOutside"],
      standardInput: ShrinkCommandTests.longTrace())

    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("{\"tracereplay\": 1, \"scene\": \"scene.json\"}\n{\"t\":0.0,"))
    #expect(result.stdout.split(separator: "\n").count == 3)
  }
}
