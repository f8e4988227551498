import Foundation
import Testing
import TraceReplayCLI

/// The repository's own example traces must match their recorded goldens, in both formats.
@Suite("The example traces")
struct ExampleGoldenTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  @Test("Every trace in traces/ matches its text and JSONL goldens")
  func examples() throws {
    let count = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/traces")
      .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".golden.jsonl") }.count
    let context = CLIContext.inMemory(environment: ["CI": "true"], currentDirectory: Self.root)

    let code = CLI.run(
      ["check", "traces", "--update=none", "--format", "both", "--unreferenced", "reject"], context: context)

    #expect(count >= 10)
    #expect(context.stderr.contents == "")
    #expect(context.stdout.contents == "\(count * 2) passed, 0 failed\n")
    #expect(code == 0)
  }
}
