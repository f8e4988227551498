/// Where a replay takes its sample groups from: a `TraceReader`, or a `ReadAhead` running one on
/// a thread of its own.
protocol GroupSource {
  /// Hands each group to `group` in order: its time and its samples, which stay valid only during
  /// the call. The warnings met while reading a group go to `warning` right after it. Stops when
  /// the trace ends or `group` returns false, and returns the number of samples read; throws the
  /// diagnostic that stops the replay, after the groups read before it.
  ///
  /// Pushing groups rather than returning them lets a source hand over a whole batch with no
  /// per-group bookkeeping, retain or copy.
  mutating func forEachGroup(
    _ group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool,
    warning: (Diagnostic) -> Void
  ) throws(Diagnostic) -> Int
}

extension TraceReader: GroupSource {
  mutating func forEachGroup(
    _ group: (_ time: Double, _ samples: UnsafeBufferPointer<TouchSample>) -> Bool,
    warning: (Diagnostic) -> Void
  ) throws(Diagnostic) -> Int {
    func passWarnings() {
      if !warnings.isEmpty { takeWarnings().forEach(warning) }
    }
    do throws(Diagnostic) {
      while let next = try nextGroup() {
        let goOn = next.samples.withUnsafeBufferPointer { group(next.time, $0) }
        passWarnings()
        if !goOn { return statistics.samples }
      }
    } catch {
      // The warnings met before the error come before it.
      passWarnings()
      throw error
    }
    passWarnings()
    return statistics.samples
  }
}
