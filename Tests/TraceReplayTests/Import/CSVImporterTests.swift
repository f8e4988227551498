import Foundation
import Testing

@testable import TraceReplay

/// Imports CSV text, collecting the samples.
private func importCSV(_ text: String, _ options: CSVImportOptions = CSVImportOptions()) throws
  -> (samples: [TouchSample], summary: ImportSummary)
{
  var samples: [TouchSample] = []
  let summary = try CSVImporter.importText(text, file: "t.csv", options: options) { samples.append($0) }
  return (samples, summary)
}

private func csvError(_ text: String, _ options: CSVImportOptions = CSVImportOptions()) -> Diagnostic? {
  do {
    _ = try importCSV(text, options)
    return nil
  } catch {
    return error as? Diagnostic
  }
}

@Suite("CSVImporter")
struct CSVImporterTests {
  @Test("DOWN, HELD and UP rows become began, moved and ended, skipping unchanged positions")
  func oneFinger() throws {
    let csv = "Timestamp,X,Y,BTN_TOUCH\n1.5,10,20,DOWN\n1.6,10,20,HELD\n1.7,12,20,HELD\n1.8,12,21,UP\n"

    let (samples, summary) = try importCSV(csv)

    #expect(
      compact(samples) == [
        "0.0 1 began 10.0 20.0", "0.2 1 moved 12.0 20.0", "0.3 1 ended 12.0 21.0",
      ])
    #expect(summary == ImportSummary(samples: 3, touches: 1, warnings: []))
  }

  @Test("rows grouped by finger are sorted by time, and two fingers share groups")
  func twoFingersUnsorted() throws {
    let csv = """
      Timestamp,X,Y,BTN_TOUCH,FINGER
      0.0,10,10,DOWN,0
      0.1,11,10,HELD,0
      0.2,12,10,UP,0
      0.1,50,50,,1
      0.2,51,50,,1
      0.3,51,50,UP,1
      """

    let (samples, summary) = try importCSV(csv)

    #expect(
      compact(samples) == [
        "0.0 1 began 10.0 10.0", "0.1 1 moved 11.0 10.0", "0.1 2 began 50.0 50.0",
        "0.2 1 ended 12.0 10.0", "0.2 2 moved 51.0 50.0", "0.3 2 ended 51.0 50.0",
      ])
    #expect(summary.touches == 2)
    #expect(isValidTrace(samples))
  }

  @Test("the missing-value sentinel carries that finger's previous value forward")
  func sentinel() throws {
    let csv =
      "Timestamp,X,Y,BTN_TOUCH\n0,100,200,DOWN\n0.1,-420,210,HELD\n0.2,110,-420,HELD\n"
      + "0.3,-420,-420,UP\n"

    let (samples, _) = try importCSV(csv, CSVImportOptions(missing: "-420"))

    #expect(
      compact(samples) == [
        "0.0 1 began 100.0 200.0", "0.1 1 moved 100.0 210.0", "0.2 1 moved 110.0 210.0",
        "0.3 1 ended 110.0 210.0",
      ])
  }

  @Test("a new DOWN ends the previous touch under a fresh id; EOF cancels open touches with a warning")
  func closing() throws {
    let csv = "t,x,y,phase\n0,1,1,DOWN\n0.1,2,2,DOWN\n0.2,3,3,HELD\n"

    let (samples, summary) = try importCSV(csv)

    #expect(
      compact(samples) == [
        "0.0 1 began 1.0 1.0", "0.1 1 ended 1.0 1.0", "0.1 2 began 2.0 2.0",
        "0.2 2 moved 3.0 3.0", "0.200001 2 cancelled 3.0 3.0",
      ])
    #expect(
      summary.warnings.map(\.message) == [
        "1 touch(es) still down at the end of the file were cancelled at t=0.2"
      ])
    #expect(isValidTrace(samples))
  }

  @Test("column mapping by name and 1-based index, custom phases, quoted fields and scale")
  func mapping() throws {
    let csv = """
      "when","a, b",pos x,pos y,state
      0,"x",100,400,"press"
      0.5,"y",200,800,"lift"
      """
    let options = CSVImportOptions(
      columns: try CSVColumnMapping.parse("time=when,x=3,y=pos y,phase=state"),
      phases: try CSVImportOptions.parsePhases("press=began,lift=ended"),
      scale: ImportScale(
        screen: ImportSize(width: 400, height: 800), points: ImportSize(width: 200, height: 400)))

    let (samples, _) = try importCSV(csv, options)

    #expect(compact(samples) == ["0.0 1 began 50.0 200.0", "0.5 1 ended 100.0 400.0"])
  }

  @Test("a quoted field may hold commas, doubled quotes and a newline")
  func quotedNewline() throws {
    let csv = "t,x,y,note\n0,1,2,\"a, \"\"b\"\"\nc\"\n0.1,3,4,plain\n"

    let (samples, summary) = try importCSV(csv)

    #expect(
      compact(samples) == [
        "0.0 1 began 1.0 2.0", "0.1 1 moved 3.0 4.0", "0.100001 1 cancelled 3.0 4.0",
      ])
    #expect(summary.warnings.count == 1)
  }

  @Test("an UP for a finger that is not down is ignored with a warning on its line")
  func strayUp() throws {
    let (samples, summary) = try importCSV("t,x,y,phase\n0,1,1,UP\n")

    #expect(samples.isEmpty)
    #expect(
      summary.warnings == [
        Diagnostic(
          .warning, file: "t.csv", line: 2, message: "'ended' for a finger that is not down; row ignored")
      ])
  }

  @Test("with upEndsAll an UP on one finger ends every finger that is down")
  func upEndsAll() throws {
    let csv = "t,x,y,phase,finger\n0,1,1,DOWN,0\n0,5,5,,1\n0.1,1,1,UP,0\n0.2,6,6,,1\n0.3,6,6,UP,1\n"

    let (samples, _) = try importCSV(csv, CSVImportOptions(upEndsAll: true))

    #expect(
      compact(samples) == [
        "0.0 1 began 1.0 1.0", "0.0 2 began 5.0 5.0", "0.1 1 ended 1.0 1.0", "0.1 2 ended 5.0 5.0",
        "0.2 1 began 6.0 6.0", "0.3 1 ended 6.0 6.0",
      ])
  }

  @Test(
    "rows and options with problems are errors with line, column and a whole message",
    arguments: [
      (
        "X,Y\n1,2\n", 1, 1,
        "no time column: name one with --columns time=NAME (looked for 'timestamp', 'time', 't')"
      ),
      ("t,x,y\n0,1e999,2\n", 2, 3, "expected a number for x, found '1e999'"),
      ("t,x,y\n1e300,1,2\n", 2, 1, "expected a number for time, found '1e300'"),
      ("t,x,y\nsoon,1,2\n", 2, 1, "expected a number for time, found 'soon'"),
      ("t,x,y\n0,0x10,2\n", 2, 3, "expected a number for x, found '0x10'"),
      ("t,x,y\n0,1\n", 2, 4, "row has 2 fields; expected a y value in column 3"),
      (
        "t,x,y,phase\n0,1,2,PRESSED\n", 2, 7,
        "unknown phase 'PRESSED'; expected one of 'began', 'cancelled', "
          + "'down', 'ended', 'held', 'moved', 'stationary', 'up' or empty"
      ),
      ("t,x,y\n0,\"1,2\n", 2, 3, "quoted field is not closed before the end of the file"),
      ("", 1, 1, "the file is empty; expected a header row such as 'Timestamp,X,Y'"),
    ] as [(String, Int, Int, String)])
  func errors(csv: String, line: Int, column: Int, message: String) throws {
    let diagnostic = try #require(csvError(csv))

    #expect(diagnostic.message == message)
    #expect(diagnostic.line == line)
    #expect(diagnostic.column == column)
    #expect(diagnostic.file == "t.csv")
  }

  @Test("a mapped column that is not in the header suggests the closest name")
  func unknownColumn() throws {
    let options = CSVImportOptions(columns: try CSVColumnMapping.parse("time=Timestmp"))

    let diagnostic = try #require(csvError("Timestamp,X,Y\n", options))

    #expect(diagnostic.message == "no column named 'Timestmp' for time in the header")
    #expect(diagnostic.notes == ["did you mean 'Timestamp'?"])
  }

  @Test(
    "option values are checked",
    arguments: [
      ("--columns", "time", "expected ROLE=COLUMN like 'time=Timestamp', found 'time'"),
      ("--columns", "size=3", "unknown column role 'size'; expected time, x, y, phase or finger"),
      ("--columns", "x=0", "column index '0' must be between 1 and 10000"),
      (
        "--columns", "x=99999999999999999999",
        "column index '99999999999999999999' must be between 1 and 10000"
      ),
      (
        "--phases", "DOWN=pressed",
        "expected VALUE=PHASE with PHASE one of began, moved, stationary, ended, "
          + "cancelled, found 'DOWN=pressed'"
      ),
      ("--screen", "1080", "expected a size like 1080x2340 for --screen, found '1080'"),
      ("--screen", "1e999x5", "expected a size like 1080x2340 for --screen, found '1e999x5'"),
    ])
  func optionErrors(option: String, value: String, message: String) {
    do {
      switch option {
      case "--columns": _ = try CSVColumnMapping.parse(value)
      case "--phases": _ = try CSVImportOptions.parsePhases(value)
      default: _ = try ImportSize.parse(value, option: option)
      }
      Issue.record("expected an error")
    } catch {
      #expect((error as? Diagnostic)?.message == message)
      #expect((error as? Diagnostic)?.file == option)
    }
  }

  @Test(
    "the Brprb08 recordings import into valid traces, when the files are present",
    arguments: [
      "brprb08_snake_Sub12Snake.csv", "brprb08_minecraft_Sub12MC.csv",
    ], [true, false])
  func brprb08(name: String, upEndsAll: Bool) throws {
    let path = "/work/shared/realdata/" + name
    guard FileManager.default.fileExists(atPath: path) else { return }
    var samples: [TouchSample] = []

    let summary = try CSVImporter.importFile(
      atPath: path, options: CSVImportOptions(missing: "-420", upEndsAll: upEndsAll)
    ) { samples.append($0) }

    #expect(isValidTrace(samples))
    #expect(summary.samples == samples.count)
    #expect(summary.touches == samples.filter { $0.phase == .began }.count)
    print(
      "\(name) upEndsAll=\(upEndsAll): \(summary.samples) samples, \(summary.touches) touches, "
        + "\(summary.warnings.count) warnings: \(summary.warnings.prefix(3).map(\.message))")
  }
}

@Suite("CSVImporter memory")
struct CSVImporterMemoryTests {
  @Test("a held row is at most 40 bytes, so sorting a table costs about 40 bytes a row")
  func rowSize() {
    #expect(MemoryLayout<CSVRow>.stride <= 40)
  }
}
