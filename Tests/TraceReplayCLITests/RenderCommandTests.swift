import Foundation
import Testing
import TraceReplayCLI

/// `tracereplay render`, run in process.
@Suite("The render command")
struct RenderCommandTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("traces").path

  static func execute(_ arguments: [String], directory: String = "/") -> (
    code: Int32, stdout: String, stderr: String
  ) {
    let context = CLIContext.inMemory(currentDirectory: directory)
    let code = CLI.run(["render"] + arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }

  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "tracereplay-render-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The `rsvg-convert` executable on PATH, if any.
  static let rsvgConvert: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { $0 + "/rsvg-convert" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  @Test("Without -o the SVG goes to standard output")
  func stdout() {
    let result = Self.execute([Self.traces + "/tap.jsonl"])

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(result.stdout.contains("<title>tracereplay render: tap.jsonl</title>"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test("-o writes the file, relative to the current directory, and prints nothing")
  func output() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let result = Self.execute(
      ["--timeline", Self.traces + "/drag-out-and-back.jsonl", "-o", "timeline.svg"], directory: directory)

    #expect(result.code == 0)
    #expect(result.stdout == "")
    let written = try String(contentsOfFile: directory + "/timeline.svg", encoding: .utf8)
    #expect(written.contains("<title>tracereplay timeline: drag-out-and-back.jsonl</title>"))
  }

  @Test("A malformed --time is a usage error")
  func badTime() {
    let result = Self.execute([Self.traces + "/tap.jsonl", "--time", "0.3..0.1"])

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value '0.3..0.1' for '--time <from..to>': "
          + "expected seconds as FROM..TO, FROM.. or ..TO"
      ))
  }

  @Test("An unknown --control is reported with a suggestion and exit 2")
  func unknownControl() {
    let result = Self.execute([Self.traces + "/tap.jsonl", "--control", "okk"])

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("--control 'okk' is not a control of the scene"))
    #expect(result.stderr.contains("did you mean 'ok'?"))
  }

  @Test("A missing trace is a diagnostic and no picture")
  func missingTrace() {
    let result = Self.execute([Self.traces + "/no-such.jsonl"])

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("no-such.jsonl"))
  }

  @Test(
    "rsvg-convert turns the picture into a PNG",
    .enabled(if: rsvgConvert != nil, "rsvg-convert is not on PATH; install librsvg2-bin to run this check"))
  func rsvg() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = Self.execute(
      [Self.traces + "/drag-out-and-back.jsonl", "-o", "drag.svg"], directory: directory)
    #expect(result.code == 0)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.rsvgConvert))
    process.arguments = [directory + "/drag.svg", "-o", directory + "/drag.png"]
    try process.run()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    let png = try #require(FileManager.default.contents(atPath: directory + "/drag.png"))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}
