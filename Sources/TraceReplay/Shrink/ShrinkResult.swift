/// The smallest trace `shrink` found, and what it took.
package struct ShrinkResult: Sendable {
  /// The samples of the shrunk trace, in order, as a trace file writes them.
  package var samples: [TouchSample]
  /// The samples and touches of the trace before shrinking.
  package var originalSamples: Int
  package var originalTouches: Int
  /// The replays it took.
  package var replays: Int
  /// The limit that stopped the search before it was done; nil when it finished (the trace is
  /// then 1-minimal).
  package var stoppedBy: ShrinkBudget.Limit?
  /// How the search was narrowed before it began (a `--without` pattern that the recording
  /// showed elsewhere), for a note.
  package var narrowing: ShrinkNarrowing?
  /// The touches that differ from the golden (golden goal only), as `touch 1 at 5.016 s`.
  package var differingTouches: [String] = []

  /// The touches of the shrunk trace.
  package var touches: Int { samples.filter { $0.phase == .began }.count }

  /// `6,214 samples, 31 touches -> 2 samples, 1 touch (412 replays` and the caller's closing.
  package var summary: String {
    "\(Self.counted(originalSamples, "sample")), \(Self.counted(originalTouches, "touch", "touches")) -> "
      + "\(Self.counted(samples.count, "sample")), \(Self.counted(touches, "touch", "touches")) "
      + "(\(Self.counted(replays, "replay"))"
  }

  /// `1 touch`, `6,214 samples`.
  package static func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
    var digits = String(count)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return digits + grouped + " " + (count == 1 ? one : many ?? one + "s")
  }
}
