import UIKitModel

/// Everything one replay needs to know: which trace, which scene, how to read and what to print.
public struct ReplayRequest {
  /// The output formats.
  public enum Format: String, Sendable, CaseIterable {
    case text
    case jsonl
  }

  /// The trace's path as the user gave it (`-` for standard input).
  public var tracePath: String
  /// A scene file that overrides the trace's header.
  public var scenePath: String?
  public var format: Format = .text
  public var verbose = false
  public var lenient = false
  /// ANSI colours in the text output.
  public var colors = false
  package var readOptions = TraceReadOptions()
  package var replayOptions = Replayer.Options()
  package var configuration = UIApplication.Configuration()
  public var registry = ClassRegistry.standard
  /// Whether a header's scene path may be absolute or lead out of the trace's folder (`..`, or a
  /// symbolic link out of it); by default it must stay inside, as a test runner's root directory.
  package var allowsOutsideScene = false
  /// The folder relative paths are resolved against (the current directory).
  public var workingDirectory: String?
  /// What `-` reads when standard input is not streamed (in-process tests); nil streams fd 0.
  public var standardInput: [UInt8]?
  /// The replay options of the project's settings file (`tracereplay.json`); a trace's header
  /// overrides them.
  package var projectSettings = ReplaySettings()
  /// The replay options given on the command line; they override the header and the settings file.
  public var overrides = ReplaySettings()
  /// Builds the scene in code instead of reading one (a test's views); overrides `scenePath` and
  /// the header. Called once per replay, so each replay gets fresh objects.
  public var buildScene: ((SceneBuilder) throws(Diagnostic) -> BuiltScene)?
  /// Whether the error that stops a replay is also a record (as the last one); a text output
  /// leaves it to standard error.
  var recordsStoppingError = true

  public init(tracePath: String) {
    self.tracePath = tracePath
  }
}
