import Foundation
import Testing
import UIKitModel

@testable import TraceReplay

/// What `perturb` keeps per outcome and per touch (a number per kind, positions into the trace's
/// samples, flat counts) and the report it makes from that: the same outcomes, sentences and
/// lines as when every outcome kept its own record and strings.
@Suite("What perturb keeps per outcome and per touch")
struct PerturbStorageTests {
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces").path

  static func scroll(_ x: Double, _ y: Double) -> ReplayRecord.Kind {
    .scroll(ReplayRecord.Scroll(view: "feed", x: x, y: y))
  }

  static func report(_ name: String, runs: Int = 4, all: Bool = false) throws -> PerturbReport {
    let fixture = try ReplayFixture.load(ReplayRequest(tracePath: traces + "/" + name + ".jsonl"))
    var options = PerturbOptions(jitter: 6, timeJitter: 0.02, scale: 1.2, runs: runs, seed: 3, jobs: 1)
    options.all = all
    options.margins = true
    return try Perturber(fixture: fixture, options: options).run()
  }

  @Test("Each distinct kind gets one number, in the order first met, and keeps it when met again")
  func kindNumbers() {
    var kinds = OutcomeKinds(distinguishesZeroSigns: true)
    // 100 kinds: the table grows from 16 slots several times.
    let numbers = (0..<100).map { kinds.number(of: Self.scroll(0, Double($0))) }
    #expect(numbers == (0..<100).map(Int32.init))
    let again = (0..<100).reversed().map { kinds.number(of: Self.scroll(0, Double($0))) }
    #expect(again == (0..<100).reversed().map(Int32.init))
    #expect(kinds.count == 100)
    #expect(kinds[42] == Self.scroll(0, 42))
    #expect(kinds.number(ofExisting: Self.scroll(1, 42)) == nil)
  }

  @Test("-0.0 and 0.0 are two kinds for printing (they are written differently) and one for matching")
  func zeroSigns() {
    var printed = OutcomeKinds(distinguishesZeroSigns: true)
    let positive = printed.number(of: Self.scroll(0, 0))
    let negative = printed.number(of: Self.scroll(0, -0.0))
    #expect(positive != negative)
    guard case .scroll(let scroll) = printed[negative] else { return #expect(Bool(false)) }
    #expect(scroll.y.sign == .minus)
    #expect(printed.number(of: Self.scroll(0, -0.0)) == negative)

    var matched = OutcomeKinds(distinguishesZeroSigns: false)
    #expect(matched.number(of: Self.scroll(0, 0)) == matched.number(of: Self.scroll(0, -0.0)))
  }

  @Test(
    "Each touch has its own samples in file order: fingers interleaved, a sample of an id with no touch down belongs to none, an id reused after it ended is a new touch"
  )
  func touchSamples() {
    let script: [(Int, SamplePhase)] = [
      (1, .began), (2, .began), (1, .moved), (2, .moved), (1, .ended), (1, .moved), (1, .began),
      (2, .ended), (1, .ended),
    ]
    let samples = script.enumerated().map { line, step in
      TouchSample(t: Double(line) / 10, id: .int(step.0), phase: step.1, x: 10, y: 10, line: line + 2)
    }

    let lives = TouchLife.lives(of: samples)

    #expect(lives.map { $0.samples.map(\.line) } == [[2, 4, 6], [3, 5, 9], [8, 10]])
    #expect(lives.map(\.id) == [.int(1), .int(2), .int(1)])
    #expect(lives.map(\.last.phase) == [.ended, .ended, .ended])
    #expect(lives[1].began.t == 0.1)
  }

  @Test(
    "Touch ids 1 and \"1\" are two fingers: the number's lift leaves the string's touch down, and the control's outcome goes to it"
  )
  func ownersTellIDsApart() throws {
    let scene =
      #"{"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": "#
      + #"[{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}"#
    let lines = [
      #"{"tracereplay": 1, "scene": "# + scene + "}",
      #"{"t": 0, "id": "1", "phase": "began", "x": 100, "y": 720}"#,
      #"{"t": 0.1, "id": 1, "phase": "began", "x": 200, "y": 720}"#,
      #"{"t": 0.2, "id": 1, "phase": "ended", "x": 200, "y": 720}"#,
      #"{"t": 0.3, "id": "1", "phase": "ended", "x": 100, "y": 720}"#,
    ]
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array((lines.joined(separator: "\n") + "\n").utf8)
    let fixture = try ReplayFixture.load(request)
    let owners = TouchOwners(samples: fixture.samples, scene: try fixture.scene.build())
    func touch(_ id: String, _ isNumber: Bool, _ phase: UITouch.Phase) -> ReplayRecord {
      ReplayRecord(
        t: 0,
        kind: .touch(
          ReplayRecord.Touch(
            id: id, idIsNumber: isNumber, phase: phase, x: 0, y: 0, view: "ok", tap: 1, blocked: nil)))
    }
    let event = ReplayRecord(
      t: 0.2,
      kind: .controlEvent(
        ReplayRecord.ControlEvent(
          control: "ok", className: "UIButton", events: .touchUpInside, valueName: nil, value: nil)))
    var state = TouchOwners.State()

    #expect(owners.owner(of: touch("1", false, .began), &state) == -1)
    #expect(owners.owner(of: touch("1", true, .began), &state) == -1)
    #expect(owners.owner(of: event, &state) == 0)
    #expect(owners.owner(of: touch("1", true, .ended), &state) == -1)
    #expect(state.newestPlace(of: TouchOwners.IDKey(id: "1", isNumber: false)) == 0)
    #expect(state.newestPlace(of: TouchOwners.IDKey(id: "1", isNumber: true)) == nil)
    #expect(owners.owner(of: event, &state) == 0)
    #expect(owners.owner(of: touch("1", false, .ended), &state) == -1)
    // Both lifted: the last that lifted on `ok` owns what comes after.
    #expect(owners.owner(of: event, &state) == 0)
    #expect(owners.owner(of: touch("2", true, .began), &state) == -1)
    #expect(state.newestPlace(of: TouchOwners.IDKey(id: "2", isNumber: true)) == -1)
  }

  @Test("The same kind on another touch is another outcome, counted for its own touch")
  func outcomePerTouch() {
    let tap = ReplayRecord.Kind.firstResponder(from: nil, to: "field")
    let index = OutcomeIndex([
      OutcomeKey(tap, touch: 0), OutcomeKey(tap, touch: 1), OutcomeKey(tap, touch: 0),
    ])

    #expect(index.occurrences == [2, 1])
    #expect(index.index(of: OutcomeKey(tap, touch: 1)) == 1)
    #expect(index.index(of: OutcomeKey(tap, touch: 2)) == nil)
    #expect(index.order == [0, 1, 0])
    #expect(index.occurrence == [1, 1, 2])
  }

  @Test(
    "A run counts an outcome's occurrences from the first: one with it once keeps the first occurrence only")
  func occurrencesKept() {
    var tally = PerturbTally(starts: [0, 3, 4])
    tally.add(run: 0, seen: [1, 1], novel: [:])
    tally.add(run: 1, seen: [5, 0], novel: [:])
    var other = PerturbTally(starts: [0, 3, 4])
    other.add(run: 2, seen: [2, 1], novel: [:])
    tally.merge(other)

    #expect((1...3).map { tally.kept(0, occurrence: $0) } == [3, 2, 1])
    #expect(tally.kept(1, occurrence: 1) == 2)
  }

  @Test(
    "Every stability's JSON and text are its own record's, though each kind's are made once",
    arguments: ["slider", "motion-shelf-feed", "motion-pinch-over-button", "double-tap", "two-fingers"])
  func ownLines(trace: String) throws {
    let report = try Self.report(trace)
    let text = RecordText()

    #expect(!report.stabilities.isEmpty)
    for stability in report.stabilities {
      #expect(stability.json == text.json(stability.record))
      #expect(stability.text == text.text(stability.record))
    }
  }

  @Test("The JSON Lines report is handed over a line at a time, and the lines are the report's")
  func jsonlByLine() throws {
    let report = try Self.report("long-recording")
    var chunks: [String] = []
    report.writeJSONL { chunks.append($0) }

    #expect(chunks.count == 1 + report.stabilities.count + report.appeared.count + report.margins.count)
    #expect(chunks.allSatisfy { $0.hasSuffix("\n") && $0.filter { $0 == "\n" }.count == 1 })
    #expect(chunks.joined() == report.jsonl)
  }

  @Test("The text report with --all is handed over an outcome (and its reason) at a time")
  func textByOutcome() throws {
    let report = try Self.report("long-recording", all: true)
    var chunks: [String] = []
    report.writeText { chunks.append($0) }

    let lines = chunks.joined().split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(chunks.count > report.stabilities.count)
    #expect(chunks.allSatisfy { $0.hasSuffix("\n") && $0.filter { $0 == "\n" }.count <= 2 })
    #expect(lines > report.stabilities.count)
    #expect(chunks.joined() == report.text)
  }
}
