/// The touches `shrink` left out before searching, because records of theirs match a
/// `--without` pattern: the recording shows the behaviour in some touches and not in others.
package struct ShrinkNarrowing: Sendable, Equatable {
  /// The `--without` patterns the left-out touches matched, as given.
  package var patterns: [String]
  /// The touches left out, as `touch 1 at 0.516 s`, in order.
  package var touches: [String]
  /// The touches of the trace.
  package var of: Int
}
