extension ReplayRun {
  /// `run(_:output:diagnostics:)` with the fast paths on: the trace is read on a thread of its
  /// own (`ReadAhead`), this thread replays, and a third formats and writes the records, which
  /// the replay hands over in batches as plain facts (`RecordPipe`, `PendingRecord`). The output
  /// is what one thread writes, byte for byte.
  ///
  /// Why: reading, replaying and writing a sample take about a third of its time each; on two
  /// cores or more the three overlap (docs/performance.md, "One thread per model").
  static func runOnThreads(
    _ request: ReplayRequest, to sink: RecordSink, diagnostics: (Diagnostic) -> Void
  ) -> Outcome {
    // Each batch's records are moved out one at a time on the writing thread, formatted and
    // destroyed; the lines leave once per batch. The frequent records are built there too
    // (`RecordBuilder`), with the replay's name table, handed over before the first record that
    // refers to it.
    let builder = RecordBuilder()
    let pipe = RecordPipe<PendingRecord>(batches: { sink.report(contentsOf: $0, with: builder) })
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
      readAhead: { reader in
        // The samples replayed go back to the writing thread to be freed; the writing thread is
        // woken before the replay waits for the reading one.
        let source = ReadAhead(reader)
        source.retire = pipe.retire
        source.willWait = pipe.wakeWriter
        return source
      })
    pipe.finish()
    withExtendedLifetime(scene) {}
    return outcome
  }
}
