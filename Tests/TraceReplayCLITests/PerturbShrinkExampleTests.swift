import Foundation
import Testing
import TraceReplayCLI

/// The bundled examples of docs/perturb.md and docs/shrink.md: their outputs are goldens too.
@Suite("The perturb and shrink examples")
struct PerturbShrinkExampleTests {
  static let root = ExampleGoldenTests.root

  private func file(_ name: String) throws -> String {
    try String(contentsOfFile: Self.root + "/traces/" + name, encoding: .utf8)
  }

  @Test("perturb of the tap near the edge matches traces/tap-near-edge.perturb.txt", arguments: ["1", "2"])
  func perturb(jobs: String) throws {
    let result = CLIHarness.run(
      ["perturb", "traces/tap-near-edge.jsonl", "--jitter", "3", "--margins", "--jobs", jobs], in: Self.root)

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == (try file("tap-near-edge.perturb.txt")))
  }

  @Test("shrink of the long recording gives traces/long-recording-shrunk.jsonl")
  func shrink() throws {
    let result = CLIHarness.run(
      ["shrink", "traces/long-recording.jsonl", "--keep", "events=touchUpOutside"], in: Self.root)

    #expect(result.code == 0)
    #expect(result.stdout == (try file("long-recording-shrunk.jsonl")))
    #expect(result.stderr.hasPrefix("1,175 samples, 31 touches -> 2 samples, 1 touch ("))
  }
}
