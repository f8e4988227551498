/// Consecutive samples with the same timestamp: what one UIEvent delivers.
package struct SampleGroup: Sendable, Equatable {
  /// The shared timestamp, in seconds.
  package var time: Double
  /// The samples in file order, each for a different touch.
  package var samples: [TouchSample]

  /// Creates a group.
  package init(time: Double, samples: [TouchSample]) {
    self.time = time
    self.samples = samples
  }
}
