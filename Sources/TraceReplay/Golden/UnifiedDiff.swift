/// Renders the line differences between two texts in the `diff -u` format.
///
/// Uses Myers' O(ND) algorithm after trimming the common prefix and suffix. Beyond
/// `maximumEditDistance` edits the differing middle is shown as one replacement instead.
package struct UnifiedDiff: Sendable, Equatable {
  /// The label on the `---` line (the expected text).
  package var oldLabel: String
  /// The label on the `+++` line (the actual text).
  package var newLabel: String
  /// The number of unchanged lines shown around each change.
  package var context: Int
  /// Whether to colour removals red, additions green and hunk headers cyan with ANSI escapes.
  package var color: Bool
  /// The edit count beyond which the minimal diff is not searched for (bounds time and memory).
  package var maximumEditDistance: Int

  /// Creates a diff renderer.
  package init(
    oldLabel: String = "golden", newLabel: String = "actual", context: Int = 3, color: Bool = false,
    maximumEditDistance: Int = 2_000
  ) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    self.context = max(0, context)
    self.color = color
    self.maximumEditDistance = max(1, maximumEditDistance)
  }
}
