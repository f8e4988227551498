/// Consecutive samples with the same timestamp: what one UIEvent delivers.
public struct SampleGroup: Sendable, Equatable {
  /// The shared timestamp, in seconds.
  public var time: Double
  /// The samples in file order, each for a different touch.
  public var samples: [TouchSample]

  /// Creates a group.
  public init(time: Double, samples: [TouchSample]) {
    self.time = time
    self.samples = samples
  }
}
