import Foundation
import TraceReplay

/// `tracereplay synth`: turns a gesture script into a trace against a scene.
enum SynthCommand {
  static let sceneOption = OptionSpec(
    "scene", help: "The scene file whose view ids the script names (required).", valueName: "file")
  static let outputOption = OptionSpec(
    "output", short: "o",
    help: "Write the trace to this file (replaced atomically) instead of standard output.",
    valueName: "file")

  static var spec: CommandSpec {
    CommandSpec(
      name: "synth",
      abstract: "Turn a gesture script into a touch trace.",
      discussion: """
        Reads SCRIPT (gestures such as 'tap ok', 'drag volume.thumb -> volume.right over 0.3s'; \
        '-' for standard input), looks the views it names up in the scene, and writes a trace whose \
        header names the scene (relative to the output file's folder with -o), ready for 'run' and \
        'check'. See docs/synth.md for the grammar.

        GESTURES:
          tap T | double-tap T | two-finger-tap T
          press T SECONDS              hold still, then lift (long-press T [for D] is the same)
          drag T -> T [-> T...]        also 'pan'; 'over D' or 'at V pt/s', 'ease in|out|in-out'
          swipe T up|down|left|right   'by DISTANCE', 'over D' or 'at V pt/s'
          pinch T in|out               'by DISTANCE', 'over D'
          wait SECONDS | rate HZ | tap-duration SECONDS
        Timers (a long press, a double tap's wait, a scroll view's delay) fire at their own \
        times while a finger is held and after the last sample.

        EXAMPLES:
          tracereplay synth login.synth --scene login.scene.json -o login.jsonl
          echo 'tap ok; wait 0.5; double-tap ok' | tracereplay synth - --scene buttons.scene.json
          echo 'press photo 0.6; swipe list up by 200 at 1500pt/s' | tracereplay synth - --scene s.json
        """,
      arguments: [ArgumentSpec("script", help: "The gesture script, or '-' for standard input.")],
      options: [sceneOption, outputOption],
      run: { parsed, context in try run(parsed, context: context) })
  }

  static func run(_ parsed: ParsedArguments, context: CLIContext) throws -> ExitCode {
    guard let scenePath = parsed.value("scene") else {
      throw UsageError("Missing expected option '--scene <file>'", commandPath: parsed.commandPath)
    }
    let scriptPath = parsed.argument("script") ?? "-"
    let (name, script) = try readScript(scriptPath, context: context)
    let scene = try SceneFile.load(
      scenePath, workingDirectory: context.currentDirectory, registry: context.registry)
    let synthesizer = Synthesizer(file: name, resolver: SynthSceneReplay(scene: scene))
    let destination = TraceDestination(
      outputPath: parsed.value("output"), currentDirectory: context.currentDirectory)
    let writer = TraceWriter()
    var inputs = [
      FileIdentity.Input(
        actualPath: PathText.absolute(scenePath, in: context.currentDirectory), displayPath: scenePath,
        role: "scene")
    ]
    if scriptPath != "-" {
      inputs.append(
        .init(
          actualPath: PathText.absolute(scriptPath, in: context.currentDirectory), displayPath: scriptPath,
          role: "script"))
    }
    let headerScene = destination.headerScene(scenePath)
    try destination.write(to: context.stdout, inputs: inputs) { output in
      // The samples stream out as each gesture is made; the header goes with the first one, so a
      // script rejected before any sample prints nothing.
      var headerWritten = false
      try synthesizer.synthesize(
        script,
        emit: { sample in
          if !headerWritten {
            output.write(writer.headerLine(scene: headerScene) + "\n")
            headerWritten = true
          }
          output.write(writer.line(for: sample) + "\n")
        },
        warn: { warning in
          context.stderr.write(warning.rendered(color: context.stderrTerminal.allowsColor))
        })
    }
    if let warning = destination.outsideSceneWarning(headerScene) {
      context.stderr.write(warning.rendered(color: context.stderrTerminal.allowsColor))
    }
    return .success
  }

  /// The script's name for diagnostics and its text, from a file or standard input.
  static func readScript(_ path: String, context: CLIContext) throws(Diagnostic) -> (String, String) {
    let name = path == "-" ? "<stdin>" : path
    let bytes: [UInt8]
    if path == "-" {
      do {
        bytes = try context.readStandardInput()
      } catch {
        throw Diagnostic(file: name, message: "cannot read standard input: \(error)")
      }
    } else {
      let actual = path.hasPrefix("/") ? path : context.currentDirectory + "/" + path
      bytes = try InputFile.read(
        actualPath: actual, displayPath: name, what: "script", maxBytes: maximumScriptBytes)
    }
    guard bytes.count <= maximumScriptBytes else {
      throw Diagnostic(
        file: name, message: "script is \(bytes.count) bytes; the limit is \(maximumScriptBytes) bytes")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic(file: name, message: "script is not UTF-8 text")
    }
    return (name, text)
  }

  /// Scripts are short; anything larger is almost certainly the wrong file.
  static let maximumScriptBytes = 1 << 20
}
