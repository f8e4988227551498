import Foundation

/// Recognizes a quick straight movement in one of its directions (R16, G5 [DEC-Swipe]):
/// discrete, it recognizes during a move, as soon as the fingers have gone
/// `swipeMinimumPrimaryMovement` (50 pt) along an allowed direction while staying within
/// `swipeMaximumSecondaryMovement` (200 pt) across it. It fails on a lift before that, when
/// `swipeMaximumDuration` (0.5 s) passes, when it moves that far in a direction it does not
/// allow, or with too many fingers. The figures are BackBoard's (UIKit's are unknown).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, UIKit's raw values.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The allowed directions; right.
  open var direction: Direction = .right
  /// The fingers needed; 1.
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var timer: Int?

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    guard touchesDown.count <= numberOfTouchesRequired else { return fail() }
    if start == nil {
      start = Self.centroid(of: touchesDown)
      timer = scheduleTimer(after: configuration.swipeMaximumDuration) {
        ($0 as? UISwipeGestureRecognizer)?.fail()
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, touchesDown.count == numberOfTouchesRequired else { return }
    let point = Self.centroid(of: touchesDown)
    let dx = point.x - start.x
    let dy = point.y - start.y
    let primary = configuration.swipeMinimumPrimaryMovement
    let secondary = configuration.swipeMaximumSecondaryMovement
    let candidates: [(Direction, CGFloat, CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (candidate, along, across) in candidates where along >= primary {
      if direction.contains(candidate) && abs(across) <= secondary {
        cancelTimer(&timer)
        state = .ended
        return
      }
      if !direction.contains(candidate) && abs(across) < along { return fail() }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { fail() }

  open override func reset() {
    cancelTimer(&timer)
    start = nil
  }

  private func fail() {
    cancelTimer(&timer)
    if state == .possible { state = .failed }
  }
}
