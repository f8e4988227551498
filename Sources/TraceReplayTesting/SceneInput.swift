import TraceReplay
import UIKitModel

/// The scene a test replays against: the trace's header, a scene file, scene JSON, or views
/// built in code.
public struct SceneInput: @unchecked Sendable {
  enum Source {
    case header
    case file(String)
    case json(String)
    case code(width: Double, height: Double, build: (BuiltScene) throws -> Void)
  }

  let source: Source

  /// The scene the trace's header names or embeds (the default).
  public static var header: SceneInput { SceneInput(source: .header) }

  /// A scene file; a relative path is resolved against the folder of the test file.
  public static func file(_ path: String) -> SceneInput { SceneInput(source: .file(path)) }

  /// A scene as JSON text (the scene format of docs/scene-format.md).
  public static func json(_ text: String) -> SceneInput { SceneInput(source: .json(text)) }

  /// A window of `width` by `height` points whose views `build` adds in code, naming each with
  /// `scene.add(view, id:to:)` (and controllers with `scene.name(_:_:)`); records use the names.
  /// `build` runs once per `replay` call, so every replay starts from fresh objects.
  public static func views(
    width: Double = 390, height: Double = 844, _ build: @escaping (BuiltScene) throws -> Void
  ) -> SceneInput {
    SceneInput(source: .code(width: width, height: height, build: build))
  }
}
