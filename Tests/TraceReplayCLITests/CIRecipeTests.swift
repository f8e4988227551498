import Foundation
import Testing
import TraceReplayCLI

/// docs/ci.md's recipe, run as written on a fresh copy of `traces/`.
@Suite("The CI recipe in docs/ci.md")
struct CIRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized.path

  /// The fenced block after `<!-- ci-recipe:NAME -->` in docs/ci.md.
  static func block(_ name: String) throws -> [String] {
    let page = try String(contentsOfFile: root + "/docs/ci.md", encoding: .utf8)
    let marker = try #require(page.range(of: "<!-- ci-recipe:\(name) -->"))
    let lines = page[marker.upperBound...].split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let start = try #require(lines.firstIndex { $0.hasPrefix("```") })
    let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("```") })
    return Array(lines[(start + 1)..<end])
  }

  @Test("every documented command passes on a fresh copy of the traces with the documented settings")
  func recipe() throws {
    let folder = NSTemporaryDirectory() + "tracereplay-ci-recipe-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.root + "/traces", toPath: folder + "/traces")
    // A fresh project: no goldens yet, and a repository top so the settings search stops here.
    for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    where name.contains(".golden.") {
      try FileManager.default.removeItem(atPath: folder + "/traces/" + name)
    }
    try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
    try Data(try Self.block("settings").joined(separator: "\n").utf8).write(
      to: URL(fileURLWithPath: folder + "/tracereplay.json"))
    let commands = try Self.block("commands")
    #expect(commands.count >= 2)

    for command in commands {
      var words = command.split(separator: " ").map(String.init)
      var environment: [String: String] = [:]
      while let first = words.first, first.contains("=") {
        let pair = first.split(separator: "=", maxSplits: 1).map(String.init)
        environment[pair[0]] = pair[1]
        words.removeFirst()
      }
      #expect(words.first == "tracereplay")
      let context = CLIContext.inMemory(environment: environment, currentDirectory: folder)

      let status = CLI.run(Array(words.dropFirst()), context: context)

      #expect(status == 0, "\(command)\n\(context.stdout.contents)\(context.stderr.contents)")
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/traces/tap.golden.jsonl"))
    #expect(FileManager.default.fileExists(atPath: folder + "/reports/goldens.xml"))
  }
}
