extension ReplayRun {
  /// The files a replay of `request` reads: the trace (unless it is standard input) and the scene
  /// file, from `--scene` or from the header of a trace that is a regular file (a FIFO's header is
  /// not read here: that would consume it). Paths are resolved against the working directory.
  package static func inputFiles(_ request: ReplayRequest) -> [FileIdentity.Input] {
    var inputs: [FileIdentity.Input] = []
    if request.tracePath != "-" {
      let trace = Paths.resolve(request.tracePath, in: request.workingDirectory)
      inputs.append(.init(actualPath: trace, displayPath: request.tracePath, role: "trace"))
      if request.scenePath == nil, TraceFinder.kind(of: trace, following: true) == .file,
        let reader = try? TraceReader(path: trace, name: request.tracePath, options: request.readOptions),
        case .path(let path, _)? = reader.header?.scene
      {
        let base = Paths.directory(of: request.tracePath)
        let display = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
        inputs.append(
          .init(
            actualPath: Paths.resolve(display, in: request.workingDirectory), displayPath: display,
            role: "scene"))
      }
    }
    if let scene = request.scenePath {
      inputs.append(
        .init(
          actualPath: Paths.resolve(scene, in: request.workingDirectory), displayPath: scene, role: "scene"))
    }
    return inputs
  }
}
