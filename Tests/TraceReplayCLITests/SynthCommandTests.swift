import Foundation
import Testing
import TraceReplayCLI

@Suite("tracereplay synth")
struct SynthCommandTests {
  static let scene = """
    {
      "window": {"width": 390, "height": 844},
      "controllers": [{"id": "vc", "view": "root", "actions": ["tapOK:", "volume:"]}],
      "views": [
        {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "panel", "frame": [0, 600, 390, 200], "subviews": [
            {"id": "ok", "class": "UIButton", "frame": [20, 100, 350, 50],
             "targets": [{"target": "vc", "action": "tapOK:", "events": ["touchUpInside"]}]}
          ]},
          {"id": "volume", "class": "UISlider", "frame": [20, 100, 200, 40], "value": 0.5,
           "targets": [{"target": "vc", "action": "volume:", "events": ["valueChanged"]}]}
        ]}
      ]
    }
    """

  @Test("a tap on a nested button is written at its centre in window coordinates, to stdout")
  func tapToStandardOutput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)
    try folder.write("tap.synth", "tap ok\n")

    let result = CLIHarness.run(["synth", "tap.synth", "--scene", "app.scene.json"], in: folder.path)

    #expect(result.code == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {"tracereplay":1,"scene":"app.scene.json"}
        {"t":0.0,"id":1,"phase":"began","x":195.0,"y":725.0}
        {"t":0.08,"id":1,"phase":"ended","x":195.0,"y":725.0}

        """)
  }

  @Test("a point that hits another view or lies outside the window is a warning naming the hit view")
  func missedTargets() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write(
      "badge.scene.json",
      """
      {"window": {"width": 390, "height": 844},
       "views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": [
         {"id": "ok", "class": "UIButton", "frame": [20, 700, 350, 50]},
         {"id": "badge", "frame": [175, 705, 40, 40]}]}]}
      """)
    try folder.write("tap.synth", "tap ok\ntap ok.left\ndrag ok.left -> (500, 725)\n")

    let result = CLIHarness.run(["synth", "tap.synth", "--scene", "badge.scene.json"], in: folder.path)

    #expect(result.code == 0)
    #expect(
      result.stderr == """
        tap.synth:1:5: warning: tap ok: (195, 725) hits `badge`, not `ok`
        tap ok
            ^
        tap.synth:3:17: warning: drag (500, 725): (500, 725) is outside the window, where no touch can \
        begin or be seen
        drag ok.left -> (500, 725)
                        ^

        """)
    #expect(result.stdout.contains(#""x":195.0,"y":725.0"#))
  }

  @Test("the output of -o replays: a tap on ok gives touchDown, touchUpInside and the action")
  func outputReplays() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("scenes/app.scene.json", Self.scene)
    try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)

    let synth = CLIHarness.run(
      ["synth", "-", "--scene", "scenes/app.scene.json", "-o", "out/tap.jsonl"], in: folder.path,
      standardInput: "tap ok")
    let header = try folder.read("out/tap.jsonl").split(separator: "\n").first
    let run = CLIHarness.run(
      ["run", folder.path + "/out/tap.jsonl", "--format", "jsonl", "--allow-outside-scene"])
    let refused = CLIHarness.run(["run", folder.path + "/out/tap.jsonl"])

    #expect(synth.code == 0)
    #expect(synth.stdout == "")
    #expect(
      synth.stderr == """
        out/tap.jsonl: warning: the header's scene path '../scenes/app.scene.json' leads out of the trace's folder
        note: replay it with --allow-outside-scene, or keep the scene in the trace's folder

        """)
    #expect(refused.code == 2)
    #expect(
      refused.stderr.contains("error: scene path '../scenes/app.scene.json' leads out of the trace's folder"))
    #expect(header == #"{"tracereplay":1,"scene":"../scenes/app.scene.json"}"#)
    #expect(run.code == 0)
    #expect(
      CLIHarness.records(run.stdout) == [
        "touch began ok", "controlEvent ok touchDown", "touch ended ok", "controlEvent ok touchUpInside",
        "action tapOK: ok", "controlEvent ok primaryActionTriggered",
      ])
  }

  @Test("volume.thumb is the slider's thumb centre converted to window coordinates")
  func sliderThumb() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)

    let result = CLIHarness.run(
      ["synth", "-", "--scene", "app.scene.json"], in: folder.path, standardInput: "tap volume.thumb")

    // The track runs 14 pt in from each side: 20 + 14 + 0.5 × (200 − 28) = 120; y = 100 + 20.
    #expect(result.code == 0)
    #expect(result.stdout.contains(#"{"t":0.0,"id":1,"phase":"began","x":120.0,"y":120.0}"#))
  }

  @Test("an unknown view is an error with the script line, a caret and a suggestion; exit 2")
  func unknownView() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)
    try folder.write("login.synth", "wait 0.1\ntap volum\n")
    try folder.write("out.jsonl", "old\n")

    let result = CLIHarness.run(
      ["synth", "login.synth", "--scene", "app.scene.json", "-o", "out.jsonl"], in: folder.path)

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        login.synth:2:5: error: unknown view 'volum'
        tap volum
            ^
        note: did you mean 'volume'?

        """)
    #expect(try folder.read("out.jsonl") == "old\n")
  }

  @Test(
    "errors about the inputs name the file and exit 2",
    arguments: [
      (
        ["synth", "missing.synth", "--scene", "app.scene.json"],
        "missing.synth: error: script file does not exist\n"
      ),
      (["synth", "-", "--scene", "none.scene.json"], "none.scene.json: error: scene file does not exist\n"),
      (["synth", "-", "--scene", "."], ".: error: scene path is a folder, not a regular file\n"),
    ])
  func inputErrors(arguments: [String], message: String) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)

    let result = CLIHarness.run(arguments, in: folder.path, standardInput: "tap ok")

    #expect(result.code == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  @Test("--scene is required: a usage error with exit 2")
  func sceneRequired() {
    let result = CLIHarness.run(["synth", "-"], standardInput: "tap ok")

    #expect(result.code == 2)
    #expect(
      result.stderr == """
        Error: Missing expected option '--scene <file>'

        Usage: tracereplay synth <script> [--scene <file>] [--output <file>]
          See 'tracereplay synth --help' for more information.

        """)
  }

  @Test("-o replaces an existing file and leaves no temporary file behind")
  func atomicOutput() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    try folder.write("app.scene.json", Self.scene)
    try folder.write("out.jsonl", "old contents\n")

    let result = CLIHarness.run(
      ["synth", "-", "--scene", "app.scene.json", "--output", "out.jsonl"], in: folder.path,
      standardInput: "tap ok")

    #expect(result.code == 0)
    #expect(try folder.read("out.jsonl").hasPrefix(#"{"tracereplay":1,"scene":"app.scene.json"}"#))
    #expect(try folder.names() == ["app.scene.json", "out.jsonl"])
  }

  @Test("the help shows the usage and an example")
  func help() {
    let result = CLIHarness.run(["synth", "--help"])

    #expect(result.code == 0)
    #expect(result.stdout.contains("USAGE: tracereplay synth <script> [--scene <file>] [--output <file>]"))
    #expect(result.stdout.contains("tracereplay synth login.synth --scene login.scene.json -o login.jsonl"))
  }
}
