extension ReplayRun {
  /// Delivers every group of `source` to the opened replay, recording warnings where they occur.
  /// A sample outside the window is warned about once, on `diagnostics` only: the records (and so
  /// the output and the goldens) stay what the replay made.
  static func replaySamples<Source: GroupSource>(
    from source: inout Source, of opened: Opened, sink: ReplayRecordSink, diagnostics: (Diagnostic) -> Void,
    request: ReplayRequest
  ) -> Outcome {
    let replayer = opened.replayer
    let file = opened.file
    var warnings = opened.early == nil ? 0 : 1
    let samples: Int
    var timeUnit = TimeUnitCheck(file: file)
    timeUnit.silenced = opened.early != nil
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
          diagnostics(
            outside.warning(sample, window: window.bounds, lineText: lineText(sample.line, of: request)))
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
        records: request.recordsStoppingError)
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

  /// The text of line `number` of the trace, read again for the one warning that quotes it (not
  /// from a live standard input, which cannot be).
  private static func lineText(_ number: Int, of request: ReplayRequest) -> String? {
    if request.tracePath == "-" {
      return request.standardInput.flatMap { OutsideWindowCheck.line(number, of: $0) }
    }
    return OutsideWindowCheck.line(
      number, ofFileAt: Paths.resolve(request.tracePath, in: request.workingDirectory))
  }
}
