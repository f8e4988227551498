/// Renders the line differences between two texts in the `diff -u` format.
///
/// Uses Myers' O(ND) algorithm after trimming the common prefix and suffix. Beyond
/// `maximumEditDistance` edits the differing middle is shown as one replacement instead.
public struct UnifiedDiff: Sendable, Equatable {
  /// The label on the `---` line (the expected text).
  public var oldLabel: String
  /// The label on the `+++` line (the actual text).
  public var newLabel: String
  /// The number of unchanged lines shown around each change.
  public var context: Int
  /// Whether to colour removals red, additions green and hunk headers cyan with ANSI escapes.
  public var color: Bool
  /// The edit count beyond which the minimal diff is not searched for (bounds time and memory).
  public var maximumEditDistance: Int

  /// Creates a diff renderer.
  public init(
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
