import Foundation
import UIKitModel

/// Runs one replay end to end: opens it (the trace's header, the scene; `ReplayRun+Opening`),
/// delivers the samples through a `Replayer` (`ReplayRun+Samples`), and writes the records in the
/// requested format or hands them to a closure.
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
  ///
  /// Every replay to an output, short or long, takes the same route. With the fast paths on
  /// (`FastPaths`), the records go to the reporter in batches, as plain facts; for a long trace
  /// three threads share the work: one reads the trace ahead, this one replays, and one formats
  /// and writes the records (`ReplayRun+Threads`). With them off, this thread does all three,
  /// and each record is built and written as it happens. The output is the same, byte for
  /// byte; `output` has every record when this returns.
  @discardableResult
  public static func run(
    _ request: ReplayRequest, output: TextOutput, diagnostics: (Diagnostic) -> Void
  ) -> Outcome {
    // Text is for people, who read the stopping error on standard error with its file, line
    // and column: it is not repeated on the timeline. JSON Lines keeps it as the last record.
    var request = request
    request.recordsStoppingError = request.format == .jsonl
    let sink = RecordSink(format: request.format, output: output, colors: request.colors)
    guard FastPaths.enabled else {
      return run(request, record: sink.report, diagnostics: diagnostics)
    }
    return runInBatches(request, to: sink, diagnostics: diagnostics)
  }

  /// Replays `request`, handing each record to `record` instead of a reporter (for commands that
  /// analyse or draw a replay); `sceneBuilt` receives the scene before the first sample.
  @discardableResult
  public static func run(
    _ request: ReplayRequest, record: @escaping (ReplayRecord) -> Void,
    diagnostics: (Diagnostic) -> Void, sceneBuilt: (BuiltScene) -> Void = { _ in }
  ) -> Outcome {
    replay(
      request, sink: ReplayRecordSink(record), diagnostics: diagnostics, sceneBuilt: sceneBuilt,
      namesReady: { _ in }, readAhead: nil)
  }

  /// Replays `request`: opens it, then delivers its samples on this thread's run loop, read by
  /// this thread or, given `readAhead`, by the source it makes of the opened reader. `namesReady`
  /// receives the name table pending records refer to, before the first of them.
  static func replay(
    _ request: ReplayRequest, sink: ReplayRecordSink,
    diagnostics: (Diagnostic) -> Void, sceneBuilt: (BuiltScene) -> Void,
    namesReady: (RecordNameTable) -> Void, readAhead: ((TraceReader) -> ReadAhead)?
  ) -> Outcome {
    let opened: Opened
    do {
      opened = try open(
        request, sink: sink, diagnostics: diagnostics, sceneBuilt: sceneBuilt, namesReady: namesReady)
    } catch {
      return fail(error, sink: sink, at: 0, diagnostics: diagnostics, records: request.recordsStoppingError)
    }
    let replayer = opened.replayer
    // The replay's application is this thread's run loop while the samples are delivered.
    return withRunLoop(of: replayer.scene.application) {
      var start = opened.start
      if let readAhead {
        var source = start.followed(by: readAhead(opened.reader))
        return replaySamples(
          from: &source, of: opened, sink: sink, diagnostics: diagnostics, request: request)
      }
      var source = start.followed(by: opened.reader)
      return replaySamples(from: &source, of: opened, sink: sink, diagnostics: diagnostics, request: request)
    }
  }

  /// `request` with the replay options it ends up with for a trace whose header is `header`:
  /// the request's own values, then the settings file's, the header's, the command line's.
  package static func settled(_ request: ReplayRequest, header: TraceHeader?) -> ReplayRequest {
    let settings = request.projectSettings.overridden(by: header?.settings ?? ReplaySettings())
      .overridden(by: request.overrides)
    var settled = request
    if let margin = settings.touchMargin { settled.configuration.touchInsideMargin = CGFloat(margin) }
    if let interval = settings.tapInterval { settled.replayOptions.tapInterval = interval }
    if let distance = settings.tapDistance { settled.replayOptions.tapDistance = distance }
    return settled
  }

  /// Reports `error`, the one that stopped the replay: to `diagnostics`, and as the last record
  /// when the format `records` it.
  static func fail(
    _ error: Diagnostic, sink: ReplayRecordSink, at time: Double, diagnostics: (Diagnostic) -> Void,
    replayer: Replayer? = nil, records: Bool
  ) -> Outcome {
    if !records {
      diagnostics(error)
      return .failed(error)
    }
    if let replayer {
      replayer.record(error)
    } else {
      sink.report(ReplayRecord(t: time, kind: .diagnostic(.init(error, isError: true))))
    }
    diagnostics(error)
    return .failed(error)
  }
}
