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

  /// The sketch goldens of the library's render tests.
  static let goldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TraceReplayTests/RenderGoldens").path

  static let usage = """
    Usage: tracereplay render <trace> [--output <file>] [--timeline] [--ascii] [--width <columns>] \
    [--time <from..to>] [--control <id>] [--scene <file>] [--allow-outside-scene] [--lenient] \
    [--touch-margin <points>] \
    [--tap-interval <seconds>] [--tap-distance <points>]
      See 'tracereplay render --help' for more information.

    """

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

  @Test(
    "--ascii prints the sketch its library golden holds",
    arguments: [
      (["drag-out-and-back.jsonl", "--ascii"], "drag-out-and-back.ascii.txt"),
      (["nil-target.jsonl", "--ascii", "--width", "40"], "nil-target.ascii-40.txt"),
      (["two-fingers.jsonl", "--ascii", "--control", "ok"], "two-fingers.control-ok.ascii.txt"),
    ])
  func ascii(arguments: [String], golden: String) throws {
    let expected = try String(contentsOfFile: Self.goldens + "/" + golden, encoding: .utf8)

    let result = Self.execute([Self.traces + "/" + arguments[0]] + arguments.dropFirst())

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == expected)
  }

  @Test("--ascii reads the trace from standard input for '-' and names it <stdin>")
  func asciiStandardInput() throws {
    let trace = try String(contentsOfFile: Self.traces + "/two-fingers.jsonl", encoding: .utf8)
    let golden = try String(contentsOfFile: Self.goldens + "/two-fingers.ascii.txt", encoding: .utf8)
    let context = CLIContext.inMemory(currentDirectory: Self.traces, standardInput: Array(trace.utf8))

    let code = CLI.run(["render", "-", "--ascii"], context: context)

    #expect(code == 0)
    #expect(context.stderr.contents == "")
    #expect(
      context.stdout.contents
        == golden.replacingOccurrences(of: "two-fingers.jsonl: window", with: "<stdin>: window"))
  }

  @Test("--ascii -o writes the sketch to the file and prints nothing")
  func asciiOutput() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }

    let result = Self.execute(
      [Self.traces + "/two-fingers.jsonl", "--ascii", "-o", "sketch.txt"], directory: directory)

    #expect(result.code == 0)
    #expect(result.stdout == "")
    let written = try String(contentsOfFile: directory + "/sketch.txt", encoding: .utf8)
    #expect(written == (try String(contentsOfFile: Self.goldens + "/two-fingers.ascii.txt", encoding: .utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["sketch.txt"])
  }

  @Test(
    "--ascii with --timeline, a bad --width, or --width alone is a usage error with exit 2",
    arguments: [
      (
        ["--ascii", "--timeline"],
        "Error: '--ascii' and '--timeline' cannot be used together: the sketch draws the scene only\n"
      ),
      (
        ["--ascii", "--width", "19"],
        "Error: The value '19' is invalid for '--width <columns>'. Please provide a whole number from 20 to 400.\n"
      ),
      (
        ["--ascii", "--width", "wide"],
        "Error: The value 'wide' is invalid for '--width <columns>'. "
          + "Please provide a whole number from 20 to 400.\n"
      ),
      (["--width", "40"], "Error: '--width' needs '--ascii': it sets the sketch's width\n"),
    ])
  func asciiUsage(arguments: [String], message: String) {
    let result = Self.execute([Self.traces + "/tap.jsonl"] + arguments)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message + "\n" + Self.usage)
  }

  @Test("--help lists --ascii and --width with its default")
  func help() {
    let result = Self.execute(["--help"])

    #expect(result.code == 0)
    #expect(
      result.stdout.contains(
        "  --ascii                 Draw the scene as a terminal sketch (plain ASCII text) instead of SVG.\n"))
    #expect(
      result.stdout.contains(
        "  --width <columns>       With --ascii: the sketch's width in characters. (default: 60)\n"))
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
