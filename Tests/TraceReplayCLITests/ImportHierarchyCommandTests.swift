import Foundation
import Testing
import TraceReplayCLI

@Suite("tracereplay import hierarchy")
struct ImportHierarchyCommandTests {
  /// A login screen as the debugger prints it, prompt and Optional dump included: containers,
  /// a module-qualified class without a base, a hidden button over a visible one, a
  /// non-interactive overlay, an unknown class, and a scrolled container holding a switch.
  static let login = """
    (lldb) po UIApplication.shared.keyWindow?.value(forKey: "recursiveDescription")
    ▿ Optional<Any>
      - some : <UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c5d2f0>; layer = <UIWindowLayer: 0x600000236d40>>
       | <UITransitionView: 0x7f8b1c50b6e0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000236da0>>
       |    | <UIDropShadowView: 0x7f8b1c50c0d0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000236e40>>
       |    |    | <UIView: 0x7f8b1c40a000; frame = (0 0; 390 844); autoresize = W+H; backgroundColor = <UIDynamicSystemColor: 0x600001778c40; name = systemBackgroundColor>; layer = <CALayer: 0x600000236dc0>>
       |    |    |    | <UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x600000236e00>>
       |    |    |    | <MyApp.Badge: 0x7f8b1c40a3c0; frame = (300 20; 70 70); layer = <CALayer: 0x600000236e80>>
       |    |    |    | <UIButton: 0x7f8b1c40a4d0; frame = (20 600; 350 50); hidden = YES; opaque = NO; layer = <CALayer: 0x600000236ec0>>
       |    |    |    | <UIButton: 0x7f8b1c40a5e0; frame = (20 600; 350 50); opaque = NO; layer = <CALayer: 0x600000236f00>>
       |    |    |    | <UIView: 0x7f8b1c40a6f0; frame = (0 590; 390 70); alpha = 0.5; userInteractionEnabled = NO; layer = <CALayer: 0x600000236f40>>
       |    |    |    | <FancyOverlayView: 0x7f8b1c40a800; frame = (0 0; 390 100); layer = <CAGradientLayer: 0x600000236f80>>
       |    |    |    | <UIView: 0x7f8b1c40a910; frame = (0 100; 390 400); bounds = (0 300; 390 400); clipsToBounds = YES; layer = <CALayer: 0x600000236fc0>>
       |    |    |    |    | <UISwitch: 0x7f8b1c40aa20; frame = (320 320; 51 31); opaque = NO; layer = <CALayer: 0x600000237000>>
    (lldb)\u{20}

    """

  static let loginTargets = """
    {"controllers": [{"id": "login", "view": "UIView-1", "actions": ["signIn:", "skip:", "wifi:"]}],
     "views": {
       "UIButton-1": {"targets": [{"target": "login", "action": "signIn:", "events": ["touchUpInside"]}]},
       "UIButton-2": {"targets": [{"target": "login", "action": "hidden:", "events": ["touchUpInside"]}]},
       "UIButton-3": {"targets": [{"target": "login", "action": "skip:", "events": ["touchUpInside"]}]},
       "UISwitch-1": {"isOn": true, "targets": [{"target": "login", "action": "wifi:", "events": ["valueChanged"]}]}
     }}

    """

  @Test(
    "-o naming the pasted text or the --targets file is refused with exit 2 and the file is untouched",
    arguments: ["login.txt", "login.targets.json", "./login.txt"])
  func outputIsInput(output: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("login.txt", Self.login)
    try folder.write("login.targets.json", Self.loginTargets)

    let result = CLIHarness.run(
      ["import", "hierarchy", "login.txt", "--targets", "login.targets.json", "-o", output], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.contains("the output is the same file as the"))
    #expect(try folder.read("login.txt") == Self.login)
    #expect(try folder.read("login.targets.json") == Self.loginTargets)
  }

  @Test("a pasted hierarchy with --targets imports to a scene that synth and run replay")
  func importsAndReplays() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("login.txt", Self.login)
    try folder.write("login.targets.json", Self.loginTargets)

    let imported = CLIHarness.run(
      ["import", "hierarchy", "login.txt", "--targets", "login.targets.json", "-o", "login.scene.json"],
      in: folder.path)
    let synth = CLIHarness.run(
      ["synth", "-", "--scene", "login.scene.json", "-o", "login.jsonl"], in: folder.path,
      standardInput: "tap UIButton-1; wait 1; tap UIButton-3; wait 1; tap UISwitch-1")
    let run = CLIHarness.run(["run", "login.jsonl", "--format", "jsonl"], in: folder.path)

    #expect(imported.code == 0)
    #expect(imported.stdout == "")
    #expect(imported.stderr.hasSuffix("imported 11 views (4 controls), 2 warnings\n"))
    #expect(imported.stderr.contains("login.txt:8:22: warning: unknown class 'MyApp.Badge'"))
    #expect(imported.stderr.contains("login.txt:12:22: warning: unknown class 'FancyOverlayView'"))
    #expect(synth.code == 0, "\(synth.stderr)")
    #expect(run.code == 0, "\(run.stderr)")
    #expect(
      CLIHarness.records(run.stdout) == [
        "touch began UIButton-1", "controlEvent UIButton-1 touchDown", "touch ended UIButton-1",
        "controlEvent UIButton-1 touchUpInside", "action signIn: UIButton-1",
        "controlEvent UIButton-1 primaryActionTriggered",
        "touch began UIButton-3", "controlEvent UIButton-3 touchDown", "touch ended UIButton-3",
        "controlEvent UIButton-3 touchUpInside", "action skip: UIButton-3",
        "controlEvent UIButton-3 primaryActionTriggered",
        "touch began UISwitch-1", "controlEvent UISwitch-1 touchDown", "touch ended UISwitch-1",
        "controlEvent UISwitch-1 valueChanged", "action wifi: UISwitch-1",
        "controlEvent UISwitch-1 touchUpInside",
      ])
  }

  /// Hierarchies that replay today, each with a tap and the view it must reach.
  static let variants: [(name: String, text: String, tap: String, view: String)] = [
    (
      "a module-qualified class with a baseless subview",
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <MyApp.Card: 0x2; frame = (0 0; 390 844)>\n"
        + "   |    | <UIButton: 0x3; frame = (20 700; 350 50); layer = <CALayer: 0x4>>\n",
      "UIButton-1", "UIButton-1"
    ),
    (
      "a hidden button passes the touch to the view behind it",
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 390 844)>\n"
        + "   | <UIButton: 0x3; frame = (20 700; 350 50); hidden = YES>\n",
      "UIButton-1", "UIView-1"
    ),
    (
      "a non-interactive view passes the touch to its superview",
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 390 844)>\n"
        + "   |    | <UIView: 0x3; frame = (20 700; 350 50); userInteractionEnabled = NO>\n",
      "UIView-2", "UIView-1"
    ),
    (
      "a transparent view is skipped",
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (20 700; 350 50)>\n"
        + "   | <UIView: 0x3; frame = (0 0; 390 844); alpha = 0>\n",
      "UIButton-1", "UIButton-1"
    ),
    (
      "an unknown private class is a plain view",
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <_UIPrivateContainerView: 0x2; frame = (0 0; 390 844)>\n",
      "_UIPrivateContainerView-1", "_UIPrivateContainerView-1"
    ),
  ]

  @Test("each variation replays, with the tap reaching the view UIKit would pick", arguments: variants)
  func variant(_ name: String, _ text: String, _ tap: String, _ view: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("h.txt", text)

    let imported = CLIHarness.run(["import", "hierarchy", "h.txt", "-o", "h.scene.json"], in: folder.path)
    let synth = CLIHarness.run(
      ["synth", "-", "--scene", "h.scene.json", "-o", "h.jsonl"], in: folder.path, standardInput: "tap \(tap)"
    )
    let run = CLIHarness.run(["run", "h.jsonl", "--format", "jsonl"], in: folder.path)

    #expect(imported.code == 0, "\(imported.stderr)")
    #expect(run.code == 0, "\(run.stderr)")
    #expect(CLIHarness.records(run.stdout).first == "touch began \(view)", "\(name)")
  }

  @Test(
    "standard input is read with '-'; a cut-off line keeps its class and frame, with a warning at its end")
  func truncatedFromStandardInput() {
    let text =
      "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (20 700; 350 50); layer = <CALayer: 0x6\n"

    let result = CLIHarness.run(["import", "hierarchy", "-"], standardInput: text)

    #expect(result.code == 0)
    #expect(
      result.stdout.contains(#"{"id": "UIButton-1", "class": "UIButton", "frame": [20, 700, 350, 50]}"#))
    #expect(
      result.stderr == """
        <stdin>:2:69: warning: the line ends before the view description is closed: the '<' at column 56 has no '>' (a cut-off line?): only the class and frame of this view are read
           | <UIButton: 0x2; frame = (20 700; 350 50); layer = <CALayer: 0x6
                                                                            ^
        imported 1 view (1 control), 1 warning

        """)
  }

  @Test("with -o an error leaves the earlier scene in place")
  func outputKeptOnError() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("bad.txt", "(lldb) po view\nerror: use of undeclared identifier 'view'\n")
    try folder.write("s.scene.json", "{}\n")

    let result = CLIHarness.run(["import", "hierarchy", "bad.txt", "-o", "s.scene.json"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stderr.hasPrefix("bad.txt: error: no view description found"))
    #expect(try folder.read("s.scene.json") == "{}\n")
    #expect(try folder.names() == ["bad.txt", "s.scene.json"])
  }

  @Test("an error in the targets file names that file")
  func badTargets() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(
      "h.txt", "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (20 700; 350 50)>\n")
    try folder.write("t.json", "{\"views\": {\n  \"UIButon-1\": {}}}\n")

    let result = CLIHarness.run(["import", "hierarchy", "h.txt", "--targets", "t.json"], in: folder.path)

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        t.json:2:3: error: 'UIButon-1' is not a view of the imported hierarchy
          "UIButon-1": {}}}
          ^
        note: did you mean 'UIButton-1'?

        """)
  }

  @Test("--help shows the debugger command, a pasted hierarchy and the steps to a replay")
  func help() {
    let result = CLIHarness.run(["import", "hierarchy", "--help"])

    #expect(result.code == 0)
    #expect(
      result.stdout.contains(
        "USAGE: tracereplay import hierarchy <file> [--output <file>] [--targets <file>]"))
    #expect(
      result.stdout.contains(
        "(lldb) po UIApplication.shared.keyWindow?.value(forKey: \"recursiveDescription\")"))
    #expect(
      result.stdout.contains(
        "tracereplay import hierarchy login.txt --targets login.targets.json -o login.scene.json"))
  }
}
