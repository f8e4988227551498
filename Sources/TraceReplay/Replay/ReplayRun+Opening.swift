import UIKitModel

extension ReplayRun {
  /// A replay ready for its first sample: the trace read past its header (and, for a trace that
  /// can be looked at before it is replayed, past its start), the scene built, the replayer made.
  struct Opened {
    /// Reads the samples after `start`.
    var reader: TraceReader
    /// The groups read already, delivered first.
    var start: TraceStart
    let replayer: Replayer
    /// The warning the trace's start called for (milliseconds written as seconds), already
    /// recorded before any sample.
    let early: Diagnostic?
    /// The trace's name in messages.
    var file: String { reader.file }
  }

  /// Opens `request`: reads the trace's header, reports its unknown keys and the scene's
  /// warnings, builds the scene (handed to `sceneBuilt`) and its name table (to `namesReady`
  /// and the sink), and makes the replayer. Throws the diagnostic that stops the replay before
  /// its first sample.
  static func open(
    _ request: ReplayRequest, sink: ReplayRecordSink, diagnostics: (Diagnostic) -> Void,
    sceneBuilt: (BuiltScene) -> Void, namesReady: (RecordNameTable) -> Void
  ) throws(Diagnostic) -> Opened {
    var readOptions = request.readOptions
    readOptions.lenient = request.lenient || readOptions.lenient
    var reader: TraceReader
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
    var options = settled.replayOptions
    options.verbose = settled.verbose || options.verbose
    let replayer = Replayer(scene: scene, options: options, names: table, handOver: sink)
    // A warning that the times may be milliseconds comes before the first line of output: the
    // trace's start is read and looked at first, then delivered as read. Not for a live
    // standard input or a pipe, whose first output would wait for thousands of samples.
    var start = TraceStart()
    var early: Diagnostic?
    if looksAtStart(request) {
      start = TraceStart(reading: &reader, samples: TimeUnitCheck.prescanSamples)
      early = TimeUnitCheck.prescan(&start, file: reader.file)
    }
    if let early {
      replayer.record(early)
      diagnostics(early)
    }
    return Opened(reader: reader, start: start, replayer: replayer, early: early)
  }

  /// Whether the trace's start may be read before the replay delivers it: standard input given
  /// as bytes, or a regular file (not a pipe or FIFO that is still being written).
  private static func looksAtStart(_ request: ReplayRequest) -> Bool {
    if request.tracePath == "-" { return request.standardInput != nil }
    return TraceFinder.kind(
      of: Paths.resolve(request.tracePath, in: request.workingDirectory), following: true)
      == .file
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
