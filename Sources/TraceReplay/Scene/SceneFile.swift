import UIKitModel

/// Loads a `*.scene.json` file into a `BuiltScene`, with the checks and messages `run` uses.
public enum SceneFile {
  /// Reads, validates and builds the scene at `path` (relative to `workingDirectory` when given);
  /// diagnostics name the file as the user wrote it.
  public static func load(
    _ path: String, workingDirectory: String? = nil, registry: ClassRegistry = .standard,
    configuration: UIApplication.Configuration = UIApplication.Configuration()
  ) throws(Diagnostic) -> BuiltScene {
    let builder = SceneBuilder(registry: registry, configuration: configuration)
    return try ReplayRun.loadSceneFile(
      displayPath: path, actualPath: ReplayRun.resolve(path, in: workingDirectory), builder: builder)
  }
}
