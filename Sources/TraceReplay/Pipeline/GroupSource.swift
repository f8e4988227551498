/// Where a replay takes its sample groups from: a `TraceReader`, or a `ReadAhead` running one on
/// a thread of its own.
protocol GroupSource {
  /// The next group's time and samples, nil at the end; throws the diagnostic that stops the
  /// replay.
  mutating func nextSamples() throws(Diagnostic) -> (time: Double, samples: ArraySlice<TouchSample>)?
  /// The warnings met since the last call (lenient mode).
  mutating func takeWarnings() -> [Diagnostic]
  /// Whether `takeWarnings()` has any to give: asked after every group, which nearly never has.
  var hasWarnings: Bool { get }
  /// The number of samples delivered so far.
  var samplesRead: Int { get }
}

extension TraceReader: GroupSource {
  var samplesRead: Int { statistics.samples }

  var hasWarnings: Bool { !warnings.isEmpty }

  mutating func nextSamples() throws(Diagnostic) -> (time: Double, samples: ArraySlice<TouchSample>)? {
    guard let group = try nextGroup() else { return nil }
    return (group.time, group.samples[...])
  }
}
