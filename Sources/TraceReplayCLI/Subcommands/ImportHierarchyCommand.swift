import Foundation
import TraceReplay

/// `tracereplay import hierarchy`: turns a view tree's debug description, as the debugger prints
/// it, into a scene.
enum ImportHierarchyCommand {
  static let output = OptionSpec(
    "output", short: "o",
    help: "Write the scene to this file (replaced atomically) instead of standard output.",
    valueName: "file")
  static let targets = OptionSpec(
    "targets",
    help: "A JSON file of controllers, target-action registrations and other fields to merge by view id.",
    valueName: "file")

  static var spec: CommandSpec {
    CommandSpec(
      name: "hierarchy",
      abstract: "Convert a view hierarchy printed by the debugger (recursiveDescription) into a scene.",
      discussion: """
        Reads the text UIKit's debug description of a view tree prints (FILE, or '-' for standard \
        input), as pasted from the debugger, '(lldb)' prompt lines and blank lines included. Each \
        line becomes a view, nested by its '|' markers, with the frame as printed; the root line \
        gives the window's size. Ids are the printed accessibility identifier or label, else the \
        class and a count ('UIButton-3'). An app's subclass with 'baseClass = UIButton' keeps its \
        name with "base": "UIButton"; a class that cannot be placed becomes a UIView, with a warning. \
        The text has no target-actions or controllers: give them with --targets. See docs/import.md \
        and docs/record-a-screen.md.

        EXAMPLE:
          (lldb) po UIApplication.shared.keyWindow?.value(forKey: "recursiveDescription")
          <UIWindow: 0x7f8b1c506a90; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c5d2f0>; layer = <UIWindowLayer: 0x600000236d40>>
             | <UIView: 0x7f8b1c40a000; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000236dc0>>
             |    | <UIButton: 0x7f8b1c40a2b0; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x600000236e00>>
             |    |    | <UIButtonLabel: 0x7f8b1c40a6f0; frame = (147 15; 56 20); text = 'Sign in'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002e2c0a0>>

          $ pbpaste > login.txt        # the debugger's output, copied
          $ cat login.targets.json
          {"controllers": [{"id": "login", "view": "UIView-1", "actions": ["signIn:"]}],
           "views": {"UIButton-1": {"targets": [{"target": "login", "action": "signIn:", "events": ["touchUpInside"]}]}}}
          $ tracereplay import hierarchy login.txt --targets login.targets.json -o login.scene.json
          imported 3 views (1 control), 0 warnings
          $ echo 'tap UIButton-1' | tracereplay synth - --scene login.scene.json -o tap.jsonl
          $ tracereplay run tap.jsonl
        """,
      arguments: [ArgumentSpec("file", help: "The debugger's output, or '-' for standard input.")],
      options: [output, targets],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    let path = parsed.argument("file") ?? "-"
    var targets: HierarchyTargets?
    if let targetsPath = parsed.value("targets") {
      targets = try HierarchyTargets.read(
        actualPath: PathText.absolute(targetsPath, in: context.currentDirectory), displayPath: targetsPath)
    }
    let (input, name) = try ImportCommand.input(path, context: context)
    let result = try HierarchyImporter.importInput(input, file: name, targets: targets)
    let destination = TraceDestination(
      outputPath: parsed.value("output"), currentDirectory: context.currentDirectory)
    // The scene never replaces what it was made from: the debugger's text or the targets file.
    var inputs: [FileIdentity.Input] = []
    if path != "-" {
      inputs.append(
        FileIdentity.Input(
          actualPath: PathText.absolute(path, in: context.currentDirectory), displayPath: path, role: "input")
      )
    }
    if let targetsPath = parsed.value("targets") {
      inputs.append(
        FileIdentity.Input(
          actualPath: PathText.absolute(targetsPath, in: context.currentDirectory), displayPath: targetsPath,
          role: "targets file"))
    }
    try destination.write(to: context.stdout, inputs: inputs) { $0.write(result.scene) }
    let color = context.stderrTerminal.allowsColor
    for warning in result.warnings {
      context.stderr.write(warning.rendered(color: color))
    }
    context.stderr.write(
      "imported \(ImportCommand.counted(result.views, "view")) "
        + "(\(ImportCommand.counted(result.controls, "control"))), "
        + "\(ImportCommand.counted(result.warnings.count, "warning"))\n")
    return .success
  }
}
