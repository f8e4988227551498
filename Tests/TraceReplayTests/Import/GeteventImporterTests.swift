import Foundation
import Testing

@testable import TraceReplay

@Suite("GeteventImporter")
struct GeteventImporterTests {
  @Test("protocol A in hex: one finger down, moved, held still, then BTN_TOUCH up")
  func protocolAHex() throws {
    let capture = """
      [   100.000000] 0001 014a 00000001
      [   100.000000] 0003 0035 00000064
      [   100.000000] 0003 0036 000000c8
      [   100.000000] 0000 0002 00000000
      [   100.000000] 0000 0000 00000000
      [   100.016000] 0003 0035 0000006e
      [   100.016000] 0003 0036 000000c8
      [   100.016000] 0000 0002 00000000
      [   100.016000] 0000 0000 00000000
      [   100.032000] 0003 0035 0000006e
      [   100.032000] 0003 0036 000000c8
      [   100.032000] 0000 0002 00000000
      [   100.032000] 0000 0000 00000000
      [   100.048000] 0001 014a 00000000
      [   100.048000] 0000 0000 00000000
      """

    let (samples, summary) = try importGetevent(capture)

    #expect(
      compact(samples) == [
        "0.0 1 began 100.0 200.0", "0.016 1 moved 110.0 200.0", "0.048 1 ended 110.0 200.0",
      ])
    #expect(summary == ImportSummary(samples: 3, touches: 1, warnings: []))
  }

  @Test("protocol A without tracking ids matches contacts to the nearest finger")
  func protocolANearest() throws {
    let capture = """
      [ 1.0] EV_ABS ABS_MT_POSITION_X 00000010
      [ 1.0] EV_ABS ABS_MT_POSITION_Y 00000010
      [ 1.0] EV_SYN SYN_MT_REPORT 00000000
      [ 1.0] EV_ABS ABS_MT_POSITION_X 00000100
      [ 1.0] EV_ABS ABS_MT_POSITION_Y 00000100
      [ 1.0] EV_SYN SYN_MT_REPORT 00000000
      [ 1.0] EV_SYN SYN_REPORT 00000000
      [ 1.1] EV_ABS ABS_MT_POSITION_X 00000102
      [ 1.1] EV_ABS ABS_MT_POSITION_Y 00000100
      [ 1.1] EV_SYN SYN_MT_REPORT 00000000
      [ 1.1] EV_ABS ABS_MT_POSITION_X 00000012
      [ 1.1] EV_ABS ABS_MT_POSITION_Y 00000010
      [ 1.1] EV_SYN SYN_MT_REPORT 00000000
      [ 1.1] EV_SYN SYN_REPORT 00000000
      [ 1.2] EV_ABS ABS_MT_POSITION_X 00000012
      [ 1.2] EV_ABS ABS_MT_POSITION_Y 00000010
      [ 1.2] EV_SYN SYN_MT_REPORT 00000000
      [ 1.2] EV_SYN SYN_REPORT 00000000
      [ 1.3] EV_SYN SYN_MT_REPORT 00000000
      [ 1.3] EV_SYN SYN_REPORT 00000000
      """

    let (samples, _) = try importGetevent(capture)

    #expect(
      compact(samples) == [
        "0.0 1 began 16.0 16.0", "0.0 2 began 256.0 256.0",
        "0.1 1 moved 18.0 16.0", "0.1 2 moved 258.0 256.0",
        "0.2 2 ended 258.0 256.0", "0.3 1 ended 18.0 16.0",
      ])
    #expect(isValidTrace(samples))
  }

  @Test("protocol B with two overlapping fingers, labelled, with a device prefix and -1 lifts")
  func protocolBTwoFingers() throws {
    let capture = """
      add device 1: /dev/input/event2
        name:     "touch"
      /dev/input/event2: [  5.000000] EV_ABS ABS_MT_TRACKING_ID 0000002a
      /dev/input/event2: [  5.000000] EV_ABS ABS_MT_POSITION_X 00000064
      /dev/input/event2: [  5.000000] EV_ABS ABS_MT_POSITION_Y 00000064
      /dev/input/event2: [  5.000000] EV_KEY BTN_TOUCH DOWN
      /dev/input/event2: [  5.000000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.010000] EV_ABS ABS_MT_SLOT 00000001
      /dev/input/event2: [  5.010000] EV_ABS ABS_MT_TRACKING_ID 0000002b
      /dev/input/event2: [  5.010000] EV_ABS ABS_MT_POSITION_X 000000c8
      /dev/input/event2: [  5.010000] EV_ABS ABS_MT_POSITION_Y 000000c8
      /dev/input/event2: [  5.010000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.020000] EV_ABS ABS_MT_SLOT 00000000
      /dev/input/event2: [  5.020000] EV_ABS ABS_MT_POSITION_X 0000006e
      /dev/input/event2: [  5.020000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.030000] EV_ABS ABS_MT_TRACKING_ID ffffffff
      /dev/input/event2: [  5.030000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.040000] EV_ABS ABS_MT_TRACKING_ID 0000002c
      /dev/input/event2: [  5.040000] EV_ABS ABS_MT_POSITION_X 00000032
      /dev/input/event2: [  5.040000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.050000] EV_ABS ABS_MT_SLOT 00000001
      /dev/input/event2: [  5.050000] EV_ABS ABS_MT_TRACKING_ID ffffffff
      /dev/input/event2: [  5.050000] EV_SYN SYN_REPORT 00000000
      /dev/input/event2: [  5.060000] EV_KEY BTN_TOUCH UP
      /dev/input/event2: [  5.060000] EV_SYN SYN_REPORT 00000000
      """

    let (samples, summary) = try importGetevent(capture)

    #expect(
      compact(samples) == [
        "0.0 1 began 100.0 100.0", "0.01 2 began 200.0 200.0", "0.02 1 moved 110.0 100.0",
        "0.03 1 ended 110.0 100.0", "0.04 1 began 50.0 100.0", "0.05 2 ended 200.0 200.0",
        "0.06 1 ended 50.0 100.0",
      ])
    #expect(summary.touches == 3)
    #expect(summary.warnings.isEmpty)
    #expect(isValidTrace(samples))
  }

  @Test("single-touch ABS_X/ABS_Y is used while BTN_TOUCH is down, scaled to points")
  func singleTouchScaled() throws {
    let capture = """
      [ 0.5] 0001 014a 00000001
      [ 0.5] 0003 0000 00000438
      [ 0.5] 0003 0001 00000924
      [ 0.5] 0000 0000 00000000
      [ 0.6] 0001 014a 00000000
      [ 0.6] 0000 0000 00000000
      """
    let scale = ImportScale(
      screen: ImportSize(width: 1080, height: 2340),
      points: ImportSize(width: 390, height: 844))

    let (samples, _) = try importGetevent(capture, scale: scale)

    #expect(compact(samples) == ["0.0 1 began 390.0 844.0", "0.1 1 ended 390.0 844.0"])
  }

  @Test("touches open at the end are cancelled at the last time with a warning")
  func openAtEnd() throws {
    let capture = """
      [ 2.0] 0003 0039 00000001
      [ 2.0] 0003 0035 00000001
      [ 2.0] 0003 0036 00000002
      [ 2.0] 0000 0000 00000000
      [ 2.5] 0003 0035 00000003
      """

    let (samples, summary) = try importGetevent(capture)

    #expect(compact(samples) == ["0.0 1 began 1.0 2.0", "0.000001 1 cancelled 1.0 2.0"])
    #expect(isValidTrace(samples))
    #expect(
      summary.warnings.map(\.message) == [
        "1 event(s) after the last SYN_REPORT were ignored",
        "1 touch(es) still down at the end of the capture were cancelled at t=0.0",
      ])
    #expect(summary.warnings.allSatisfy { $0.severity == .warning })
  }

  @Test("a timestamp that goes back is placed just after the previous frame, with a warning")
  func backwards() throws {
    let capture = """
      [ 9.0] 0001 014a 00000001
      [ 9.0] 0003 0000 00000001
      [ 9.0] 0003 0001 00000001
      [ 9.0] 0000 0000 00000000
      [ 8.5] 0003 0000 00000002
      [ 8.5] 0000 0000 00000000
      [ 9.1] 0001 014a 00000000
      [ 9.1] 0000 0000 00000000
      """

    let (samples, summary) = try importGetevent(capture)

    #expect(compact(samples) == ["0.0 1 began 1.0 1.0", "0.000001 1 moved 2.0 1.0", "0.1 1 ended 2.0 1.0"])
    #expect(
      summary.warnings.map(\.message) == [
        "timestamp goes back in time by 0.5s; placed 1 µs after the previous frame"
      ])
    #expect(summary.warnings.first?.line == 6)
  }

  @Test(
    "malformed lines are errors with line, column and a whole message",
    arguments: [
      (
        "0003 0035 000001be", 1,
        "expected a timestamp like '[   53890.813990]' (capture with 'getevent -t'), "
          + "found '0003'"
      ),
      (
        "[ abc] 0003 0035 000001be", 3,
        "expected a timestamp in seconds like 53890.813990 between '[' and ']', "
          + "found 'abc'"
      ),
      (
        "[ 1e999] 0003 0035 000001be", 3,
        "expected a timestamp in seconds like 53890.813990 between '[' and ']', found '1e999'"
      ),
      (
        "[ 1.0] 0003 0035", 17,
        "expected 'type code value' after the timestamp, like '0003 0035 000001be' or "
          + "'EV_ABS ABS_MT_POSITION_X 000001be'"
      ),
      (
        "[ 1.0] 0003 0035 0001 9", 23,
        "expected 'type code value' after the timestamp, like "
          + "'0003 0035 000001be' or 'EV_ABS ABS_MT_POSITION_X 000001be'"
      ),
      ("[ 1.0] zz 0035 000001be", 8, "expected an event type like 0003 or EV_ABS, found 'zz'"),
      ("[ 1.0] 0003 x!y 000001be", 13, "expected an event code like 0035 or ABS_MT_POSITION_X, found 'x!y'"),
      (
        "[ 1.0] 0003 0035 ffffffffffff", 18,
        "expected a value of at most 8 hex digits like 000001be, "
          + "found 'ffffffffffff'"
      ),
    ] as [(String, Int, String)])
  func malformed(line: String, column: Int, message: String) throws {
    let diagnostic = try #require(geteventError("[ 0.0] 0000 0000 00000000\n" + line))

    #expect(diagnostic.message == message)
    #expect(diagnostic.line == 2)
    #expect(diagnostic.column == column)
    #expect(diagnostic.file == "cap.txt")
    #expect(diagnostic.sourceLine == line)
  }

  @Test("the recorded Cartucho capture imports as one tap, when the file is present")
  func cartucho() throws {
    let path = "/work/shared/realdata/cartucho_recorded_touch_events.txt"
    guard FileManager.default.fileExists(atPath: path) else { return }
    var samples: [TouchSample] = []

    let summary = try GeteventImporter.importFile(atPath: path) { samples.append($0) }

    #expect(isValidTrace(samples))
    #expect(summary.touches == 1)
    #expect(summary.warnings.isEmpty)
    #expect(samples.first.map { [$0.x, $0.y] } == [446, 600])
    #expect(samples.last?.phase == .ended)
    #expect(abs((samples.last?.t ?? 0) - 0.112948) < 1e-6)
    print("cartucho: \(summary.samples) samples, \(summary.touches) touches")
  }
}
