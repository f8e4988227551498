import Foundation
import UIKitModel

/// Loads a replay's scene: a `*.scene.json` file, or the scene a trace's header writes inline or
/// names, into a `BuiltScene`, with the checks and messages `run` uses.
package enum SceneFile {
  /// Reads, validates and builds the scene at `path` (relative to `workingDirectory` when given);
  /// diagnostics name the file as the user wrote it.
  package static func load(
    _ path: String, workingDirectory: String? = nil, registry: ClassRegistry = .standard,
    configuration: UIApplication.Configuration = UIApplication.Configuration()
  ) throws(Diagnostic) -> BuiltScene {
    let builder = SceneBuilder(registry: registry, configuration: configuration)
    return try build(
      displayPath: path, actualPath: Paths.resolve(path, in: workingDirectory), builder: builder)
  }

  /// Loads the scene the request names, or the one the header names.
  package static func load(for request: ReplayRequest, header: TraceHeader?) throws(Diagnostic)
    -> BuiltScene
  {
    let builder = SceneBuilder(registry: request.registry, configuration: request.configuration)
    if let buildScene = request.buildScene { return try buildScene(builder) }
    if let path = request.scenePath {
      return try build(
        displayPath: path, actualPath: Paths.resolve(path, in: request.workingDirectory), builder: builder)
    }
    guard let reference = header?.scene else {
      let typo = header?.unknownKeys.first { $0.message.contains("did you mean 'scene'") }
      throw Diagnostic(
        file: request.tracePath, line: typo?.line ?? header?.line ?? 0, column: typo?.column ?? 0,
        message:
          "no scene for this trace: start it with a header line such as "
          + "{\"tracereplay\": 1, \"scene\": \"login.scene.json\"}, or pass --scene FILE",
        sourceLine: typo?.sourceLine,
        notes: typo.map { _ in ["the header's key here is not 'scene': did you mean 'scene'?"] } ?? [])
    }
    switch reference {
    case .inline(let node):
      let (spec, reader) = try inline(node, request: request)
      return try builder.build(spec, reader: reader)
    case .path(let path, let position):
      let (display, actual) = try headerPath(path, at: position, request: request)
      return try build(displayPath: display, actualPath: actual, builder: builder)
    }
  }

  /// Reads a scene written in a trace's header; its images are beside the trace.
  static func inline(_ node: JSONNode, request: ReplayRequest) throws(Diagnostic)
    -> (SceneSpec, SceneReader)
  {
    let reader = SceneReader(file: request.tracePath)
    var spec = try reader.read(node)
    if request.tracePath != "-" {
      spec.imagesFolder = imagesFolder(
        besideFile: Paths.resolve(request.tracePath, in: request.workingDirectory))
    }
    return (spec, reader)
  }

  static func build(
    displayPath: String, actualPath: String, builder: SceneBuilder
  ) throws(Diagnostic) -> BuiltScene {
    let (spec, reader) = try parse(displayPath: displayPath, actualPath: actualPath)
    return try builder.build(spec, reader: reader)
  }

  /// Reads and checks the scene file, without building it.
  static func parse(
    displayPath: String, actualPath: String
  ) throws(Diagnostic) -> (SceneSpec, SceneReader) {
    let limits = SceneReader.Limits()
    // A byte order mark (some editors write one) is skipped; columns count from after it.
    let bytes = ByteOrderMark.dropped(
      try InputFile.read(
        actualPath: actualPath, displayPath: displayPath, what: "scene", maxBytes: limits.maxBytes))
    if let nul = bytes.firstIndex(of: 0) {
      throw located(
        "scene file is binary: found a NUL byte; a scene is JSON text", at: nul, in: bytes,
        file: displayPath)
    }
    if String(validating: bytes, as: UTF8.self) == nil {
      let offset = firstInvalidUTF8(bytes)
      throw located(
        "scene file is not UTF-8: invalid byte 0x\(hex(bytes[offset]))", at: offset, in: bytes,
        file: displayPath, notes: ["save the scene as UTF-8"])
    }
    let text = String(decoding: bytes, as: UTF8.self)
    // Each level of subviews is two levels of JSON, so the JSON limit follows the view limit.
    let node = try JSONParser(maxDepth: 2 * limits.maxDepth + 8).parse(bytes, file: displayPath)
    let reader = SceneReader(file: displayPath, source: text, limits: limits)
    var spec = try reader.read(node)
    spec.imagesFolder = imagesFolder(besideFile: actualPath)
    return (spec, reader)
  }

  /// A diagnostic at the byte `offset` of `bytes`, with its line and column.
  private static func located(
    _ message: String, at offset: Int, in bytes: [UInt8], file: String, notes: [String] = []
  ) -> Diagnostic {
    let end = min(max(offset, 0), bytes.count)
    let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = bytes[..<lineStart].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let lineEnd = bytes[end...].firstIndex(of: 0x0A) ?? bytes.count
    let shownEnd = min(lineEnd, lineStart + 1024)
    return Diagnostic(
      file: file, line: line, column: end - lineStart + 1, message: message,
      sourceLine: String(decoding: bytes[lineStart..<shownEnd], as: UTF8.self), notes: notes)
  }

  /// The offset of the first byte that is not part of valid UTF-8.
  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return min(offset, max(bytes.count - 1, 0))
      case .error: return min(offset, max(bytes.count - 1, 0))
      }
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  /// The `images` folder beside the file at `path`.
  static func imagesFolder(besideFile path: String) -> String {
    let folder = Paths.directory(of: path)
    return folder.isEmpty ? "images" : folder + "/images"
  }
}
