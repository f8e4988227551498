import CustomControls
import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

/// Replays each trace of `traces/` in-process with the custom classes registered and compares
/// the `run` output with `NAME.golden.txt` and the `explain` output with `NAME.explain.golden.txt`.
/// `TRACEREPLAY_RECORD=1 swift test` rewrites the goldens.
@Suite("Replaying the custom-control traces against their goldens")
struct GoldenReplayTests {
  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces").standardized.path

  static let names = ["knob-turn", "circle-corner", "image-tap"]

  @Test("run output matches the golden", arguments: names)
  func run(name: String) throws {
    try compare(["run", "\(Self.traces)/\(name).jsonl"], golden: "\(name).golden.txt")
  }

  @Test("explain output matches the golden", arguments: names)
  func explain(name: String) throws {
    try compare(["explain", "\(Self.traces)/\(name).jsonl"], golden: "\(name).explain.golden.txt")
  }

  private func compare(_ arguments: [String], golden: String) throws {
    var context = CLIContext.inMemory()
    context.registry = .customControls

    let status = CLI.run(arguments, context: context)

    #expect(status == 0)
    #expect(context.stderr.contents == "")
    let path = "\(Self.traces)/\(golden)"
    if ProcessInfo.processInfo.environment["TRACEREPLAY_RECORD"] == "1" {
      try Data(context.stdout.contents.utf8).write(to: URL(fileURLWithPath: path))
      return
    }
    let expected = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    #expect(context.stdout.contents == expected)
  }
}
