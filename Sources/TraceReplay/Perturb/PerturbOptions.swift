/// How `perturb` changes a trace and how many times it replays it.
public struct PerturbOptions: Sendable, Equatable {
  /// Each touch is moved by one random offset within a disc of this radius, in points.
  public var jitter: Double = 4
  /// Each sample's time is moved by up to this many seconds, the order within a touch kept.
  public var timeJitter: Double = 0
  /// Each run plays the trace at a random speed between 1/scale and scale times (1: unchanged).
  public var scale: Double = 1
  /// How many changed replays.
  public var runs = 200
  /// The seed: the same seed gives the same output, byte for byte, on every machine.
  public var seed: UInt64 = 1
  /// How many threads replay; the output does not depend on it.
  public var jobs = 1
  /// Whether to compute each touch's margins (`--margins`).
  public var margins = false
  /// Whether the text report lists every outcome (`--all`), not only the fragile ones.
  public var all = false

  public init(
    jitter: Double = 4, timeJitter: Double = 0, scale: Double = 1, runs: Int = 200, seed: UInt64 = 1,
    jobs: Int = 1
  ) {
    self.jitter = jitter
    self.timeJitter = timeJitter
    self.scale = scale
    self.runs = runs
    self.seed = seed
    self.jobs = jobs
  }
}
