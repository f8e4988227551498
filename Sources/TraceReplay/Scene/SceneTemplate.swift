import UIKitModel

/// A scene read once and built as often as needed, each time from fresh objects.
package struct SceneTemplate {
  enum Make {
    case spec(SceneSpec, SceneReader)
    case code((SceneBuilder) throws(Diagnostic) -> BuiltScene)
  }

  let builder: SceneBuilder
  let make: Make

  /// Whether the scene is built by code the caller gave (which may not be safe to call from
  /// several threads at once).
  package var isBuiltInCode: Bool {
    if case .code = make { return true }
    return false
  }

  /// A new scene.
  package func build() throws(Diagnostic) -> BuiltScene {
    switch make {
    case .spec(let spec, let reader): return try builder.build(spec, reader: reader)
    case .code(let build): return try build(builder)
    }
  }
}
