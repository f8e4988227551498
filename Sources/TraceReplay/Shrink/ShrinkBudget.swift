/// How long `shrink` may search: at most `replays` replays and `seconds` seconds of wall time,
/// after which it keeps the smallest trace found so far (one that still shows the goal, though
/// perhaps not 1-minimal).
package struct ShrinkBudget: Sendable, Equatable {
  /// Which limit stopped a search.
  package enum Limit: Sendable, Equatable {
    case replays(Int)
    case seconds(Double)
  }

  /// The most replays; 10,000 by default (`--max-replays`).
  package var replays: Int
  /// The most seconds; 120 by default (`--max-seconds`); nil for no limit.
  package var seconds: Double?

  package init(replays: Int = 10_000, seconds: Double? = 120) {
    self.replays = max(1, replays)
    self.seconds = seconds
  }
}
