import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

@Suite("tracereplay import keeps its promises")
struct ImportPromiseTests {
  /// Whether `run` reads the trace `import` wrote to standard output (with a scene beside it).
  static func runAccepts(_ trace: String) throws -> (Bool, String) {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("s.scene.json", #"{"window": {"width": 390, "height": 844}, "views": []}"#)
    try folder.write("t.jsonl", trace)
    let run = CLIHarness.run(["run", "t.jsonl", "--scene", "s.scene.json"], in: folder.path)
    return (run.code == 0, run.stderr)
  }

  @Test("csv: two rows of a finger under a microsecond apart are written a microsecond apart, never merged")
  func csvUnderAMicrosecond() throws {
    let csv = "t,x,y,phase\n0.0000001,10,20,down\n0.0000004,10,20,up\n"

    let result = CLIHarness.run(["import", "csv", "-"], standardInput: csv)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").dropFirst() == [
        #"{"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}"#,
        #"{"t":0.000001,"id":1,"phase":"ended","x":10.0,"y":20.0}"#,
      ])
    let (accepted, stderr) = try Self.runAccepts(result.stdout)
    #expect(accepted, "\(stderr)")
  }

  @Test("getevent: two frames under a microsecond apart are written a microsecond apart, never merged")
  func geteventUnderAMicrosecond() throws {
    let capture = """
      [ 1.0000001] EV_ABS ABS_MT_TRACKING_ID 00000001
      [ 1.0000001] EV_ABS ABS_MT_POSITION_X 00000010
      [ 1.0000001] EV_ABS ABS_MT_POSITION_Y 00000020
      [ 1.0000001] EV_SYN SYN_REPORT 00000000
      [ 1.0000004] EV_ABS ABS_MT_POSITION_X 00000011
      [ 1.0000004] EV_SYN SYN_REPORT 00000000
      [ 1.0000009] EV_ABS ABS_MT_TRACKING_ID ffffffff
      [ 1.0000009] EV_SYN SYN_REPORT 00000000

      """

    let result = CLIHarness.run(["import", "getevent", "-"], standardInput: capture)

    #expect(result.code == 0, "\(result.stderr)")
    let times = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[0] }
    #expect(times == [#"{"t":0.0"#, #"{"t":0.000001"#, #"{"t":0.000002"#])
    let (accepted, stderr) = try Self.runAccepts(result.stdout)
    #expect(accepted, "\(stderr)")
  }

  @Test("The limits are checked on the time as written: a touch twice at one written time is refused")
  func limitsOnWrittenTime() {
    var limits = TraceLimits()

    let first = limits.check(TouchSample(t: 0.0000001, id: .int(1), phase: .began, x: 0, y: 0))
    let second = limits.check(TouchSample(t: 0.0000004, id: .int(1), phase: .ended, x: 0, y: 0))

    #expect(first == nil)
    #expect(
      second
        == "touch 1 appears twice at t=0.0 as written (to the microsecond); one event carries each touch once"
    )
  }

  @Test("getevent: a capture naming 10,000 slots, one finger each, imports in time linear in the slots")
  func geteventManySlots() throws {
    var capture = ""
    let slots = 10_000
    for slot in 0..<slots {
      let hex = String(slot, radix: 16)
      let down = String(format: "%.6f", 1 + Double(slot) * 0.002)
      let up = String(format: "%.6f", 1.001 + Double(slot) * 0.002)
      capture += "[ \(down)] EV_ABS ABS_MT_SLOT \(hex)\n[ \(down)] EV_ABS ABS_MT_TRACKING_ID \(hex)\n"
      capture += "[ \(down)] EV_ABS ABS_MT_POSITION_X 10\n[ \(down)] EV_ABS ABS_MT_POSITION_Y 20\n"
      capture += "[ \(down)] EV_SYN SYN_REPORT 0\n"
      capture += "[ \(up)] EV_ABS ABS_MT_SLOT \(hex)\n[ \(up)] EV_ABS ABS_MT_TRACKING_ID ffffffff\n"
      capture += "[ \(up)] EV_SYN SYN_REPORT 0\n"
    }
    let start = Date()

    var samples = 0
    let summary = try GeteventImporter.importText(capture, file: "many.txt") { _ in samples += 1 }

    let seconds = Date().timeIntervalSince(start)
    #expect(summary.touches == slots)
    #expect(samples == 2 * slots)
    // Sorting every slot ever named at every frame took minutes here (6.4 s for 8,000 in release).
    #expect(seconds < 30, "\(seconds) s")
  }

  /// A dump of a window, its root view and a button (the debugger's text).
  static let dump = """
      <UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000236d40>>
         | <UIView: 0x7f8b1c40a000; frame = (0 0; 390 844); layer = <CALayer: 0x600000236dc0>>
       |    | <UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x600000236e00>>

    """

  @Test("A --targets controller whose id an imported view has names the view's line in the dump")
  func duplicateIDLine() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("d.txt", Self.dump)
    try folder.write("t.json", "{\"controllers\": [\n {\"id\": \"UIButton-1\", \"view\": \"UIView-1\"}\n]}\n")

    let result = CLIHarness.run(["import", "hierarchy", "d.txt", "--targets", "t.json"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr.hasPrefix(
        "t.json:2:9: error: controllers[0].id: duplicate id 'UIButton-1': already used by the imported view "
          + "'UIButton-1' on line 3 of d.txt; ids must be unique\n"))
  }

  @Test("A byte order mark at the start of a --targets file is skipped, as a trace's is")
  func targetsByteOrderMark() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("d.txt", Self.dump)
    try folder.write("t.json", "\u{FEFF}{\"controllers\": [{\"id\": \"vc\", \"view\": \"UIView-1\"}]}\n")

    let result = CLIHarness.run(["import", "hierarchy", "d.txt", "--targets", "t.json"], in: folder.path)

    #expect(result.code == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#"{"id": "vc", "view": "UIView-1"}"#))
  }

  @Test("A dump with carriage returns alone for line ends is read line by line, never '0 views' with exit 0")
  func carriageReturnDump() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("cr.txt", Self.dump.replacingOccurrences(of: "\n", with: "\r"))

    let result = CLIHarness.run(["import", "hierarchy", "cr.txt"], in: folder.path)
    let lf = CLIHarness.run(["import", "hierarchy", "-"], standardInput: Self.dump)

    #expect(result.code == 0)
    #expect(result.stderr == "imported 2 views (1 control), 0 warnings\n")
    #expect(result.stdout == lf.stdout)
  }

  @Test("A dump that is not UTF-8 is refused at its line and column, as a trace is")
  func dumpNotUTF8() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    var bytes = Array(Self.dump.utf8)
    let at = try #require(bytes.firstIndex(of: UInt8(ascii: "o")))
    bytes[at] = 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/bad.txt"))

    let result = CLIHarness.run(["import", "hierarchy", "bad.txt"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("bad.txt:1:\(at + 1): error: file is not UTF-8: invalid byte 0xFF\n"))
  }

  @Test("A usage message quoting a long value is clipped as a diagnostic's is")
  func usageClipped() {
    let value = String(repeating: "x", count: 5_000)

    let result = CLIHarness.run(["run", "t.jsonl", "--format", value])

    #expect(result.code == 2)
    let first = result.stderr.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: "))
    #expect(first.utf8.count <= "Error: ".utf8.count + DiagnosticText.maxMessageBytes + 3)
    #expect(first.hasSuffix("..."))
  }

  @Test("import hierarchy --help's example runs as written: import, synth, run")
  func helpExampleRuns() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let help = CLIHarness.run(["import", "hierarchy", "--help"]).stdout
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " })
    }
    // The pasted dump: the lines after the debugger command, up to the blank line.
    let po = try #require(lines.firstIndex { $0.hasPrefix("(lldb) po ") })
    let dumpLines = help.split(separator: "\n", omittingEmptySubsequences: false)[(po + 1)...]
      .prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { String($0.dropFirst(2)) }
    try folder.write("login.txt", dumpLines.joined(separator: "\n") + "\n")
    // The targets file: the lines after `$ cat`, up to the next command.
    let cat = try #require(lines.firstIndex { $0.hasPrefix("$ cat login.targets.json") })
    let targets = lines[(cat + 1)...].prefix { !$0.hasPrefix("$ ") }
    try folder.write("login.targets.json", targets.joined(separator: "\n") + "\n")
    let importLine = try #require(lines.firstIndex { $0.hasPrefix("$ tracereplay import hierarchy") })
    let synthLine = try #require(lines.first { $0.contains("tracereplay synth") })
    let script = try #require(synthLine.split(separator: "'").dropFirst().first)

    let imported = CLIHarness.run(
      ["import", "hierarchy", "login.txt", "--targets", "login.targets.json", "-o", "login.scene.json"],
      in: folder.path)
    let synth = CLIHarness.run(
      ["synth", "-", "--scene", "login.scene.json", "-o", "tap.jsonl"], in: folder.path,
      standardInput: String(script))
    let run = CLIHarness.run(["run", "tap.jsonl", "--format", "jsonl"], in: folder.path)

    #expect(dumpLines.count == 4)
    #expect(imported.code == 0, "\(imported.stderr)")
    #expect(imported.stderr == lines[importLine + 1] + "\n")
    #expect(synthLine.hasPrefix("$ echo 'tap UIButton-1' | tracereplay synth - "))
    #expect(synth.code == 0, "\(synth.stderr)")
    #expect(run.code == 0)
    #expect(CLIHarness.records(run.stdout).contains { $0.hasPrefix("action signIn:") })
  }

  @Test("docs/import.md shows the hierarchy warnings word for word as import gives them")
  func documentedWarnings() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let dump = [
      #"<UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000236d40>>"#,
      #"   | <UIView: 0x7f8b1c40a000; frame = (0 0; 390 844); layer = <CALayer: 0x600000236dc0>>"#,
      #"   |    | <UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x600000236e00"#,
      #"   |    | <UIButton: 0x7f8b1c40a2c0; frame = (20 600; 350 50)>; opaque = NO>"#,
      #"   |    | <UIButton: 0x7f8b1c40a2d0; frame = (20 seven; 350 50); opaque = NO>"#,
      #"   |    |    |    | <UIButton: 0x7f8b1c40a2e0; frame = (20 500; 350 50)>"#,
      #"   |    | <UIButton: 0x7f8b1c40a2f0; frame = (20 400; 350 50); accessibilityLabel = 'Sign in>"#,
      #"   |    | <MyApp.Thing: 0x7f8b1c40a300; frame = (20 300; 350 50)>"#,
      #"   |    | <UIView: 0x7f8b1c40a310; frame = (20 200; 350 50); gestureRecognizers = <NSArray: 0x600000c5d2f0>>"#,
      #"   |    | <UIView: 0x7f8b1c40a320; frame = (20 100; 350 50); transform = [0.5, 0, 0, 0.5, 0, 0]>"#,
      #"not a view line"#,
      #"   |    | <UIView: 0x7f8b1c40a330; frame = (20 50; 350 50)>"#,
      #"<UIWindow: 0x7f8b1c506a99; frame = (0 0; 390 844)>"#,
    ]
    try folder.write("login.txt", dump.joined(separator: "\n") + "\n")
    let docs = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/import.md"), encoding: .utf8)

    let result = CLIHarness.run(["import", "hierarchy", "login.txt"], in: folder.path)

    let warnings = result.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 8)
    for warning in warnings { #expect(docs.contains(warning), "\(warning)") }
  }
}
