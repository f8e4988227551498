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
}
