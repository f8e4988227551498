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

  /// How many threads a replay to an output uses.
  enum Threads {
    /// Three for a trace of at least `threadedTraceBytes` (or one streamed from standard input),
    /// one otherwise.
    case automatic
    case one
    case three
  }

  /// The trace size from which reading ahead and writing on threads of their own pays for
  /// starting them: about 4,000 samples.
  static let threadedTraceBytes = 256 * 1024

  /// Replays `request`, writing records to `output` and each diagnostic to `diagnostics` as it
  /// happens (warnings included).
  ///
  /// For a long trace, three threads share the work: one reads the trace ahead, this one
  /// replays, and one formats and writes the records. The output is the same, byte for byte, as
  /// one thread writes; `output` has every record when this returns.
  @discardableResult
  public static func run(
    _ request: ReplayRequest, output: TextOutput, diagnostics: (Diagnostic) -> Void
  ) -> Outcome {
    run(request, output: output, diagnostics: diagnostics, threads: .automatic)
  }

  static func run(
    _ request: ReplayRequest, output: TextOutput, diagnostics: (Diagnostic) -> Void, threads: Threads
  ) -> Outcome {
    // Text is for people, who read the stopping error on standard error with its file, line
    // and column: it is not repeated on the timeline. JSON Lines keeps it as the last record.
    var request = request
    request.recordsStoppingError = request.format == .jsonl
    let sink = RecordSink(format: request.format, output: output, colors: request.colors)
    guard threads == .three || (threads == .automatic && isLong(request)) else {
      return run(request, record: sink.report, diagnostics: diagnostics)
    }
    // Records are formatted on the writing thread: each batch's records are moved out one at a
    // time, formatted and destroyed; the lines leave once per batch.
    // The frequent records are built there too (`RecordBuilder`), with the replay's name table,
    // handed over before the first record that refers to it.
    let builder = RecordBuilder()
    let pipe = RecordPipe<PendingRecord>(batches: { sink.report(contentsOf: $0, with: builder) })
    // A diagnostic comes after every record before it, as one thread writes them: the caller may
    // write it to the same output.
    // The scene is kept until the writing thread is done: its objects go only once nothing is
    // being written (docs/performance.md, "One thread per model").
    var scene: BuiltScene?
    let outcome = replay(
      request, sink: ReplayRecordSink(pipe: pipe),
      diagnostics: { diagnostic in
        pipe.flush()
        diagnostics(diagnostic)
      }, sceneBuilt: { scene = $0 }, namesReady: { builder.table = $0 }, readAhead: true,
      retire: pipe.retire, willWait: pipe.wakeWriter)
    pipe.finish()
    withExtendedLifetime(scene) {}
    return outcome
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
      namesReady: { _ in }, readAhead: false)
  }

  /// Whether the trace is long enough for threads: its size when it is a file or bytes in
  /// memory; a trace streamed from standard input counts as long.
  static func isLong(_ request: ReplayRequest) -> Bool {
    if request.tracePath == "-" {
      return request.standardInput.map { $0.count >= threadedTraceBytes } ?? true
    }
    let path = Paths.resolve(request.tracePath, in: request.workingDirectory)
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber
    else { return false }
    return size.intValue >= threadedTraceBytes
  }

  /// Replays `request`; with `readAhead`, the trace is read on a thread of its own, the samples
  /// it has replayed go to `retire` to be freed, and `willWait` is called before the replay
  /// waits for the reading thread. `namesReady` receives the name table pending records refer
  /// to, before the first of them.
  private static func replay(
    _ request: ReplayRequest, sink: ReplayRecordSink,
    diagnostics: (Diagnostic) -> Void, sceneBuilt: (BuiltScene) -> Void,
    namesReady: (RecordNameTable) -> Void, readAhead: Bool, retire: ((AnyObject) -> Void)? = nil,
    willWait: (() -> Void)? = nil
  ) -> Outcome {
    var readOptions = request.readOptions
    readOptions.lenient = request.lenient || readOptions.lenient
    var reader: TraceReader
    var replayer: Replayer?
    do {
      if request.tracePath == "-", let bytes = request.standardInput {
        reader = try TraceReader(bytes: bytes, name: "<stdin>", options: readOptions)
      } else {
        reader = try TraceReader(
          path: Paths.resolve(request.tracePath, in: request.workingDirectory), name: request.tracePath,
          options: readOptions)
      }
      for warning in reader.header?.unknownKeys ?? [] {
        sink.report(ReplayRecord(t: 0, kind: .diagnostic(.init(warning, isError: false))))
        diagnostics(warning)
      }
      if request.scenePath == nil && reader.header?.scene == nil && request.buildScene == nil {
        try explainMissingScene(&reader)
      }
      let settled = settled(request, header: reader.header)
      let scene = try SceneFile.load(for: settled, header: reader.header)
      for warning in scene.warnings {
        sink.report(ReplayRecord(t: 0, kind: .diagnostic(.init(warning, isError: false))))
        diagnostics(warning)
      }
      sceneBuilt(scene)
      let table = RecordNameTable(scene: scene)
      namesReady(table)
      sink.use(table)
      replayer = Replayer(scene: scene, options: options(settled), names: table, handOver: sink)
    } catch {
      return fail(error, sink: sink, at: 0, diagnostics: diagnostics, records: request.recordsStoppingError)
    }
    guard let replayer else { return .completed(samples: 0, warnings: 0) }
    // A warning that the times may be milliseconds comes before the first line of output: the
    // trace's start is read once more for it (not a live standard input, which cannot be).
    var early: Diagnostic?
    if request.tracePath != "-" || request.standardInput != nil {
      var again: TraceReader?
      if request.tracePath == "-", let bytes = request.standardInput {
        again = try? TraceReader(bytes: bytes, name: "<stdin>", options: readOptions)
      } else if (try? FileManager.default.attributesOfItem(
        atPath: Paths.resolve(request.tracePath, in: request.workingDirectory))[.type] as? FileAttributeType)
        == .typeRegular
      {
        // Only a regular file can be read twice (a pipe or FIFO would lose what is read).
        again = try? TraceReader(
          path: Paths.resolve(request.tracePath, in: request.workingDirectory), name: request.tracePath,
          options: readOptions)
      }
      if var again { early = TimeUnitCheck.prescan(&again, file: reader.file) }
    }
    if let early {
      replayer.record(early)
      diagnostics(early)
    }
    // The line of a sample, read again for a warning that quotes it (not a live standard input).
    let lineText: (Int) -> String? = { number in
      if request.tracePath == "-" {
        return request.standardInput.flatMap { OutsideWindowCheck.line(number, of: $0) }
      }
      return OutsideWindowCheck.line(
        number, ofFileAt: Paths.resolve(request.tracePath, in: request.workingDirectory))
    }
    // The replay's application is this thread's run loop while the samples are delivered.
    return withRunLoop(of: replayer.scene.application) {
      if readAhead {
        var source = ReadAhead(reader)
        source.retire = retire
        source.willWait = willWait
        return replaySamples(
          from: &source, replayer: replayer, sink: sink, diagnostics: diagnostics,
          recordsError: request.recordsStoppingError, file: reader.file, warned: early != nil,
          lineText: lineText)
      }
      return replaySamples(
        from: &reader, replayer: replayer, sink: sink, diagnostics: diagnostics,
        recordsError: request.recordsStoppingError, file: reader.file, warned: early != nil,
        lineText: lineText)
    }
  }

  /// Delivers every group of `source`, recording warnings where they occur. A sample outside
  /// the window is warned about once, on `diagnostics` only: the records (and so the output and
  /// the goldens) stay what the replay made.
  private static func replaySamples<Source: GroupSource>(
    from source: inout Source, replayer: Replayer, sink: ReplayRecordSink, diagnostics: (Diagnostic) -> Void,
    recordsError: Bool, file: String, warned: Bool, lineText: (Int) -> String?
  ) -> Outcome {
    var warnings = warned ? 1 : 0
    let samples: Int
    var timeUnit = TimeUnitCheck(file: file)
    timeUnit.silenced = warned
    var outside = OutsideWindowCheck(file: file)
    let window = replayer.scene.window
    do {
      // Each warning is recorded where it was met, after the group it came with.
      samples = try source.forEachGroup { time, samples in
        for warning in timeUnit.check(time: time, samples: samples, window: window) {
          warnings += 1
          replayer.record(warning)
          diagnostics(warning)
        }
        if let sample = outside.check(samples, window: window.bounds) {
          diagnostics(outside.warning(sample, window: window.bounds, lineText: lineText(sample.line)))
        }
        replayer.deliver(time: time, samples: samples)
        for warning in replayer.scene.takeImageWarnings() {
          warnings += 1
          replayer.record(warning)
          diagnostics(warning)
        }
        return true
      } warning: { warning in
        warnings += 1
        replayer.record(warning)
        diagnostics(warning)
      }
    } catch {
      return fail(
        error, sink: sink, at: replayer.lastTime, diagnostics: diagnostics, replayer: replayer,
        records: recordsError)
    }
    for warning in timeUnit.finish() {
      warnings += 1
      replayer.record(warning)
      diagnostics(warning)
    }
    replayer.finish()
    for warning in replayer.scene.takeImageWarnings() {
      warnings += 1
      replayer.record(warning)
      diagnostics(warning)
    }
    return .completed(samples: samples, warnings: warnings)
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

  private static func options(_ request: ReplayRequest) -> Replayer.Options {
    var options = request.replayOptions
    options.verbose = request.verbose || options.verbose
    return options
  }

  private static func fail(
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

  /// When a trace has no scene, a better message than "no scene" where there is one: the file is
  /// empty, or its header is not on the first line. Consumes the reader, which is about to fail.
  private static func explainMissingScene(_ reader: inout TraceReader) throws(Diagnostic) {
    guard reader.hasContent else {
      throw Diagnostic(file: reader.file, message: "empty trace: the file has no header and no samples")
    }
    guard reader.header == nil else { return }
    do {
      while try reader.nextGroup() != nil {}
    } catch {
      if reader.stoppedAtLineShape { throw error }
    }
  }
}
