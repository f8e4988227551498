import TraceReplay

/// Where a command that makes a trace writes it: standard output, or a file replaced atomically.
struct TraceDestination {
  /// The `-o` path as the user gave it; nil for standard output.
  var outputPath: String?
  /// The folder relative paths are resolved against.
  var currentDirectory: String

  /// The header's `scene` for a scene path given on the command line: relative to the output
  /// file's folder when writing a file (so `run` finds it), else as given.
  func headerScene(_ scenePath: String) -> String {
    guard let outputPath else { return scenePath }
    let scene = PathText.absolute(scenePath, in: currentDirectory)
    let output = PathText.absolute(outputPath, in: currentDirectory)
    return PathText.relative(scene, from: PathText.directory(of: output))
  }

  /// A warning when the header's `scene` is absolute or leads out of the trace's folder: `run`
  /// refuses such a path unless it is given `--allow-outside-scene`.
  func outsideSceneWarning(_ headerScene: String) -> Diagnostic? {
    guard headerScene.hasPrefix("/") || Paths.leavesFolder(headerScene) else { return nil }
    return Diagnostic(
      .warning, file: outputPath ?? "<stdout>",
      message:
        "the header's scene path \(DiagnosticText.quoted(headerScene)) leads out of the trace's folder",
      notes: ["replay it with --allow-outside-scene, or keep the scene in the trace's folder"])
  }

  /// Runs `body` with the writer the trace goes to; a file is renamed into place only on success,
  /// and is never one of `inputs` (exit 2 before anything is read or written).
  func write(
    to stdout: BufferedWriter, inputs: [FileIdentity.Input], _ body: (BufferedWriter) throws -> Void
  ) throws {
    guard let outputPath else {
      try body(stdout)
      return
    }
    let file = OutputFile(outputPath, currentDirectory: currentDirectory)
    try file.refuseOverwriting(inputs)
    try file.write(streaming: body)
  }
}
