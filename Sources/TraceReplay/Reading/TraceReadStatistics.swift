/// Counters a `TraceReader` keeps while it reads, for tests and `--stats`-style output.
package struct TraceReadStatistics: Sendable, Equatable {
  /// Lines read so far, blank ones included.
  package var lines = 0
  /// Samples delivered in groups so far, synthesised ones included.
  package var samples = 0
  /// Groups delivered so far.
  package var groups = 0
  /// Samples skipped with a warning (lenient mode).
  package var skippedSamples = 0
  /// The most samples the reader held at any one time (the current group plus one look-ahead).
  package var maxBufferedSamples = 0
  /// The largest number of bytes buffered at once (chunk plus carried-over partial line).
  package var maxBufferedBytes = 0

  /// Creates zeroed counters.
  package init() {}
}
