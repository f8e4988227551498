/// Counters a `TraceReader` keeps while it reads, for tests and `--stats`-style output.
public struct TraceReadStatistics: Sendable, Equatable {
  /// Lines read so far, blank ones included.
  public var lines = 0
  /// Samples delivered in groups so far, synthesised ones included.
  public var samples = 0
  /// Groups delivered so far.
  public var groups = 0
  /// Samples skipped with a warning (lenient mode).
  public var skippedSamples = 0
  /// The most samples the reader held at any one time (the current group plus one look-ahead).
  public var maxBufferedSamples = 0
  /// The largest number of bytes buffered at once (chunk plus carried-over partial line).
  public var maxBufferedBytes = 0

  /// Creates zeroed counters.
  public init() {}
}
