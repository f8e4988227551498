import Foundation
import TraceReplay
import UIKitModel

extension SceneInput {
  /// Builds the scene without replaying anything, for a test that drives the objects itself
  /// (calls `sendActions(for:)`, reads a control's state). Keep the result alive while using
  /// its objects: the scene owns the window and the application. `.header` names no scene and
  /// is an error here.
  public func build(
    registry: ClassRegistry = .standard, filePath: String = #filePath
  ) throws(Diagnostic) -> BuiltScene {
    let base = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    var request = try ReplayTestRequest.make(.jsonl(""), scene: self, base: base)
    request.registry = registry
    if case .header = source {
      throw Diagnostic(
        file: "<scene>", message: "a scene to build must be a file, JSON or views, not .header")
    }
    return try SceneFile.load(for: request, header: nil)
  }
}
