import Foundation
import TraceReplay
import UIKitModel

/// Replays `trace` against `scene` and returns what happened.
///
///     let result = try replay(.file("traces/tap.jsonl"))
///     #expect(result.actionNames == ["tapOK:"])
///
/// Relative paths are resolved against the folder of the calling test file. Options come from
/// the project's `tracereplay.json` above a trace file, then the trace's header, then
/// `settings`. Bad input (a malformed trace or scene) throws the `Diagnostic` that `run` would
/// print; an unrecognized selector does not (it is an `error` record in `diagnostics`).
public func replay(
  _ trace: TraceInput, scene: SceneInput = .header, registry: ClassRegistry = .standard,
  settings: ReplaySettings = ReplaySettings(), lenient: Bool = false, filePath: String = #filePath
) throws(Diagnostic) -> ReplayResult {
  let base = URL(fileURLWithPath: filePath).deletingLastPathComponent().path
  var request = try ReplayTestRequest.make(trace, scene: scene, base: base)
  request.registry = registry
  request.overrides = settings
  request.lenient = request.lenient || lenient

  // One replay, with every detail: the explanations need the details, and the plain records
  // are the detailed ones without the kinds only `--verbose` adds. A scene built in code is
  // built once, so counters its handlers keep see each action once.
  request.verbose = true
  var detailed: [ReplayRecord] = []
  var builtScene: BuiltScene?
  let outcome = ReplayRun.run(
    request, record: { detailed.append($0) }, diagnostics: { _ in }, sceneBuilt: { builtScene = $0 })
  if case .failed(let diagnostic) = outcome { throw diagnostic }
  let explanations = builtScene.map { Explainer(scene: $0).explain(detailed) } ?? []
  let records = detailed.filter { !$0.kind.isVerboseOnly }
  return ReplayResult(records: records, explanations: explanations)
}

/// Turns a test's inputs into a replay request.
enum ReplayTestRequest {
  static func make(_ trace: TraceInput, scene: SceneInput, base: String) throws(Diagnostic) -> ReplayRequest {
    var request: ReplayRequest
    switch trace.source {
    case .file(let path):
      let resolved = resolve(path, in: base)
      request = ReplayRequest(tracePath: resolved)
      let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent().path
      let project = try ProjectSettings.find(from: folder)
      request.projectSettings = project.replay
      request.lenient = project.lenient ?? false
    case .text(let text):
      request = ReplayRequest(tracePath: "-")
      request.standardInput = Array(text.utf8)
    case .samples(let samples):
      request = ReplayRequest(tracePath: "-")
      var bytes: [UInt8] = []
      let writer = TraceWriter()
      for sample in samples {
        writer.appendLine(sample, to: &bytes)
      }
      request.standardInput = bytes
    }
    switch scene.source {
    case .header:
      if case .samples = trace.source {
        throw Diagnostic(
          file: trace.name,
          message:
            "samples built in code have no header to name a scene: pass scene: .file(...), .json(...) or .views { ... }"
        )
      }
    case .file(let path):
      request.scenePath = resolve(path, in: base)
    case .json(let text):
      request.buildScene = { builder throws(Diagnostic) in
        try builder.build(json: text, file: "<scene json>")
      }
    case .code(let width, let height, let build):
      request.buildScene = { builder throws(Diagnostic) in
        let text = "{\"window\": {\"width\": \(width), \"height\": \(height)}, \"views\": []}"
        let scene = try builder.build(json: text, file: "<scene code>")
        do {
          try build(scene)
        } catch let error as Diagnostic {
          throw error
        } catch {
          throw Diagnostic(file: "<scene code>", message: "building the scene failed: \(error)")
        }
        return scene
      }
    }
    return request
  }

  static func resolve(_ path: String, in base: String) -> String {
    path.hasPrefix("/") ? path : URL(fileURLWithPath: base).appendingPathComponent(path).standardized.path
  }
}
