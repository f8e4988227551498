import Foundation

/// Derives `tapCount` for new touches: one more than the previous touch's when it began within
/// `interval` seconds after that touch ended and within `distance` points of where it ended.
/// A cancelled touch is not a tap: the touch after it starts a new chain (docs/model.md, "Tap
/// count").
package struct TapCounter: Sendable {
  package var interval: TimeInterval
  package var distance: CGFloat
  private var lastEnd: (time: TimeInterval, location: CGPoint, tapCount: Int)?
  /// Slack for binary rounding, so that limits written in decimal hold exactly: 1.35 - 1.0 is
  /// 0.3500000000000001 in `Double`, and must still count as within 0.35 s.
  private static let tolerance = 1e-9

  /// Creates a counter; by default with the application's tap interval and distance
  /// (`UIApplication.Configuration`: 0.35 s and 45 pt).
  package init(
    interval: TimeInterval = UIApplication.Configuration().maximumIntervalBetweenTaps,
    distance: CGFloat = UIApplication.Configuration().tapAllowableMovement
  ) {
    self.interval = interval
    self.distance = distance
  }

  /// The tap count for a touch beginning at `location` at `time`.
  package func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
    guard let last = lastEnd else { return 1 }
    let dx = location.x - last.location.x
    let dy = location.y - last.location.y
    let near = (dx * dx + dy * dy).squareRoot() <= distance + Self.tolerance
    let soon = time - last.time <= interval + Self.tolerance && time >= last.time
    guard near && soon else { return 1 }
    let (next, overflow) = last.tapCount.addingReportingOverflow(1)
    return overflow ? last.tapCount : next
  }

  /// Records that a touch with `tapCount` ended at `location` at `time`.
  package mutating func touchEnded(at location: CGPoint, time: TimeInterval, tapCount: Int) {
    lastEnd = (time, location, tapCount)
  }

  /// Records that a touch was cancelled: it was no tap, so the next touch is tap 1.
  package mutating func touchCancelled() {
    lastEnd = nil
  }
}
