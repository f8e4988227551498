import Foundation
import Testing
import TraceReplay
import TraceReplayCLI

@Suite("tracereplay perturb")
struct PerturbCommandTests {
  /// `ok` spans x 20..<370, y 700..<750 over `root`; a tap at (x, y).
  static func tap(x: Double, y: Double) -> String {
    """
    {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:"]}], "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}}
    {"t": 0.0, "id": 1, "phase": "began", "x": \(x), "y": \(y)}
    {"t": 0.08, "id": 1, "phase": "ended", "x": \(x), "y": \(y)}

    """
  }

  static let tapAction = "action tapOK: ok -> vc via target [touchUpInside]"

  /// An outcome line of the text report without its indent and time column:
  /// `    0.080  action tapOK: ...` -> `action tapOK: ...`.
  static func outcome(of line: String) -> String {
    let words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard words.count == 2, Double(words[0]) != nil else { return line.trimmingCharacters(in: .whitespaces) }
    return String(words[1]).trimmingCharacters(in: .whitespaces)
  }

  /// The `why:` sentence that follows the outcome line starting with `outcome` (the sentence
  /// closes the run of outcomes it explains).
  static func why(after outcome: String, in lines: [String]) -> String? {
    guard let index = lines.firstIndex(where: { Self.outcome(of: $0).hasPrefix(outcome) }) else { return nil }
    return lines[index...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("why: ") }.map {
      String($0.trimmingCharacters(in: .whitespaces).dropFirst(5))
    }
  }

  private func perturb(_ trace: String, _ arguments: [String]) -> (
    code: Int32, stdout: String, stderr: String
  ) {
    CLIHarness.run(["perturb", "-"] + arguments, standardInput: trace)
  }

  /// The `kept/runs` of the text line of `outcome` (after its time column).
  private func share(_ outcome: String, in text: String) -> (kept: Int, runs: Int)? {
    guard
      let line = text.split(separator: "\n").first(where: {
        Self.outcome(of: String($0)).hasPrefix(outcome + " ")
      }),
      let open = line.lastIndex(of: "("), let slash = line.lastIndex(of: "/"),
      let close = line.lastIndex(of: ")"),
      let kept = Int(line[line.index(after: open)..<slash]),
      let runs = Int(line[line.index(after: slash)..<close])
    else { return nil }
    return (kept, runs)
  }

  @Test("A tap at a button's centre keeps its action in every run with --jitter 3")
  func centre() {
    let result = perturb(Self.tap(x: 195, y: 725), ["--jitter", "3", "--all"])
    let fragileOnly = perturb(Self.tap(x: 195, y: 725), ["--jitter", "3"])

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(share(Self.tapAction, in: result.stdout).map { $0 == (200, 200) } == true)
    #expect(!result.stdout.contains("only in changed runs"))
    #expect(
      fragileOnly.stdout.hasSuffix("every outcome was kept in every run (4 outcomes; --all lists them)\n"))
  }

  @Test(
    "A tap 1 pt inside the button's top edge keeps its action in some runs only, and the sentence names the edge"
  )
  func nearEdge() throws {
    let result = perturb(Self.tap(x: 195, y: 701), ["--jitter", "3"])

    #expect(result.code == 0)
    let (kept, runs) = try #require(share(Self.tapAction, in: result.stdout))
    // Hit-testing moves the touch to `root` when the offset goes more than 1 pt up: about 29% of
    // a disc of radius 3.
    #expect(runs == 200)
    #expect(kept > 100 && kept < 180)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(Self.why(after: Self.tapAction, in: lines) == "touch 1 began 1.0 pt inside `ok`'s top edge")
  }

  @Test(
    "The end 2 pt inside the touch area: TouchUpInside and TouchUpOutside trade places, named by the touch area"
  )
  func touchAreaEdge() throws {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}}
      {"t": 0.0, "id": 1, "phase": "began", "x": 195.0, "y": 725.0}
      {"t": 0.05, "id": 1, "phase": "moved", "x": 195.0, "y": 660.0}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 195.0, "y": 632.0}

      """
    let result = perturb(trace, ["--jitter", "3"])

    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      Self.why(after: "event ok UIButton touchUpInside", in: lines)
        == "touch 1 ended 2.0 pt inside `ok`'s 70 pt touch area (its top edge)")
    #expect(lines.contains { $0.hasPrefix("    only in changed runs:") })
    #expect(lines.contains { Self.outcome(of: $0).hasPrefix("event ok UIButton touchUpOutside") })
  }

  @Test(
    "The same seed gives byte-identical output twice, and with --jobs 1 and --jobs 2",
    arguments: ["text", "jsonl"])
  func deterministic(format: String) {
    let trace = Self.tap(x: 195, y: 701)
    let options = [
      "--jitter", "3", "--time-jitter", "0.01", "--runs", "60", "--seed", "42", "--format", format,
    ]
    let first = perturb(trace, options + ["--jobs", "1"])
    let second = perturb(trace, options + ["--jobs", "1"])
    let twoJobs = perturb(trace, options + ["--jobs", "2"])
    let otherSeed = perturb(trace, ["--jitter", "3", "--runs", "60", "--seed", "43", "--format", format])

    #expect(first.code == 0)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout == twoJobs.stdout)
    #expect(first.stdout != otherSeed.stdout)
  }

  @Test(
    "JSON Lines: a perturbation line, a stability per outcome with its record without t, then what appeared")
  func jsonl() throws {
    let result = perturb(Self.tap(x: 195, y: 701), ["--jitter", "3", "--runs", "20", "--format", "jsonl"])

    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "{\"type\":\"perturbation\",\"runs\":20,\"jitter\":3.0,\"timeJitter\":0.0,\"seed\":1}")
    let action = try #require(lines.first { $0.contains("\"action\":\"tapOK:\"") })
    #expect(
      action.hasPrefix(
        "{\"type\":\"stability\",\"record\":{\"type\":\"action\",\"sender\":\"ok\",\"action\":\"tapOK:\",\"target\":\"vc\",\"via\":\"target\",\"events\":[\"touchUpInside\"]},\"kept\":"
      ))
    #expect(action.contains(",\"runs\":20,\"t\":0.08,\"touch\":1,\"touchBegan\":0.0,\"why\":"))
    for line in lines {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect((object["record"] as? [String: Any])?["t"] == nil)
    }
  }

  @Test(
    "A pan that began 1 pt inside its view: jitter moves the whole touch, so the sentence is the view's edge, not the pan's hysteresis"
  )
  func panThreshold() throws {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "pad", "frame": [0, 0, 390, 401], "gestureRecognizers": [{"id": "drag", "class": "UIPanGestureRecognizer"}]}]}}
      {"t": 0.0, "id": 1, "phase": "began", "x": 200.0, "y": 400.0}
      {"t": 0.05, "id": 1, "phase": "moved", "x": 200.0, "y": 405.0}
      {"t": 0.1, "id": 1, "phase": "moved", "x": 200.0, "y": 410.5}
      {"t": 0.15, "id": 1, "phase": "ended", "x": 200.0, "y": 410.5}

      """
    let result = perturb(trace, ["--jitter", "3", "--runs", "50"])

    #expect(result.code == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let (kept, runs) = try #require(share("gesture drag on pad began", in: result.stdout))
    #expect(kept > 0 && kept < runs)
    // Every run moved it 10.5 pt (the whole path moves); what changes is whether it began on pad.
    #expect(
      Self.why(after: "gesture drag on pad began", in: lines)
        == "touch 1 began 1.0 pt inside `pad`'s bottom edge")
  }

  @Test("--margins gives each touch's distance to the nearest view edge and touch-area edge")
  func margins() {
    let result = perturb(Self.tap(x: 195, y: 701), ["--runs", "1", "--margins"])

    #expect(
      result.stdout.hasSuffix(
        "margins:\n    touch 1 at 0.000: 1.0 pt to `ok`'s top edge (hit-testing); 71.0 pt to its control's touch-area edge (end)\n"
      ))
  }

  @Test("Bad input gets what run gives: exit 2 and file:line:col")
  func badInput() {
    let trace = Self.tap(x: 195, y: 701).replacingOccurrences(
      of: "\"phase\": \"ended\"", with: "\"phase\": \"end\"")
    let perturbed = perturb(trace, [])
    let ran = CLIHarness.run(["run", "-"], standardInput: trace)

    #expect(perturbed.code == 2)
    #expect(perturbed.stdout == "")
    #expect(perturbed.stderr == ran.stderr)
    #expect(perturbed.stderr.hasPrefix("<stdin>:3:"))
  }

  @Test("--help describes the options")
  func help() {
    let result = CLIHarness.run(["perturb", "--help"])
    #expect(result.code == 0)
    for option in [
      "--jitter", "--time-jitter", "--scale", "--runs", "--seed", "--jobs", "--format", "--margins",
    ] {
      #expect(result.stdout.contains(option))
    }
  }
}

@Suite("tracereplay perturb --time-jitter")
struct PerturbTimeJitterTests {
  @Test(
    "A second tap 0.34 s after the first: its TouchDownRepeat comes and goes with time jitter, and says why")
  func repeatTap() throws {
    let trace = """
      {"tracereplay": 1, "scene": {"window": {"width": 390, "height": 844}, "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]}]}]}}
      {"t": 0.0, "id": 1, "phase": "began", "x": 195.0, "y": 725.0}
      {"t": 0.06, "id": 1, "phase": "ended", "x": 195.0, "y": 725.0}
      {"t": 0.4, "id": 1, "phase": "began", "x": 197.0, "y": 725.0}
      {"t": 0.46, "id": 1, "phase": "ended", "x": 197.0, "y": 725.0}

      """
    let result = CLIHarness.run(
      ["perturb", "-", "--jitter", "0", "--time-jitter", "0.02", "--runs", "100"], standardInput: trace)

    #expect(result.code == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let index = try #require(
      lines.firstIndex { PerturbCommandTests.outcome(of: $0).hasPrefix("event ok UIButton touchDownRepeat") })
    #expect(!lines[index].hasSuffix("(100/100)"))
    #expect(!lines[index].hasSuffix("(0/100)"))
    #expect(
      PerturbCommandTests.why(after: "event ok UIButton touchDownRepeat", in: lines)
        == "touch 1 began 0.340 s after the last lift and 2.0 pt from it; a repeat tap counts within 0.35 s and 45 pt"
    )
  }
}
