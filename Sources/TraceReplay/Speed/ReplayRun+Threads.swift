import Foundation

extension ReplayRun {
  /// The trace size from which reading ahead and writing on threads of their own pays for
  /// starting them: about 4,000 samples. A shorter replay takes the same route on one thread.
  static let threadedTraceBytes = 256 * 1024

  /// `run(_:output:diagnostics:)` with the fast paths on: the replay hands the records over in
  /// batches as plain facts (`RecordPipe`, `PendingRecord`), which the reporter builds and writes
  /// a batch at a time (`RecordBuilder`, `LineReporter.write(contentsOf:with:)`). For a long
  /// trace (`isLong`) the trace is also read on a thread of its own (`ReadAhead`) and the batches
  /// are written on a third, while this one replays. The output is what one thread writes,
  /// record by record, byte for byte.
  ///
  /// Why: reading, replaying and writing a sample take about a third of its time each; on two
  /// cores or more the three overlap (docs/performance.md, "What makes it fast").
  static func runInBatches(
    _ request: ReplayRequest, to sink: RecordSink, diagnostics: (Diagnostic) -> Void
  ) -> Outcome {
    let threads = isLong(request)
    // Each batch's records are moved out one at a time where it is written, formatted and
    // destroyed; the lines leave once per batch. The frequent records are built there too, with
    // the replay's name table, handed over before the first record that refers to it.
    let builder = RecordBuilder()
    let pipe = RecordPipe<PendingRecord>(
      batches: { sink.report(contentsOf: $0, with: builder) }, onThread: threads)
    // The scene is kept until the writing thread is done: its objects go only once nothing is
    // being written (docs/performance.md, "One thread per model").
    var scene: BuiltScene?
    let outcome = replay(
      request, sink: ReplayRecordSink(pipe: pipe),
      diagnostics: { diagnostic in
        // A diagnostic comes after every record before it, as one thread writes them: the
        // caller may write it to the same output.
        pipe.flush()
        diagnostics(diagnostic)
      }, sceneBuilt: { scene = $0 }, namesReady: { builder.table = $0 },
      readAhead: !threads
        ? nil
        : { reader in
          // The samples replayed go to the writing thread to be freed; it is woken before the
          // replay waits for the reading thread.
          let source = ReadAhead(reader)
          source.retire = pipe.retire
          source.willWait = pipe.wakeWriter
          return source
        })
    pipe.finish()
    withExtendedLifetime(scene) {}
    return outcome
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
}
