import UIKitModel

extension SceneFile {
  /// The scene `request` names (or its trace's header names), read and checked once, to be
  /// built fresh for each of many replays (`perturb`, `shrink`): the same errors as `load(for:header:)`.
  package static func template(for request: ReplayRequest, header: TraceHeader?) throws(Diagnostic)
    -> SceneTemplate
  {
    let builder = SceneBuilder(registry: request.registry, configuration: request.configuration)
    if let buildScene = request.buildScene {
      return SceneTemplate(builder: builder, make: .code(buildScene))
    }
    if let path = request.scenePath {
      let (spec, reader) = try parse(
        displayPath: path, actualPath: Paths.resolve(path, in: request.workingDirectory))
      return SceneTemplate(builder: builder, make: .spec(spec, reader))
    }
    guard let reference = header?.scene else {
      // The same message as a replay gives.
      _ = try load(for: request, header: header)
      throw Diagnostic(file: request.tracePath, message: "no scene for this trace")
    }
    switch reference {
    case .inline(let node):
      let (spec, reader) = try inline(node, request: request)
      return SceneTemplate(builder: builder, make: .spec(spec, reader))
    case .path(let path, let position):
      let (display, actual) = try headerPath(path, at: position, request: request)
      let (spec, reader) = try parse(displayPath: display, actualPath: actual)
      return SceneTemplate(builder: builder, make: .spec(spec, reader))
    }
  }
}
