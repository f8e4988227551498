#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SceneFile {
  /// Where the scene a header names is, as displayed and as opened; throws at the header's `scene`
  /// value when the path is empty, holds a NUL, is absolute or leads out of the trace's folder
  /// (unless `request.allowsOutsideScene`), is missing, a loop of links, or not a regular file.
  static func headerPath(
    _ path: String, at position: SourcePosition, request: ReplayRequest
  ) throws(Diagnostic) -> (display: String, actual: String) {
    func problem(_ message: String, notes: [String] = []) -> Diagnostic {
      Diagnostic(
        file: request.tracePath, line: position.line, column: position.column, message: message, notes: notes)
    }
    let shown = DiagnosticText.quoted(path)
    guard !path.isEmpty else {
      throw problem("field 'scene' is an empty path; name the scene file, relative to the trace's folder")
    }
    guard !path.utf8.contains(0) else {
      throw problem("field 'scene' holds a NUL character, which no path can contain: \(shown)")
    }
    let allow = "pass --allow-outside-scene to read it anyway, or move the scene into the trace's folder"
    if !request.allowsOutsideScene {
      if path.hasPrefix("/") {
        throw problem(
          "scene path \(shown) is absolute; a header's scene must be inside the trace's folder",
          notes: [allow])
      }
      if Paths.leavesFolder(path) {
        throw problem("scene path \(shown) leads out of the trace's folder", notes: [allow])
      }
    }
    let base = request.tracePath == "-" ? "" : Paths.directory(of: request.tracePath)
    let display = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
    let actual = Paths.resolve(display, in: request.workingDirectory)
    var status = stat()
    guard stat(actual, &status) == 0 else {
      if errno == ELOOP {
        throw problem("scene path \(DiagnosticText.quoted(display)) is a loop of symbolic links")
      }
      if errno != ENOENT {
        let reason = String(cString: strerror(errno))
        throw problem("cannot read the scene file \(DiagnosticText.quoted(display)): \(reason)")
      }
      throw problem(
        "scene file \(DiagnosticText.quoted(display)) does not exist (the header's path is relative to the trace's folder)"
      )
    }
    if let kind = InputFile.describeNonRegular(status) {
      throw problem("scene path \(DiagnosticText.quoted(display)) is \(kind), not a regular file")
    }
    if !request.allowsOutsideScene {
      let folder =
        base.isEmpty ? (request.workingDirectory ?? ".") : Paths.resolve(base, in: request.workingDirectory)
      if !Paths.isInside(actual, folder: folder) {
        throw problem(
          "scene path \(DiagnosticText.quoted(display)) is a symbolic link out of the trace's folder",
          notes: [allow])
      }
    }
    return (display, actual)
  }
}
