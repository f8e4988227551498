import Foundation
import Testing
import TraceReplayCLI

/// Imports the real recordings in `shared/realdata` (never committed) and replays them against
/// the committed grid scene; skipped when the folder is absent.
@Suite("Real recordings imported and replayed against traces/grid.scene.json")
struct RealRecordingsTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `shared/realdata` beside the package root, else `/work/shared/realdata`; nil when neither exists.
  static let folder: String? = {
    let candidates = [
      packageRoot.deletingLastPathComponent().appendingPathComponent("shared/realdata").path,
      "/work/shared/realdata",
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
  }()

  static let gridScene = packageRoot.appendingPathComponent("traces/grid.scene.json").path

  struct Recording: Sendable, CustomTestStringConvertible {
    var file: String
    var arguments: [String]
    var summary: String

    var testDescription: String { file }
  }

  static let recordings = [
    Recording(
      file: "cartucho_recorded_touch_events.txt",
      arguments: ["getevent", "--screen", "1080x1920", "--points", "390x693.333"],
      summary: "imported 2 samples, 1 touch, 0 warnings"),
    Recording(
      file: "brprb08_snake_Sub12Snake.csv",
      arguments: [
        "csv", "--missing", "-420", "--up-ends-all", "--screen", "4100x4100", "--points", "390x844",
      ],
      summary: "imported 49326 samples, 106 touches, 1 warning"),
    Recording(
      file: "brprb08_minecraft_Sub12MC.csv",
      arguments: [
        "csv", "--missing", "-420", "--up-ends-all", "--screen", "4100x4100", "--points", "390x844",
      ],
      summary: "imported 19205 samples, 321 touches, 1 warning"),
  ]

  @Test(
    "each recording imports and replays to the end with buttons tapped",
    .enabled(
      if: folder != nil, "shared/realdata is absent (looked beside the package root and in /work/shared)"),
    arguments: recordings)
  func importAndReplay(recording: Recording) throws {
    let realdata = try #require(Self.folder)
    let output = try TestFolder()
    defer { output.remove() }
    var arguments = ["import"] + recording.arguments
    arguments.insert(realdata + "/" + recording.file, at: 2)
    arguments += ["--scene", Self.gridScene, "-o", output.path + "/trace.jsonl"]

    let imported = CLIHarness.run(arguments)
    // The scene stays in traces/, outside the output folder: the header names it with '..'.
    let replay = CLIHarness.run(
      ["run", output.path + "/trace.jsonl", "--format", "jsonl", "--allow-outside-scene"])
    let types = replay.stdout.split(separator: "\n").map { line -> String in
      guard let range = line.range(of: #""type":""#) else { return "?" }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }

    #expect(imported.code == 0)
    #expect(imported.stderr.hasSuffix(recording.summary + "\n"))
    #expect(replay.code == 0)
    #expect(replay.stderr == "")
    #expect(types.contains("controlEvent"))
    #expect(types.contains("action"))
    #expect(!types.contains("error"))
  }
}
