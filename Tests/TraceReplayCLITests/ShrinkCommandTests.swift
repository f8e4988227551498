import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

@Suite("tracereplay shrink")
struct ShrinkCommandTests {
  /// `ok` spans x 20..<370, y 700..<750; its touch area reaches up to y 630.
  static let scene = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}], "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}
    """

  /// 30 taps on `ok`, and among them one drag that starts on it and ends 100 pt above it, far
  /// outside its touch area: 40 moves.
  static func longTrace() -> String {
    var lines = ["{\"tracereplay\": 1, \"scene\": \"scene.json\"}"]
    var t = 0.0
    func sample(_ phase: String, _ x: Double, _ y: Double) {
      lines.append(
        "{\"t\": \(String(format: "%.3f", t)), \"id\": 1, \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}")
    }
    for tap in 0..<30 {
      let x = 100.0 + Double(tap) * 5
      sample("began", x, 720)
      t += 0.016
      sample("moved", x + 0.5, 720.5)
      t += 0.05
      sample("ended", x + 0.5, 720.5)
      t += 0.5
      if tap == 17 {
        var y = 725.3
        sample("began", 190.7, y)
        for _ in 0..<40 {
          t += 0.016
          y -= 4.1
          sample("moved", 190.7, (y * 10).rounded() / 10)
        }
        t += 0.016
        sample("ended", 190.7, (y * 10).rounded() / 10)
        t += 0.5
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether the trace replays to a `touchUpOutside` (false when `run` refuses it).
  private func showsTouchUpOutside(_ trace: String, in folder: TestFolder) throws -> Bool {
    try folder.write("candidate.jsonl", trace)
    let result = CLIHarness.run(["run", "candidate.jsonl", "--format", "jsonl"], in: folder.path)
    return result.code == 0 && CLIHarness.records(result.stdout).contains("controlEvent ok touchUpOutside")
  }

  @Test("--keep events=touchUpOutside on a long trace: one touch, still touchUpOutside, 1-minimal")
  func dragOutside() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "events=touchUpOutside", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("132 samples, 31 touches -> 2 samples, 1 touch ("))
    let small = try folder.read("small.jsonl")
    let lines = small.split(separator: "\n").map(String.init)
    #expect(lines.first == "{\"tracereplay\": 1, \"scene\": \"scene.json\"}")
    #expect(lines.filter { $0.contains("\"began\"") }.count == 1)
    #expect(try showsTouchUpOutside(small, in: folder))
    // 1-minimal: without any one sample it is no longer a trace that lifts outside.
    for index in 1..<lines.count {
      var fewer = lines
      fewer.remove(at: index)
      #expect(
        try !showsTouchUpOutside(fewer.joined(separator: "\n") + "\n", in: folder),
        "without line \(index + 1)")
    }
    #expect(try folder.read("long.jsonl") == Self.longTrace())
  }

  @Test("An array field matches an element, and several fields must all match")
  func patterns() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "type=action,action=tapOK:", "--without", "events=touchDownRepeat"],
      in: folder.path)

    #expect(result.code == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.dropFirst().allSatisfy { $0.contains("\"y\":720.0") || $0.contains("\"y\":721.0") })
  }

  @Test("A pattern that matches nothing in the unchanged replay is an error listing the fields records have")
  func matchesNothing() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(["shrink", "long.jsonl", "--keep", "evnts=touchUpOutside"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        long.jsonl: error: --keep 'evnts=touchUpOutside' matches no record of the unchanged replay
        note: did you mean 'events=touchUpOutside'?
        note: touch records have: type, id, phase, x, y, view, tap
        note: controlEvent records have: type, control, events
        note: action records have: type, sender, action, target, via, events

        """)
  }

  @Test("--without alone is refused: an empty trace would always meet it")
  func withoutAlone() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--without", "events=touchDownRepeat", "-o", "out.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.jsonl"))
    #expect(
      result.stderr == """
        long.jsonl: error: --without 'events=touchDownRepeat' alone is met by an empty trace: say what must stay with --keep
        note: for instance --keep type=controlEvent,events=touchDown --without 'events=touchDownRepeat'

        """)
  }

  @Test("-o never writes over the input")
  func neverOverInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "events=touchUpOutside", "-o", "./long.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(try folder.read("long.jsonl") == Self.longTrace())
  }

  @Test("-o never names the golden it compares with, nor the settings file it read")
  func neverOverGoldenOrSettings() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())
    try folder.write("tracereplay.json", #"{"tracereplay": 1, "formats": ["jsonl"]}"#)
    #expect(
      CLIHarness.run(["check", "long.jsonl", "--format", "jsonl", "--update", "missing"], in: folder.path)
        .code == 0)
    let golden = try folder.read("long.golden.jsonl")

    let overGolden = CLIHarness.run(["shrink", "long.jsonl", "-o", "long.golden.jsonl"], in: folder.path)
    let overSettings = CLIHarness.run(
      ["shrink", "long.jsonl", "--keep", "events=touchUpOutside", "-o", "tracereplay.json"], in: folder.path)

    #expect(overGolden.code == 2)
    #expect(overGolden.stderr.contains("the output is the same file as the golden it reads"))
    #expect(try folder.read("long.golden.jsonl") == golden)
    #expect(overSettings.code == 2)
    #expect(overSettings.stderr.contains("the output is the same file as the settings file it reads"))
    #expect(try folder.read("tracereplay.json") == #"{"tracereplay": 1, "formats": ["jsonl"]}"#)
  }

  @Test("Without a golden, the hint names the command that records one")
  func noGoldenHint() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())

    let result = CLIHarness.run(["shrink", "long.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr.contains(
        "note: pass --keep FIELD=VALUE, or record the golden with 'tracereplay check long.jsonl --format jsonl --update=missing'"
      ))
  }

  @Test(
    "With neither option it keeps what differs from the golden: an action the golden has and the replay lacks"
  )
  func golden() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scene.json", Self.scene)
    try folder.write("long.jsonl", Self.longTrace())
    #expect(
      CLIHarness.run(["check", "long.jsonl", "--format", "jsonl", "--update", "missing"], in: folder.path)
        .code == 0)
    // The 11th tap (x 150) now lands on a button over `ok` with no action.
    let cover = """
      , {"id": "cover", "class": "UIButton", "frame": [148, 710, 6, 20]}]}]}
      """
    try folder.write("scene.json", String(Self.scene.dropLast(4)) + cover)

    let result = CLIHarness.run(["shrink", "long.jsonl", "-o", "small.jsonl"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    let small = try folder.read("small.jsonl")
    #expect(small.split(separator: "\n").filter { $0.contains("\"began\"") }.count == 1)
    #expect(small.contains("\"x\":150.0"))
    let check = CLIHarness.run(["run", "small.jsonl", "--format", "jsonl"], in: folder.path)
    #expect(CLIHarness.records(check.stdout).contains("controlEvent cover touchUpInside"))
  }

  @Test("Bad input gets what run gives: exit 2 and file:line:col")
  func badInput() {
    let trace =
      "{\"tracereplay\": 1, \"scene\": \(Self.scene)}\n{\"t\": 0.0, \"id\": 1, \"phase\": \"began\", \"x\": 1}\n"
    let shrunk = CLIHarness.run(["shrink", "-", "--keep", "type=touch"], standardInput: trace)
    let ran = CLIHarness.run(["run", "-"], standardInput: trace)

    #expect(shrunk.code == 2)
    #expect(shrunk.stderr == ran.stderr)
    #expect(shrunk.stderr.hasPrefix("<stdin>:2:"))
  }

  @Test("--help describes the options")
  func help() {
    let result = CLIHarness.run(["shrink", "--help"])
    #expect(result.code == 0)
    for option in ["--keep", "--without", "--output"] { #expect(result.stdout.contains(option)) }
  }
}
