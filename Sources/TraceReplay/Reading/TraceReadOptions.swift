/// How strictly and within which limits a `TraceReader` reads a trace.
package struct TraceReadOptions: Sendable, Equatable {
  /// Turn sample-level problems into warnings that skip the sample, instead of failing.
  package var lenient: Bool
  /// The longest accepted line, in bytes, without its line break.
  package var maxLineLength: Int
  /// The most touches that may be down at once.
  package var maxFingers: Int
  /// The deepest JSON nesting accepted in the header and in unknown sample keys.
  package var maxDepth: Int
  /// How many bytes each `read(2)` asks for.
  package var chunkSize: Int

  /// Creates options; the defaults are strict, 1 MiB lines, 20 fingers, depth 64 and 1 MiB reads.
  package init(
    lenient: Bool = false, maxLineLength: Int = 1 << 20, maxFingers: Int = 20, maxDepth: Int = 64,
    chunkSize: Int = 1 << 20
  ) {
    self.lenient = lenient
    self.maxLineLength = maxLineLength
    self.maxFingers = maxFingers
    self.maxDepth = maxDepth
    self.chunkSize = chunkSize
  }
}
