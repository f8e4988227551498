import Foundation
import UIKitModel

/// Runs one replay end to end: reads the trace's header, loads and builds the scene, streams the
/// samples through a `Replayer`, and writes the records in the requested format.
public enum ReplayRun {
  /// How a replay ended.
  public enum Outcome: Equatable, Sendable {
    /// Every sample was replayed (warnings may have been reported in lenient mode).
    case completed(samples: Int, warnings: Int)
    /// Bad input stopped the replay; the diagnostic was reported and written as the last record.
    case failed(Diagnostic)
  }

  /// Replays `request`, writing records to `output` and each diagnostic to `diagnostics` as it
  /// happens (warnings included).
  @discardableResult
  public static func run(
    _ request: ReplayRequest, output: TextOutput, diagnostics: (Diagnostic) -> Void
  ) -> Outcome {
    let sink = RecordSink(format: request.format, output: output, colors: request.colors)
    return run(request, record: sink.report, diagnostics: diagnostics)
  }

  /// Replays `request`, handing each record to `record` instead of a reporter (for commands that
  /// analyse or draw a replay); `sceneBuilt` receives the scene before the first sample.
  @discardableResult
  public static func run(
    _ request: ReplayRequest, record: @escaping (ReplayRecord) -> Void,
    diagnostics: (Diagnostic) -> Void, sceneBuilt: (BuiltScene) -> Void = { _ in }
  ) -> Outcome {
    let sink = ClosureSink(record)
    var readOptions = request.readOptions
    readOptions.lenient = request.lenient || readOptions.lenient
    var reader: TraceReader
    var replayer: Replayer?
    do {
      if request.tracePath == "-", let bytes = request.standardInput {
        reader = try TraceReader(bytes: bytes, name: "<stdin>", options: readOptions)
      } else {
        reader = try openTrace(request, options: readOptions)
      }
      let scene = try loadScene(request, header: reader.header)
      sceneBuilt(scene)
      replayer = Replayer(scene: scene, options: options(request), emit: sink.report)
    } catch {
      return fail(error, sink: sink, at: 0, diagnostics: diagnostics)
    }
    guard let replayer else { return .completed(samples: 0, warnings: 0) }
    var warnings = 0
    do {
      while let group = try reader.nextGroup() {
        replayer.deliver(time: group.time, samples: group.samples)
        for warning in reader.takeWarnings() {
          warnings += 1
          replayer.record(warning)
          diagnostics(warning)
        }
      }
      for warning in reader.takeWarnings() {
        warnings += 1
        replayer.record(warning)
        diagnostics(warning)
      }
    } catch {
      return fail(error, sink: sink, at: replayer.lastTime, diagnostics: diagnostics, replayer: replayer)
    }
    replayer.finish()
    return .completed(samples: reader.statistics.samples, warnings: warnings)
  }

  private static func options(_ request: ReplayRequest) -> Replayer.Options {
    var options = request.replayOptions
    options.verbose = request.verbose || options.verbose
    return options
  }

  private final class ClosureSink {
    let report: (ReplayRecord) -> Void
    init(_ report: @escaping (ReplayRecord) -> Void) { self.report = report }
  }

  private static func fail(
    _ error: Diagnostic, sink: ClosureSink, at time: Double, diagnostics: (Diagnostic) -> Void,
    replayer: Replayer? = nil
  ) -> Outcome {
    if let replayer {
      replayer.record(error)
    } else {
      sink.report(
        ReplayRecord(
          t: time,
          kind: .diagnostic(
            .init(
              isError: true, message: error.message, file: error.file,
              line: error.line > 0 ? error.line : nil, column: error.column > 0 ? error.column : nil))))
    }
    diagnostics(error)
    return .failed(error)
  }

  /// Loads the scene the request names, or the one the header names.
  static func loadScene(_ request: ReplayRequest, header: TraceHeader?) throws(Diagnostic) -> BuiltScene {
    let builder = SceneBuilder(registry: request.registry, configuration: request.configuration)
    if let path = request.scenePath {
      return try loadSceneFile(
        displayPath: path, actualPath: resolve(path, in: request.workingDirectory), builder: builder)
    }
    guard let reference = header?.scene else {
      throw Diagnostic(
        file: request.tracePath, line: header?.line ?? 0,
        message:
          "no scene for this trace: start it with a header line such as "
          + "{\"tracereplay\": 1, \"scene\": \"login.scene.json\"}, or pass --scene FILE")
    }
    switch reference {
    case .inline(let node):
      let reader = SceneReader(file: request.tracePath)
      return try builder.build(try reader.read(node), reader: reader)
    case .path(let path, let position):
      let base = request.tracePath == "-" ? "" : directory(of: request.tracePath)
      let display = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
      let actual = resolve(display, in: request.workingDirectory)
      guard FileManager.default.fileExists(atPath: actual) else {
        throw Diagnostic(
          file: request.tracePath, line: position.line, column: position.column,
          message: "scene file '\(display)' does not exist (the header's path is relative to the trace's folder)")
      }
      return try loadSceneFile(displayPath: display, actualPath: actual, builder: builder)
    }
  }

  static func loadSceneFile(
    displayPath: String, actualPath: String, builder: SceneBuilder
  ) throws(Diagnostic) -> BuiltScene {
    let limits = SceneReader.Limits()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: actualPath, isDirectory: &isDirectory) else {
      throw Diagnostic(file: displayPath, message: "scene file does not exist")
    }
    guard !isDirectory.boolValue else {
      throw Diagnostic(file: displayPath, message: "scene path is a folder, not a file")
    }
    guard let data = FileManager.default.contents(atPath: actualPath) else {
      throw Diagnostic(file: displayPath, message: "cannot read the scene file (permission denied?)")
    }
    guard data.count <= limits.maxBytes else {
      throw Diagnostic(
        file: displayPath,
        message: "scene file is \(data.count) bytes; the limit is \(limits.maxBytes) bytes")
    }
    let bytes = [UInt8](data)
    guard !bytes.contains(0) else {
      throw Diagnostic(file: displayPath, message: "scene file is binary, not JSON text")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic(file: displayPath, message: "scene file is not UTF-8")
    }
    let node = try JSONParser().parse(bytes, file: displayPath)
    let reader = SceneReader(file: displayPath, source: text, limits: limits)
    return try builder.build(try reader.read(node), reader: reader)
  }

  /// Opens the trace at the request's path, resolved against its working directory, but named
  /// in messages as the user typed it.
  private static func openTrace(
    _ request: ReplayRequest, options: TraceReadOptions
  ) throws(Diagnostic) -> TraceReader {
    let actual = resolve(request.tracePath, in: request.workingDirectory)
    guard actual != request.tracePath else {
      return try TraceReader(path: request.tracePath, options: options)
    }
    let fd = open(actual, O_RDONLY)
    guard fd >= 0 else {
      let reason = String(cString: strerror(errno))
      throw Diagnostic(file: request.tracePath, message: "cannot open trace: \(reason)")
    }
    return try TraceReader(
      fileDescriptor: fd, name: request.tracePath, options: options, closesWhenDone: true)
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func resolve(_ path: String, in directory: String?) -> String {
    guard let directory, !path.hasPrefix("/"), path != "-" else { return path }
    return directory + "/" + path
  }
}
