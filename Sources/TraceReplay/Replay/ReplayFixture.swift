import Foundation
import UIKitModel

/// A trace read once into memory and its scene read once, replayed as often as needed with
/// changed samples, each time through a fresh scene (`perturb`, `shrink`).
///
/// Reading fails with the diagnostic `run` gives for the same input (file, line and column).
package struct ReplayFixture {
  /// The request with the replay options it ends up with (settings file, header, command line).
  package let request: ReplayRequest
  /// The trace's header, if it has one.
  package let header: TraceHeader?
  /// Every sample of the trace, in file order (lenient mode: the ones kept, and the cancels
  /// made for touches left down).
  package let samples: [TouchSample]
  /// The warnings met reading the trace and building the scene (lenient mode, unknown keys).
  package let warnings: [Diagnostic]
  /// The scene, read once.
  package let scene: SceneTemplate
  /// The header line as the trace has it (without the newline), for a trace written back: the
  /// bytes the reader read, never read again (a pipe gives them once).
  package let headerText: String?
  /// The size of the scene's window: where a finger on the glass can be.
  package let windowSize: CGSize

  /// Reads the trace and the scene `request` names.
  package static func load(_ request: ReplayRequest) throws(Diagnostic) -> ReplayFixture {
    var readOptions = request.readOptions
    readOptions.lenient = request.lenient || readOptions.lenient
    var reader: TraceReader
    var bytes = request.standardInput
    if request.tracePath == "-" && bytes == nil {
      bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
    if request.tracePath == "-", let bytes {
      reader = try TraceReader(bytes: bytes, name: "<stdin>", options: readOptions)
    } else {
      reader = try TraceReader(
        path: Paths.resolve(request.tracePath, in: request.workingDirectory), name: request.tracePath,
        options: readOptions)
    }
    var warnings = reader.header?.unknownKeys ?? []
    let header = reader.header
    let settled = ReplayRun.settled(request, header: header)
    let template = try SceneFile.template(for: settled, header: header)
    var samples: [TouchSample] = []
    while let group = try reader.nextGroup() {
      samples.append(contentsOf: group.samples)
      warnings += reader.takeWarnings()
    }
    warnings += reader.takeWarnings()
    let first = try template.build()
    warnings += first.warnings
    return ReplayFixture(
      request: settled, header: header, samples: samples, warnings: warnings, scene: template,
      headerText: header?.text, windowSize: first.window.bounds.size)
  }

  /// The replayer's options for this trace (tap interval and distance from the settings).
  package var replayOptions: Replayer.Options {
    var options = request.replayOptions
    options.verbose = false
    return options
  }

  /// Replays `samples` (valid ones: each touch begins before it moves and ends once; times never
  /// go back) through a fresh scene, handing each record to `record` as it is made (the scene
  /// is then as the record finds it); returns the scene. `sceneBuilt` receives the scene before
  /// the first sample. The time-unit warnings `run` gives ("are these milliseconds?") are records
  /// here too.
  @discardableResult
  package func replay(
    _ samples: [TouchSample], verbose: Bool = false, sceneBuilt: (BuiltScene) -> Void = { _ in },
    record: @escaping (ReplayRecord) -> Void
  ) throws(Diagnostic) -> BuiltScene {
    let built = try scene.build()
    sceneBuilt(built)
    var options = replayOptions
    options.verbose = verbose
    let replayer = Replayer(scene: built, options: options, emit: record)
    withRunLoop(of: built.application) { replay(samples, through: replayer) }
    return built
  }

  /// Delivers `samples` group by group, then finishes the replay.
  private func replay(_ samples: [TouchSample], through replayer: Replayer) {
    let built = replayer.scene
    var start = 0
    var group: [TouchSample] = []
    var timeUnit = TimeUnitCheck(file: request.tracePath)
    while start < samples.count {
      let time = samples[start].t
      var end = start
      group.removeAll(keepingCapacity: true)
      while end < samples.count && samples[end].t == time {
        group.append(samples[end])
        end += 1
      }
      let warnings = group.withUnsafeBufferPointer {
        timeUnit.check(time: time, samples: $0, window: built.window)
      }
      for warning in warnings { replayer.record(warning) }
      replayer.deliver(time: time, samples: group)
      for warning in built.takeImageWarnings() { replayer.record(warning) }
      start = end
    }
    for warning in timeUnit.finish() { replayer.record(warning) }
    replayer.finish()
    for warning in built.takeImageWarnings() { replayer.record(warning) }
  }
}
