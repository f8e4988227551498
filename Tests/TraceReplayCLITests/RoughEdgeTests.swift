import Foundation
import Testing
import TraceReplayCLI

/// The rough edges a first week with the tool hits, each held to its fix.
@Suite("Rough edges of everyday use")
struct RoughEdgeTests {
  static let header = #"{"tracereplay": 1, "scene": "s.scene.json"}"#

  static func sample(_ t: String, _ id: String, _ phase: String, y: Int = 720) -> String {
    #"{"t": \#(t), "id": \#(id), "phase": "\#(phase)", "x": 100, "y": \#(y)}"#
  }

  @Test("a comment line before the header is a line that must be a JSON object, not a missing scene")
  func commentLine() throws {
    let result = try BadInputRun.run([
      .trace(
        ["// recorded on an iPhone 15", Self.header, Self.sample("0", "1", "began")].joined(separator: "\n"))
    ])

    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        t.jsonl:1:1: error: a line must be a JSON object; expected '{', found '/'
        // recorded on an iPhone 15
        ^
        note: JSON Lines has no comments: remove the line, or keep the remark in the header's "comment" field

        """)
  }

  @Test("text output keeps the stopping error on standard error only; JSON Lines keeps its record")
  func errorNotOnTheTimeline() throws {
    let trace = BadInputFile.trace([Self.header, Self.sample("0", "1", "moved")].joined(separator: "\n"))

    let text = try BadInputRun.run([trace])
    let jsonl = try BadInputRun.run([trace], arguments: ["--format", "jsonl"])

    #expect(text.stdout == "")
    #expect(text.stderr.hasPrefix("t.jsonl:2:"))
    #expect(
      jsonl.stdout.hasPrefix(#"{"t":0.0,"type":"error","message":"moved for touch 1, which is not down""#))
  }

  @Test("a number id and a string id are said to be different ids")
  func mixedIDs() throws {
    let result = try BadInputRun.run([
      .trace(
        [Self.header, Self.sample("0", "1", "began"), Self.sample("0.1", "\"1\"", "ended")].joined(
          separator: "\n"))
    ])

    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "t.jsonl:3:32: error: ended for touch '1', which is not down; touch 1 is, and 1 (a number) and '1' "
          + "(a string) are different ids\n"))
    #expect(result.stderr.contains("note: a number id and a string id never name the same finger"))
  }

  @Test("a scene file with a UTF-8 byte order mark is read")
  func bomScene() throws {
    let result = try BadInputRun.run([
      .bytes("s.scene.json", [0xEF, 0xBB, 0xBF] + Array(BadInputRun.scene.utf8)),
      .trace(
        [Self.header, Self.sample("0", "1", "began"), Self.sample("0.1", "1", "ended")].joined(
          separator: "\n")),
    ])

    #expect(result.status == 0)
    #expect(result.stdout.contains("tapOK:"))
  }

  @Test("a touch held longer than a minute asks whether the times are milliseconds")
  func longTouch() throws {
    let result = try BadInputRun.run([
      .trace(
        [Self.header, Self.sample("0", "1", "began"), Self.sample("80", "1", "ended")].joined(separator: "\n")
      )
    ])

    #expect(result.status == 0)
    #expect(
      result.stderr == """
        t.jsonl:3: warning: a touch has been down for 80 s (since t 0 s): are these milliseconds?
        note: trace times are seconds; `import csv --time-unit ms` converts a table in milliseconds

        """)
  }

  @Test("samples a second or more apart, as a rule, ask whether the times are milliseconds")
  func longSteps() throws {
    let lines = [
      Self.header, Self.sample("0", "1", "began"), Self.sample("16", "1", "moved"),
      Self.sample("33", "1", "ended"),
    ]

    let result = try BadInputRun.run([.trace(lines.joined(separator: "\n"))])

    #expect(
      result.stderr.hasPrefix(
        "t.jsonl:3: warning: 2 of 2 steps between samples with a touch down are a second or more "
          + "(the first: t 0 s to 16 s): are these milliseconds?\n"))
  }

  @Test("the milliseconds warning is printed before the first output line, not in the middle of the stream")
  func warningFirst() throws {
    var lines = [Self.header, Self.sample("0", "1", "began")]
    for step in 1...5 { lines.append(Self.sample("\(step * 16)", "1", "moved")) }
    lines.append(Self.sample("96", "1", "ended"))

    let result = try BadInputRun.run([.trace(lines.joined(separator: "\n"))])
    let output = result.stdout.split(separator: "\n")

    #expect(result.status == 0)
    #expect(output.first?.contains("warning") == true)
    #expect(
      output.first?.contains("a touch has been down for 64 s (since t 0 s): are these milliseconds?") == true)
    #expect(output.dropFirst().allSatisfy { !$0.contains("milliseconds") })
    #expect(result.stderr.components(separatedBy: "are these milliseconds?").count == 2, "said once")
  }

  @Test("a long hold among many short steps is not a sign of milliseconds")
  func realHold() throws {
    var lines = [Self.header, Self.sample("0", "1", "began")]
    for step in 1...10 { lines.append(Self.sample("\(Double(step) / 100)", "1", "moved")) }
    lines.append(Self.sample("3", "1", "ended"))

    let result = try BadInputRun.run([.trace(lines.joined(separator: "\n"))])

    #expect(result.stderr == "")
  }
}

@Suite("Scenes: Swift spellings, text fields and unrecognized selectors")
struct SceneRoughEdgeTests {
  static let tap = [
    RoughEdgeTests.header, RoughEdgeTests.sample("0", "1", "began"),
    RoughEdgeTests.sample("0.1", "1", "ended"),
  ].joined(separator: "\n")

  static func scene(button: String, controllerActions: String = "\"tapOK:\"") -> BadInputFile {
    .text(
      "s.scene.json",
      """
      {"window": {"width": 390, "height": 844},
       "controllers": [{"id": "vc", "view": "root", "actions": [\(controllerActions)]}],
       "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [\(button)]}]}
      """)
  }

  @Test(
    "isEnabled, isHidden and isUserInteractionEnabled are read as enabled, hidden and userInteractionEnabled",
    arguments: [
      ("\"isEnabled\": false", "root"), ("\"isHidden\": true", "root"),
      ("\"isUserInteractionEnabled\": false", "root"),
      ("\"isEnabled\": true", "ok"),
    ])
  func swiftFlags(flag: String, hit: String) throws {
    let button = #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "# + flag + "}"

    let result = try BadInputRun.run([Self.scene(button: button), .trace(Self.tap)])

    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("    0.000  touch     1 began        (100.0, 720.0)   \(hit)  tap 1\n"))
  }

  @Test("a flag given both ways is an error")
  func bothSpellings() throws {
    let button =
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "enabled": true, "isEnabled": false}"#

    let result = try BadInputRun.run([Self.scene(button: button), .trace(Self.tap)])

    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "error: views[0].subviews[0].isEnabled: both 'enabled' and 'isEnabled' are given"))
  }

  @Test(
    "a selector in Swift's #selector spelling gets the Objective-C one as a did-you-mean",
    arguments: [
      ("signIn(_:)", "signIn:"), ("tap(_:event:)", "tap:event:"), ("save(sender:)", "saveWithSender:"),
      ("reset()", "reset"),
    ])
  func swiftSelector(swift: String, objectiveC: String) throws {
    let button =
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": [{"target": "vc", "action": ""#
      + swift + #"", "events": ["touchUpInside"]}]}"#

    let result = try BadInputRun.run([Self.scene(button: button), .trace(Self.tap)])

    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "'\(swift)' is not a selector: expected a name such as \"tap\", \"tap:\" or \"tap:forEvent:\"; did you mean '\(objectiveC)'?"
      ))
  }

  @Test("touch-up targets on a UITextField are reported as never sent, in the output and on stderr")
  func textFieldTouchTargets() throws {
    let field =
      #"{"id": "date", "class": "UITextField", "frame": [20, 700, 350, 50], "targets": [{"target": "vc", "action": "showPicker:", "events": ["touchDown", "editingDidBegin", "touchUpInside"]}]}"#

    let result = try BadInputRun.run([
      Self.scene(button: field, controllerActions: "\"showPicker:\""), .trace(Self.tap),
    ])

    #expect(result.status == 0)
    let message =
      "views[0].subviews[0].targets[0]: 'date' is a UITextField, which never sends touchUpInside, "
      + "so 'showPicker:' is never sent for them"
    #expect(result.stderr.hasPrefix("s.scene.json:3:147: warning: \(message)\n"))
    #expect(result.stdout.hasPrefix("    0.000  warning   \(message)  (line 3)\n"))
  }

  @Test("an unrecognized selector is followed by a note that a device would terminate the app")
  func unrecognizedSelectorNote() throws {
    let button =
      #"{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": [{"target": "vc", "action": "share:", "events": ["touchUpInside"]}]}"#

    let result = try BadInputRun.run([Self.scene(button: button), .trace(Self.tap)])
    let jsonl = try BadInputRun.run(
      [Self.scene(button: button), .trace(Self.tap)], arguments: ["--format", "jsonl"])

    #expect(
      result.stdout.contains(
        "error     -[vc share:]: unrecognized selector sent to instance  (on a device the app would terminate here: "
          + "NSInvalidArgumentException)\n"))
    #expect(
      jsonl.stdout.contains(
        #""message":"-[vc share:]: unrecognized selector sent to instance","#
          + #""note":"on a device the app would terminate here: NSInvalidArgumentException"}"#))
  }
}

@Suite("import csv: byte order marks and --time-unit")
struct ImportCSVRoughEdgeTests {
  static func run(_ arguments: [String], csv: [UInt8]) -> (code: Int32, stdout: String, stderr: String) {
    let context = CLIContext.inMemory(standardInput: csv)
    let code = CLI.run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }

  @Test("a CSV file from Excel, with a byte order mark, finds its Timestamp column")
  func bom() {
    let csv = [0xEF, 0xBB, 0xBF] + Array("Timestamp,X,Y,BTN_TOUCH\n0,10,20,DOWN\n0.1,10,20,UP\n".utf8)

    let result = Self.run(["import", "csv", "-"], csv: csv)

    #expect(result.code == 0)
    #expect(result.stdout.contains(#"{"t":0.1,"id":1,"phase":"ended""#))
  }

  @Test(
    "--time-unit ms and us turn the time column into seconds",
    arguments: [("ms", "80"), ("us", "80000"), ("s", "0.08")])
  func timeUnit(unit: String, end: String) {
    let csv = Array("Timestamp,X,Y,BTN_TOUCH\n0,10,20,DOWN\n\(end),10,20,UP\n".utf8)

    let result = Self.run(["import", "csv", "-", "--time-unit", unit], csv: csv)

    #expect(result.code == 0)
    #expect(result.stdout.contains(#"{"t":0.08,"id":1,"phase":"ended""#))
  }
}

@Suite("explain: nearest ids and --problems")
struct ExplainRoughEdgeTests {
  static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces").standardized.path

  static func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
    let context = CLIContext.inMemory()
    let code = CLI.run(arguments, context: context)
    return (code, context.stdout.contents, context.stderr.contents)
  }

  @Test("an id that names nothing lists the nearest ids")
  func nearestIDs() {
    let result = Self.run(["explain", Self.traces + "/tap.jsonl", "--control", "okk"])

    #expect(result.code == 2)
    #expect(result.stderr.contains("error: --control 'okk' names nothing in the scene; did you mean 'ok'?"))
    #expect(result.stderr.contains("note: the nearest ids: 'ok', "))
  }

  @Test("--problems shows only the events that did not happen")
  func problems() {
    let all = Self.run(["explain", Self.traces + "/drag-out.jsonl"])
    let problems = Self.run(["explain", Self.traces + "/drag-out.jsonl", "--problems"])
    let none = Self.run(["explain", Self.traces + "/tap.jsonl", "--problems"])

    #expect(problems.code == 0)
    #expect(!problems.stdout.isEmpty)
    #expect(problems.stdout.count < all.stdout.count)
    #expect(problems.stdout.contains("TouchUpInside"))
    #expect(none.stdout == "no problems\n")
  }
}
