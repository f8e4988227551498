/// Where a replay takes its sample groups from: a `TraceReader`, or a `ReadAhead` running one on
/// a thread of its own.
protocol GroupSource {
  /// The next group, nil at the end; throws the diagnostic that stops the replay.
  mutating func nextGroup() throws(Diagnostic) -> SampleGroup?
  /// The warnings met since the last call (lenient mode).
  mutating func takeWarnings() -> [Diagnostic]
  /// The number of samples delivered so far.
  var samplesRead: Int { get }
}

extension TraceReader: GroupSource {
  var samplesRead: Int { statistics.samples }
}
