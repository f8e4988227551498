/// Where a search stands, after each replay (for a progress line on a terminal).
package struct ShrinkProgress: Sendable, Equatable {
  /// The replays made so far.
  package var replays: Int
  /// The samples and touches of the smallest trace found so far.
  package var samples: Int
  package var touches: Int

  /// `412 replays: 1,175 -> 40 samples, 3 touches`.
  package func line(originalSamples: Int) -> String {
    "\(ShrinkResult.counted(replays, "replay")): \(ShrinkResult.counted(originalSamples, "sample")) -> "
      + "\(ShrinkResult.counted(samples, "sample")), \(ShrinkResult.counted(touches, "touch", "touches"))"
  }
}
