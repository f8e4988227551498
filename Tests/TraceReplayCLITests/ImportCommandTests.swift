import Foundation
import Testing
import TraceReplayCLI

@Suite("tracereplay import")
struct ImportCommandTests {
  /// Protocol B, labelled, with device prefixes: finger 1 down, finger 2 down, finger 1 moves and
  /// lifts, then finger 2 lifts with BTN_TOUCH up.
  static let twoFingers = """
    add device 1: /dev/input/event2
      name:     "touchscreen"
    /dev/input/event2: [   10.000000] EV_ABS       ABS_MT_SLOT          00000000
    /dev/input/event2: [   10.000000] EV_ABS       ABS_MT_TRACKING_ID   00000005
    /dev/input/event2: [   10.000000] EV_ABS       ABS_MT_POSITION_X    00000064
    /dev/input/event2: [   10.000000] EV_ABS       ABS_MT_POSITION_Y    000000c8
    /dev/input/event2: [   10.000000] EV_KEY       BTN_TOUCH            DOWN
    /dev/input/event2: [   10.000000] EV_SYN       SYN_REPORT           00000000
    /dev/input/event2: [   10.010000] EV_ABS       ABS_MT_SLOT          00000001
    /dev/input/event2: [   10.010000] EV_ABS       ABS_MT_TRACKING_ID   00000006
    /dev/input/event2: [   10.010000] EV_ABS       ABS_MT_POSITION_X    0000012c
    /dev/input/event2: [   10.010000] EV_ABS       ABS_MT_POSITION_Y    00000190
    /dev/input/event2: [   10.010000] EV_SYN       SYN_REPORT           00000000
    /dev/input/event2: [   10.020000] EV_ABS       ABS_MT_SLOT          00000000
    /dev/input/event2: [   10.020000] EV_ABS       ABS_MT_POSITION_X    0000006e
    /dev/input/event2: [   10.020000] EV_SYN       SYN_REPORT           00000000
    /dev/input/event2: [   10.030000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    /dev/input/event2: [   10.030000] EV_SYN       SYN_REPORT           00000000

    """
  static let liftSecond = """
    /dev/input/event2: [   10.040000] EV_ABS       ABS_MT_SLOT          00000001
    /dev/input/event2: [   10.040000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    /dev/input/event2: [   10.040000] EV_KEY       BTN_TOUCH            UP
    /dev/input/event2: [   10.040000] EV_SYN       SYN_REPORT           00000000

    """

  /// `twoFingers + liftSecond` imported with `--screen 1000x2000 --points 500x1000`.
  static let twoFingersImported = """
    {"tracereplay":1}
    {"t":0.0,"id":1,"phase":"began","x":50.0,"y":100.0}
    {"t":0.01,"id":2,"phase":"began","x":150.0,"y":200.0}
    {"t":0.02,"id":1,"phase":"moved","x":55.0,"y":100.0}
    {"t":0.03,"id":1,"phase":"ended","x":55.0,"y":100.0}
    {"t":0.04,"id":2,"phase":"ended","x":150.0,"y":200.0}

    """

  @Test("getevent protocol B with two fingers, scaled to points, streamed to stdout")
  func geteventTwoFingers() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("two.txt", Self.twoFingers + Self.liftSecond)

    let result = CLIHarness.run(
      ["import", "getevent", "two.txt", "--screen", "1000x2000", "--points", "500x1000"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stdout == Self.twoFingersImported)
    #expect(result.stderr == "imported 5 samples, 2 touches, 0 warnings\n")
  }

  @Test("a touch still down at the end is cancelled, with a warning and the count on stderr")
  func geteventUnclosed() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("open.txt", Self.twoFingers)

    let result = CLIHarness.run(["import", "getevent", "open.txt"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stdout.hasSuffix(#"{"t":0.03,"id":2,"phase":"cancelled","x":300.0,"y":400.0}"# + "\n"))
    #expect(
      result.stderr == """
        open.txt:18: warning: 1 touch(es) still down at the end of the capture were cancelled at t=0.03
        imported 5 samples, 2 touches, 1 warning

        """)
  }

  @Test("csv: rows per finger with an empty cell carried forward; an UP on a lifted finger warns")
  func csvTwoFingers() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(
      "t.csv",
      "time,x,y,phase,finger\n0.5,10,20,DOWN,0\n0.5,30,40,DOWN,1\n0.52,12,20,HELD,0\n0.52,,44,HELD,1\n"
        + "0.54,12,20,UP,0\n0.56,30,44,UP,1\n0.6,1,1,UP,0\n")

    let result = CLIHarness.run(["import", "csv", "t.csv"], in: folder.path)

    #expect(result.code == 0)
    #expect(
      result.stdout == """
        {"tracereplay":1}
        {"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}
        {"t":0.0,"id":2,"phase":"began","x":30.0,"y":40.0}
        {"t":0.02,"id":1,"phase":"moved","x":12.0,"y":20.0}
        {"t":0.02,"id":2,"phase":"moved","x":30.0,"y":44.0}
        {"t":0.04,"id":1,"phase":"ended","x":12.0,"y":20.0}
        {"t":0.06,"id":2,"phase":"ended","x":30.0,"y":44.0}

        """)
    #expect(
      result.stderr == """
        t.csv:8: warning: 'ended' for a finger that is not down; row ignored
        imported 6 samples, 2 touches, 1 warning

        """)
  }

  @Test("csv options: --columns by name and index, --phases, --missing and --up-ends-all")
  func csvOptions() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(
      "t.csv", "ms,px,py,state,who\n0,10,20,press,0\n0,30,40,press,1\n1,-1,22,drag,0\n2,0,0,lift,0\n")

    let result = CLIHarness.run(
      [
        "import", "csv", "t.csv", "--columns", "time=ms,x=2,y=py,phase=state,finger=who",
        "--phases", "press=began,drag=moved,lift=ended", "--missing", "-1", "--up-ends-all",
      ], in: folder.path)

    #expect(result.code == 0)
    #expect(
      result.stdout == """
        {"tracereplay":1}
        {"t":0.0,"id":1,"phase":"began","x":10.0,"y":20.0}
        {"t":0.0,"id":2,"phase":"began","x":30.0,"y":40.0}
        {"t":1.0,"id":1,"phase":"moved","x":10.0,"y":22.0}
        {"t":2.0,"id":1,"phase":"ended","x":0.0,"y":0.0}
        {"t":2.0,"id":2,"phase":"ended","x":30.0,"y":40.0}

        """)
    #expect(result.stderr == "imported 5 samples, 2 touches, 0 warnings\n")
  }

  @Test("--scene names the scene relative to -o's folder; the file replays against it")
  func sceneAndOutputReplay() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scenes/app.scene.json", SynthCommandTests.scene)
    try folder.write("in/tap.csv", "t,x,y,phase\n0,195,725,DOWN\n0.05,195,725,UP\n")
    try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)

    let result = CLIHarness.run(
      ["import", "csv", "in/tap.csv", "--scene", "scenes/app.scene.json", "-o", "out/tap.jsonl"],
      in: folder.path)
    let run = CLIHarness.run(
      ["run", folder.path + "/out/tap.jsonl", "--format", "jsonl", "--allow-outside-scene"])

    #expect(result.code == 0)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasPrefix(
        """
        out/tap.jsonl: warning: the header's scene path '../scenes/app.scene.json' leads out of the trace's folder
        note: replay it with --allow-outside-scene, or keep the scene in the trace's folder

        """))
    #expect(
      try folder.read("out/tap.jsonl") == """
        {"tracereplay":1,"scene":"../scenes/app.scene.json"}
        {"t":0.0,"id":1,"phase":"began","x":195.0,"y":725.0}
        {"t":0.05,"id":1,"phase":"ended","x":195.0,"y":725.0}

        """)
    #expect(try folder.names("out") == ["tap.jsonl"])
    #expect(CLIHarness.records(run.stdout).contains("controlEvent ok touchUpInside"))
  }

  @Test("an error part-way through with -o leaves the old file and no temporary file; exit 2")
  func errorKeepsOldOutput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("bad.txt", Self.twoFingers + "[ 10.05] 0003 0035 zz\n")
    try folder.write("out.jsonl", "old\n")

    let result = CLIHarness.run(["import", "getevent", "bad.txt", "-o", "out.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        bad.txt:19:20: error: expected a value of at most 8 hex digits like 000001be, found 'zz'
        [ 10.05] 0003 0035 zz
                           ^

        """)
    #expect(try folder.read("out.jsonl") == "old\n")
    #expect(try folder.names() == ["bad.txt", "out.jsonl"])
  }

  @Test(
    "bad inputs and options are reported whole, with exit 2 and nothing on stdout",
    arguments: [
      (["import", "getevent", "none.txt"], "none.txt: error: file does not exist\n"),
      (["import", "csv", "."], ".: error: path is a folder, not a file\n"),
      (
        ["import", "csv", "t.csv", "--columns", "tim=1"],
        "--columns: error: unknown column role 'tim'; expected time, x, y, phase or finger\n"
      ),
      (
        ["import", "csv", "t.csv", "--phases", "DOWN=start"],
        "--phases: error: expected VALUE=PHASE with PHASE one of began, moved, stationary, ended, "
          + "cancelled, found 'DOWN=start'\n"
      ),
      (
        ["import", "getevent", "t.csv", "--screen", "1080", "--points", "390x844"],
        "--screen: error: expected a size like 1080x2340 for --screen, found '1080'\n"
      ),
      (
        ["import", "csv", "t.csv", "--columns", "time=ms"],
        "t.csv:1:1: error: no column named 'ms' for time in the header\nt,x,y\n^\n"
      ),
    ])
  func inputErrors(arguments: [String], message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("t.csv", "t,x,y\n0,1,2\n")

    let result = CLIHarness.run(arguments, in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  @Test("getevent reads standard input for '-'")
  func geteventStandardInput() {
    let result = CLIHarness.run(
      ["import", "getevent", "-", "--screen", "1000x2000", "--points", "500x1000"],
      standardInput: Self.twoFingers + Self.liftSecond)

    #expect(result.code == 0)
    #expect(result.stdout == Self.twoFingersImported)
    #expect(result.stderr == "imported 5 samples, 2 touches, 0 warnings\n")
  }

  @Test("csv reads standard input for '-'; warnings name <stdin>")
  func csvStandardInput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }

    let result = CLIHarness.run(
      ["import", "csv", "-", "-o", "out.jsonl"], in: folder.path,
      standardInput: "t,x,y,phase\n0,195,725,DOWN\n0.05,195,725,UP\n0.1,1,1,UP\n")

    #expect(result.code == 0)
    #expect(result.stdout == "")
    #expect(
      try folder.read("out.jsonl") == """
        {"tracereplay":1}
        {"t":0.0,"id":1,"phase":"began","x":195.0,"y":725.0}
        {"t":0.05,"id":1,"phase":"ended","x":195.0,"y":725.0}

        """)
    #expect(
      result.stderr == """
        <stdin>:4: warning: 'ended' for a finger that is not down; row ignored
        imported 2 samples, 1 touch, 1 warning

        """)
  }

  @Test(
    "bad standard input is reported at <stdin>:LINE:COL with exit 2 and no file written",
    arguments: [
      (
        ["import", "getevent", "-"], ImportCommandTests.twoFingers + "[ 10.05] 0003 0035 zz\n",
        """
        <stdin>:19:20: error: expected a value of at most 8 hex digits like 000001be, found 'zz'
        [ 10.05] 0003 0035 zz
                           ^

        """
      ),
      (
        ["import", "csv", "-"], "time,x,y,phase\n0,1,2,DOWN\n0.1,zz,2,UP\n",
        """
        <stdin>:3:5: error: expected a number for x, found 'zz'
        0.1,zz,2,UP
            ^

        """
      ),
    ])
  func standardInputErrors(arguments: [String], input: String, message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }

    let result = CLIHarness.run(arguments + ["-o", "out.jsonl"], in: folder.path, standardInput: input)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
    #expect(try folder.names() == [])
  }

  @Test("--screen without --points is a usage error")
  func screenNeedsPoints() {
    let result = CLIHarness.run(["import", "getevent", "x.txt", "--screen", "1080x1920"])

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        Error: '--screen' needs '--points <WxH>' too

        Usage: tracereplay import getevent <file> [--screen <WxH>] [--points <WxH>] [--output <file>] \
        [--scene <file>]
          See 'tracereplay import getevent --help' for more information.

        """)
  }

  @Test(
    "import lists its two subcommands; each help has examples",
    arguments: [
      (
        ["import", "--help"],
        "  getevent                Convert a 'getevent -t' or 'getevent -lt' capture into a trace."
      ),
      (["import", "getevent", "--help"], "tracereplay import getevent tap.txt --screen 1080x1920"),
      (["import", "csv", "--help"], "tracereplay import csv Sub12Snake.csv --missing -420 --up-ends-all"),
    ])
  func help(arguments: [String], line: String) {
    let result = CLIHarness.run(arguments)

    #expect(result.code == 0)
    #expect(result.stdout.contains(line))
  }
}
