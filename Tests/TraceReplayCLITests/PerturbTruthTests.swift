import Foundation
import Testing
import TraceReplayCLI

/// Realistic screens for `perturb` (issue 41, "Truth"): each sentence and margin is checked
/// against arithmetic done by hand on the scene as it was when the touch happened.
enum TruthScenes {
  /// A feed (a scroll view that does not bounce) whose first post holds `like` and `share`:
  /// post1 at content y 400, like at (20, 100, 80, 44) in it, so at content y 500..544.
  static let feed = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["like:", "share:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "feed", "class": "UIScrollView", \
    "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "bounces": false, "subviews": [{"id": "post1", \
    "frame": [0, 400, 390, 200], "subviews": [{"id": "like", "class": "UIButton", "frame": [20, 100, 80, 44], \
    "targets": [{"target": "vc", "action": "like:", "events": ["touchUpInside"]}]}, {"id": "share", "class": "UIButton", \
    "frame": [290, 100, 80, 44], "targets": [{"target": "vc", "action": "share:", "events": ["touchUpInside"]}]}]}]}]}]}
    """

  /// A slow drag up by `distance` pt from (200, `from`), starting at `t`, that rests before the
  /// lift (no flick): the content scrolls by `distance` - 10 (the pan's hysteresis).
  static func drag(at t: Double, from: Double, by distance: Double, id: Int = 1) -> String {
    let to = from - distance
    let steps: [(Double, String, Double)] = [
      (0, "began", from), (0.1, "moved", from - distance / 2), (0.2, "moved", to), (0.25, "moved", to),
      (0.3, "moved", to), (0.32, "moved", to), (0.35, "ended", to),
    ]
    return steps.map { dt, phase, y in
      "{\"t\": \(t + dt), \"id\": \(id), \"phase\": \"\(phase)\", \"x\": 200.0, \"y\": \(y)}"
    }.joined(separator: "\n")
  }

  static func tap(at t: Double, x: Double, y: Double, id: Int = 1, lift: Double = 0.08) -> String {
    """
    {"t": \(t), "id": \(id), "phase": "began", "x": \(x), "y": \(y)}
    {"t": \(t + lift), "id": \(id), "phase": "ended", "x": \(x), "y": \(y)}
    """
  }

  static func trace(_ scene: String, _ samples: [String]) -> String {
    "{\"tracereplay\": 1, \"scene\": \(scene)}\n" + samples.joined(separator: "\n") + "\n"
  }

  /// A settings table (bouncing, as tables do): rows of 44 pt, each with a switch at
  /// (320, 6, 51, 31).
  static let settings: String = {
    let rows = (0..<12).map { i in
      "{\"id\": \"row\(i)\", \"class\": \"UITableViewCell\", \"frame\": [0, \(44 * i), 390, 44], \"subviews\": "
        + "[{\"id\": \"sw\(i)\", \"class\": \"UISwitch\", \"frame\": [320, 6, 51, 31], \"targets\": "
        + "[{\"target\": \"vc\", \"action\": \"toggled:\", \"events\": [\"valueChanged\"]}]}]}"
    }
    return
      "{\"window\": {\"width\": 390, \"height\": 844}, \"controllers\": [{\"id\": \"vc\", \"view\": \"root\", "
      + "\"actions\": [\"toggled:\"]}], \"views\": [{\"id\": \"root\", \"frame\": [0, 0, 390, 844], \"subviews\": "
      + "[{\"id\": \"settings\", \"class\": \"UITableView\", \"frame\": [0, 0, 390, 400], \"contentSize\": [390, 528], "
      + "\"subviews\": [\(rows.joined(separator: ", "))]}]}]}"
  }()

  /// A login form under a dismiss-keyboard tap: `signIn` spans x 100..<290, y 500..<550.
  static let login = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["signIn:", "dismissKeyboard:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "dismiss", "class": "UITapGestureRecognizer", \
    "targets": [{"target": "vc", "action": "dismissKeyboard:"}]}], "subviews": [{"id": "email", "class": "UITextField", \
    "frame": [40, 300, 310, 44]}, {"id": "signIn", "class": "UIButton", "frame": [100, 500, 190, 50], \
    "targets": [{"target": "vc", "action": "signIn:", "events": ["touchUpInside"]}]}]}]}
    """

  /// `ok` spans x 20..<370, y 700..<750.
  static let buttons = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:", "hold:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50], \
    "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}]}]}
    """

  /// `buttons` with a long press on `root`.
  static let held = buttons.replacingOccurrences(
    of: "\"frame\": [0, 0, 390, 844], \"subviews\"",
    with:
      "\"frame\": [0, 0, 390, 844], \"gestureRecognizers\": [{\"id\": \"hold\", \"class\": \"UILongPressGestureRecognizer\", "
      + "\"targets\": [{\"target\": \"vc\", \"action\": \"hold:\"}]}], \"subviews\"")

  /// A feed (scrolling, delaying content touches) with `buy` at y 300..<350.
  static let shop = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["buy:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "feed", "class": "UIScrollView", \
    "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [{"id": "buy", "class": "UIButton", \
    "frame": [20, 300, 350, 50], "targets": [{"target": "vc", "action": "buy:", "events": ["touchUpInside"]}]}]}]}]}
    """

  /// A navigation screen: a back swipe from the left edge (`edgeBack` on `root`) and a back
  /// button at the edge, x 0..<44.
  static let navigation = """
    {"window": {"width": 390, "height": 844}, "controllers": [{"id": "vc", "view": "root", "actions": ["back:", "goBack:"]}], \
    "views": [{"id": "root", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "edgeBack", \
    "class": "UIScreenEdgePanGestureRecognizer", "edges": "left", "targets": [{"target": "vc", "action": "goBack:"}]}], \
    "subviews": [{"id": "back", "class": "UIButton", "frame": [0, 50, 44, 44], \
    "targets": [{"target": "vc", "action": "back:", "events": ["touchUpInside"]}]}]}]}
    """
}

@Suite("perturb tells the truth: geometry at the touch's time")
struct PerturbGeometryTruthTests {
  private func perturb(_ trace: String, _ arguments: [String]) -> (
    code: Int32, stdout: String, stderr: String
  ) {
    CLIHarness.run(["perturb", "-"] + arguments, standardInput: trace)
  }

  private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test(
    "A tap on `like` after a scroll is measured with the feed where it was then, not where the replay left it"
  )
  func scrolledFeed() throws {
    // Drag 1 scrolls the feed by 110 - 10 = 100: like is then at window y 500 - 100 = 400..<444,
    // x 20..<100. The tap at (60, 401) is 1 pt inside its top edge; its touch area (bounds grown
    // by 70) spans y 330..<514, so the lift is 401 - 330 = 71 pt inside it. Drag 3 scrolls on to
    // 200, where like would be at 300..<344 and the tap 57 pt below it.
    let trace = TruthScenes.trace(
      TruthScenes.feed,
      [
        TruthScenes.drag(at: 0, from: 700, by: 110), TruthScenes.tap(at: 1, x: 60, y: 401),
        TruthScenes.drag(at: 2, from: 700, by: 110),
      ])
    let result = perturb(trace, ["--jitter", "3", "--margins"])

    #expect(result.code == 0)
    let text = lines(result.stdout)
    #expect(text.contains("touch 1 at 1.000 s"))
    #expect(text.contains { $0.hasSuffix("why: touch 1 began 1.0 pt inside `like`'s top edge") })
    #expect(!result.stdout.contains("13.0 pt inside `like`'s 70 pt touch area"))
    #expect(
      text.contains(
        "    touch 1 at 1.000: 1.0 pt to `like`'s top edge (hit-testing); 71.0 pt to its control's touch-area edge (end); "
          + "10.0 pt to `feed` begins scrolling at 10 pt"))
  }

  @Test("On a scrolled settings table the margin names the switch that was under the finger")
  func scrolledTable() throws {
    // The drag scrolls the table by 98 - 10 = 88: sw4 (row 4 at content y 176, the switch 6 pt
    // down) is at window y 182 - 88 = 94..<125, x 320..<371. The tap at (322, 110) is 2 pt inside
    // its left edge; its touch area spans x 250..<441 (the right edge past the glass is not a
    // boundary) and y 24..<195: 72 pt to the left edge. After the second drag sw5 would be there.
    let trace = TruthScenes.trace(
      TruthScenes.settings,
      [
        TruthScenes.drag(at: 0, from: 300, by: 98), TruthScenes.tap(at: 1, x: 322, y: 110),
        TruthScenes.drag(at: 2, from: 300, by: 98),
      ])
    let result = perturb(trace, ["--jitter", "3", "--margins"])

    let text = lines(result.stdout)
    #expect(
      text.contains {
        $0.hasPrefix(
          "    touch 1 at 1.000: 2.0 pt to `sw4`'s left edge (hit-testing); 72.0 pt to its control's touch-area edge (end)"
        )
      })
    #expect(text.contains { $0.hasSuffix("why: touch 1 began 2.0 pt inside `sw4`'s left edge") })
    // A drag moved as a whole scrolls by the same distance: its scrolls are kept in every run.
    #expect(!text.contains("touch 1 at 0.000 s"))
    #expect(!text.contains("touch 1 at 2.000 s"))
  }
}

@Suite("perturb tells the truth: transforms")
struct PerturbTransformTruthTests {
  @Test(
    "A rotated button is measured in its own bounds, through its transform, not by its frame's bounding box")
  func rotatedDial() {
    // dial: 200 x 60 rotated 30 degrees about (195, 300). Touch 1 at (272.9, 345.0) is (77.9, 45.0)
    // from the centre: turned back 30 degrees, (77.9 cos 30 + 45 sin 30, -77.9 sin 30 + 45 cos 30)
    // = (90.0, 0.0), so 10.0 pt from the right edge (x 100 from the centre); the touch area
    // reaches 70 pt further: 80.0.
    let result = CLIHarness.run(
      ["perturb", "traces/motion-rotated-button.jsonl", "--runs", "1", "--margins"],
      in: ExampleGoldenTests.root)

    #expect(
      result.stdout.contains(
        "\n    touch 1 at 0.000: 10.0 pt to `dial`'s right edge (hit-testing); 80.0 pt to its control's touch-area edge (end)\n"
      ))
  }
}

@Suite("perturb tells the truth: the boundary that decides")
struct PerturbBoundaryTruthTests {
  private func perturb(_ trace: String, _ arguments: [String]) -> (
    code: Int32, stdout: String, stderr: String
  ) {
    CLIHarness.run(["perturb", "-"] + arguments, standardInput: trace)
  }

  private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  @Test(
    "A dismiss tap `signIn` refused: the boundary is the button's edge (the control veto), not the tap's movement"
  )
  func controlVeto() throws {
    // signIn spans x 100..<290: a tap at x 102 is on it (2 pt inside), and signIn refuses the
    // single tap `dismiss` on root, which fails; a tap at x 98 is 2 pt outside, and `dismiss`
    // recognizes.
    let trace = TruthScenes.trace(
      TruthScenes.login, [TruthScenes.tap(at: 0, x: 102, y: 525), TruthScenes.tap(at: 1, x: 98, y: 525)])
    let result = perturb(trace, ["--jitter", "3"])

    let text = lines(result.stdout)
    let refusal =
      "`signIn` refuses the UITapGestureRecognizer `dismiss` on `root` for a touch on it "
      + "(gestureRecognizerShouldBegin: UIKit's control veto)"
    let failed = try #require(text.firstIndex { $0.contains("0.080  gesture dismiss on root failed ") })
    #expect(
      text[failed + 1].hasSuffix("why: touch 1 began 2.0 pt inside `signIn`'s left edge, and " + refusal))
    #expect(
      text.contains { $0.hasSuffix("why: touch 1 began 2.0 pt outside `signIn`'s left edge; " + refusal) })
    #expect(!result.stdout.contains("a tap fails beyond 45"))
  }

  @Test(
    "A press whose first move comes 10 ms after the content-touch delay: time changes are blamed on the delay"
  )
  func contentTouchDelay() throws {
    // The first move that can scroll the feed (13 pt down, past the 10 pt hysteresis) comes
    // 0.160 s after the touch began: 0.010 s after the 0.15 s delay ended, so `buy` has the touch
    // and keeps it. With up to 0.02 s of time jitter on each sample, that move can come first.
    let trace = TruthScenes.trace(
      TruthScenes.shop,
      [
        "{\"t\": 0.0, \"id\": 1, \"phase\": \"began\", \"x\": 195.0, \"y\": 325.0}",
        "{\"t\": 0.16, \"id\": 1, \"phase\": \"moved\", \"x\": 195.0, \"y\": 312.0}",
        "{\"t\": 0.2, \"id\": 1, \"phase\": \"moved\", \"x\": 195.0, \"y\": 300.0}",
        "{\"t\": 0.3, \"id\": 1, \"phase\": \"moved\", \"x\": 195.0, \"y\": 300.0}",
        "{\"t\": 0.4, \"id\": 1, \"phase\": \"ended\", \"x\": 195.0, \"y\": 300.0}",
      ])
    let result = perturb(trace, ["--jitter", "0", "--time-jitter", "0.02", "--margins"])

    let text = lines(result.stdout)
    let action = try #require(text.first { $0.contains("action buy: buy -> vc via target [touchUpInside]") })
    #expect(!action.hasSuffix("(200/200)") && !action.hasSuffix("(0/200)"))
    #expect(
      text.contains {
        $0.hasSuffix(
          "why: touch 1 moved 13.0 pt, enough to scroll `feed`, 0.160 s after it began: 0.010 s after `feed`'s "
            + "content-touch delay (0.15 s) ended")
      })
    #expect(!text.contains { $0.contains("why:") && $0.contains("`buy`'s") })
    #expect(
      text.contains {
        $0.hasPrefix("    touch 1 at 0.000: ") && $0.hasSuffix("; 0.010 s to `feed`'s content-touch delay")
      })
  }

  @Test("--margins gives the repeat-tap interval and distance")
  func repeatTapMargins() throws {
    // The second tap began 0.400 - 0.060 = 0.340 s after the first lifted, 2 pt from it: 0.010 s
    // and 45 - 2 = 43 pt inside the repeat-tap limits.
    let trace = TruthScenes.trace(
      TruthScenes.buttons,
      [
        TruthScenes.tap(at: 0, x: 195, y: 725, lift: 0.06),
        TruthScenes.tap(at: 0.4, x: 197, y: 725, lift: 0.06),
      ])
    let result = perturb(trace, ["--runs", "1", "--margins"])

    #expect(
      lines(result.stdout).last
        == "    touch 1 at 0.400: 25.0 pt to `ok`'s top edge (hit-testing); 95.0 pt to its control's touch-area edge (end); "
        + "0.010 s inside the repeat-tap interval; 43.0 pt inside the repeat-tap distance")
  }

  @Test("A repeated outcome is blamed on the touch that lost it, not on its last occurrence's touch")
  func repeatedOutcome() throws {
    // Three taps on ok, a second apart: the middle one is 1 pt inside the top edge.
    let trace = TruthScenes.trace(
      TruthScenes.buttons,
      [
        TruthScenes.tap(at: 0, x: 195, y: 725), TruthScenes.tap(at: 1, x: 195, y: 701),
        TruthScenes.tap(at: 2, x: 195, y: 725),
      ])
    let result = perturb(trace, ["--jitter", "3"])

    let text = lines(result.stdout)
    #expect(text[1] == "touch 1 at 1.000 s")
    #expect(text.contains { $0.hasSuffix("why: touch 1 began 1.0 pt inside `ok`'s top edge") })
    #expect(!text.contains("touch 1 at 2.000 s"))
    #expect(!result.stdout.contains("25.0 pt inside"))
    #expect(text.last == "8 outcomes kept in every run not shown (--all lists them)")
  }

  @Test("Time changes alone never blame an edge: two fingers 2 ms apart can overlap")
  func fingersMerged() throws {
    // Touch 1 lifts at 0.100 and touch 2 lands on ok at 0.102: up to 0.01 s on each sample can
    // put both down at once, and ok tracks one touch at a time.
    let trace = TruthScenes.trace(
      TruthScenes.buttons,
      [TruthScenes.tap(at: 0, x: 50, y: 725, lift: 0.1), TruthScenes.tap(at: 0.102, x: 300, y: 725, id: 2)])
    let result = perturb(trace, ["--jitter", "0", "--time-jitter", "0.01"])

    let whys = lines(result.stdout).filter { $0.contains("why:") }
    #expect(!whys.isEmpty)
    for why in whys {
      #expect(
        why.hasSuffix(
          "why: touch 2 began 0.002 s after touch 1 lifted: changed times can put both fingers down at once, or in one event"
        ))
    }
  }

  @Test("A rescaled time that makes a press long is blamed on the long press's duration, not on geometry")
  func rescaledPress() throws {
    // Held 0.45 s: at up to 1.5 times slower, the long press (0.5 s) on root recognizes and takes
    // the touch from ok.
    let trace = TruthScenes.trace(TruthScenes.held, [TruthScenes.tap(at: 0, x: 195, y: 725, lift: 0.45)])
    let result = perturb(trace, ["--jitter", "0", "--scale", "1.5"])

    let whys = lines(result.stdout).filter { $0.contains("why:") }
    #expect(
      whys.map { $0.trimmingCharacters(in: .whitespaces) }
        == [
          "why: touch 1 was held 0.450 s; the UILongPressGestureRecognizer `hold` on `root` begins at 0.5 s"
        ])
  }

  @Test("An edge pan's sentence is the edge region, not a plain pan's hysteresis or the window's edge")
  func edgePan() throws {
    // The swipe starts 8 pt from the left edge: within the 13 pt region; 8 pt of jitter can put it
    // 5 pt further in, where the edge pan fails at once.
    let trace = TruthScenes.trace(
      TruthScenes.navigation,
      [
        "{\"t\": 0.0, \"id\": 1, \"phase\": \"began\", \"x\": 8.0, \"y\": 400.0}",
        "{\"t\": 0.05, \"id\": 1, \"phase\": \"moved\", \"x\": 20.0, \"y\": 400.0}",
        "{\"t\": 0.1, \"id\": 1, \"phase\": \"moved\", \"x\": 40.0, \"y\": 400.0}",
        "{\"t\": 0.15, \"id\": 1, \"phase\": \"moved\", \"x\": 80.0, \"y\": 400.0}",
        "{\"t\": 0.2, \"id\": 1, \"phase\": \"ended\", \"x\": 80.0, \"y\": 400.0}",
      ])
    let result = perturb(trace, ["--jitter", "8", "--margins"])

    let text = lines(result.stdout)
    #expect(
      text.contains {
        $0.hasSuffix(
          "why: touch 1 began 8.0 pt from the window's left edge; the UIScreenEdgePanGestureRecognizer `edgeBack` "
            + "on `root` starts only within 13 pt of it")
      })
    #expect(!result.stdout.contains("a pan begins at 10"))
    #expect(!result.stdout.contains("`root`'s left edge"))
    // It went 32 pt from where it began at 0.100: 0.150 s before the pan's 0.25 s time-out;
    // 72 pt at most, 57 past the 15 it needs.
    #expect(
      text.contains(
        "    touch 1 at 0.000: 306.0 pt to `back`'s bottom edge (hit-testing); 57.0 pt to edge pan `edgeBack` begins "
          + "15 pt from the edge; 0.150 s to edge pan `edgeBack` fails at 0.25 s"))
  }
}

@Suite("perturb tells the truth: readable at recording scale")
struct PerturbReadableTests {
  private func perturb(_ trace: String, _ arguments: [String]) -> (
    code: Int32, stdout: String, stderr: String
  ) {
    CLIHarness.run(["perturb", "-"] + arguments, standardInput: trace)
  }

  static let twoTaps = TruthScenes.trace(
    TruthScenes.buttons, [TruthScenes.tap(at: 0, x: 195, y: 725), TruthScenes.tap(at: 50.08, x: 195, y: 701)])

  @Test("The text groups outcomes by touch, with their times, and shows the fragile ones unless --all")
  func grouped() {
    let fragile = perturb(Self.twoTaps, ["--jitter", "3", "--runs", "40"])
    let all = perturb(Self.twoTaps, ["--jitter", "3", "--runs", "40", "--all"])

    #expect(fragile.stdout.contains("\ntouch 1 at 50.080 s\n"))
    #expect(fragile.stdout.contains("\n    50.160  action tapOK: ok -> vc via target [touchUpInside]"))
    #expect(!fragile.stdout.contains("touch 1 at 0.000 s"))
    #expect(fragile.stdout.hasSuffix("4 outcomes kept in every run not shown (--all lists them)\n"))
    #expect(all.stdout.contains("\ntouch 1 at 0.000 s\n"))
    #expect(
      all.stdout.contains(
        "\n     0.080  action tapOK: ok -> vc via target [touchUpInside]   100.0% (40/40)\n"))
    #expect(!all.stdout.contains("not shown"))
    // The fragile touch comes first.
    #expect(
      all.stdout.range(of: "touch 1 at 50.080 s")!.lowerBound
        < all.stdout.range(of: "touch 1 at 0.000 s")!.lowerBound)
  }

  @Test("JSON Lines: stability records carry t, the touch and why; the perturbation record carries scale")
  func jsonl() throws {
    let result = perturb(
      Self.twoTaps, ["--jitter", "3", "--runs", "40", "--scale", "1.5", "--format", "jsonl"])

    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "{\"type\":\"perturbation\",\"runs\":40,\"jitter\":3.0,\"timeJitter\":0.0,\"seed\":1,\"scale\":1.5}"
    )
    let objects = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let stabilities = objects.filter { $0["type"] as? String == "stability" }
    #expect(stabilities.count == 8)
    let late = try #require(
      stabilities.first {
        ($0["record"] as? [String: Any])?["action"] as? String == "tapOK:"
          && $0["touchBegan"] as? Double == 50.08
      })
    #expect(abs((late["t"] as? Double ?? 0) - 50.16) < 1e-9)
    #expect(late["touch"] as? Int == 1)
    #expect(late["why"] as? String == "touch 1 began 1.0 pt inside `ok`'s top edge")
    let early = try #require(
      stabilities.first {
        ($0["record"] as? [String: Any])?["action"] as? String == "tapOK:" && $0["touchBegan"] as? Double == 0
      })
    #expect(early["kept"] as? Int == 40)
    #expect(early["why"] is NSNull)
  }
}

@Suite("render reads the scene at the touch's time as perturb does")
struct RenderTouchTimeTests {
  @Test(
    "A touch that caught a moving list is drawn at the offset it caught it at, not at the offset of the lift before"
  )
  func caughtList() {
    // Touch 1 flicks the feed to offset 90 at its lift; the content moves on; touch 2 lands at
    // 0.600 and stops it at 756.16 (the scroll record comes after its touch record); touch 3
    // taps there later. Touches 2 and 3 saw the same offset.
    let result = CLIHarness.run(
      ["render", "traces/motion-flick-then-tap.jsonl", "--ascii"], in: ExampleGoldenTests.root)

    #expect(result.code == 0)
    #expect(result.stdout.contains("\ntouches 0.600-2.080 s: feed at offset (0, 756.16)\n"))
    #expect(!result.stdout.contains("feed at offset (0, 90)"))
  }
}
