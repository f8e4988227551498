import Foundation

/// Recognizes a drag (R15, G5 [DEC-Pan]): continuous, it begins at the first move whose
/// translation reaches the hysteresis (`panHysteresis`, 10 pt) along either axis (per axis, not
/// as a distance), with that hysteresis taken off the reported translation; every later move is
/// a change; the last lift (or cancelled finger) ends it, or fails it when it never began.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers; 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers; unlimited.
  open var maximumNumberOfTouches = Int.max

  /// The centroid the translation is measured from, in window coordinates.
  private var origin: CGPoint?
  /// The fingers counted in `origin`: when one comes or goes the origin moves with the centroid.
  private var fingers = 0
  /// The translation set with `setTranslation(_:in:)` or taken off as hysteresis.
  private var offset = CGPoint.zero
  private var velocityInWindow = CGPoint.zero
  private var lastCentroid: CGPoint?
  private var lastTime: TimeInterval = 0

  /// The translation since the gesture began (less the hysteresis), in `view`'s coordinates
  /// (no transforms: the same in every view).
  open func translation(in view: UIView?) -> CGPoint {
    guard let origin else { return .zero }
    // Once every finger has lifted, the translation stays where the last ones lifted.
    let point =
      numberOfTouches == 0 ? (lastCentroid ?? Self.centroid(of: trackedTouches)) : centroidOfTouchesDown
    return CGPoint(x: point.x - origin.x - offset.x, y: point.y - origin.y - offset.y)
  }

  /// Makes the current translation `translation`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = self.translation(in: view)
    offset.x += current.x - translation.x
    offset.y += current.y - translation.y
  }

  /// The velocity in points per second, from the trace's times: 0.2 of the last move's speed
  /// plus 0.8 of the previous velocity [DEC-Pan].
  open func velocity(in view: UIView?) -> CGPoint { velocityInWindow }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    rebase(at: event.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if origin == nil { rebase(at: event.timestamp) }
    let point = centroidOfTouchesDown
    if let lastCentroid, event.timestamp > lastTime {
      let dt = CGFloat(event.timestamp - lastTime)
      let instant = CGPoint(x: (point.x - lastCentroid.x) / dt, y: (point.y - lastCentroid.y) / dt)
      velocityInWindow = CGPoint(
        x: 0.2 * instant.x + 0.8 * velocityInWindow.x, y: 0.2 * instant.y + 0.8 * velocityInWindow.y)
    }
    lastCentroid = point
    lastTime = event.timestamp
    switch state {
    case .possible:
      let count = numberOfTouches
      guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
      let raw = translation(in: nil)
      guard let taken = hysteresis(for: raw) else { return }
      offset.x += taken.x
      offset.y += taken.y
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Whether `translation` reaches the hysteresis, and if so what is taken off each axis
  /// (sign(t)·min(|t|, h)): either axis reaching it begins the pan.
  func hysteresis(for translation: CGPoint) -> CGPoint? {
    let h = configuration.panHysteresis
    guard abs(translation.x) >= h || abs(translation.y) >= h else { return nil }
    return CGPoint(x: Self.clip(translation.x, h), y: Self.clip(translation.y, h))
  }

  static func clip(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
    value < 0 ? -min(-value, limit) : min(value, limit)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard touchesDown.isEmpty else { return rebase(at: event.timestamp) }
    // The last fingers lift where they are: a finger that lifted earlier no longer counts.
    // (In the order they began, so that the sum is the same on every run.)
    if origin != nil { lastCentroid = Self.centroid(of: trackedTouches.filter { touches.contains($0) }) }
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  /// Cancelled fingers are handled as lifted ones (G5 [DEC-Pan]): the last one ends a pan that
  /// has begun (not cancels it) and fails one that has not.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesEnded(touches, with: event)
  }

  open override func reset() {
    origin = nil
    fingers = 0
    offset = .zero
    velocityInWindow = .zero
    lastCentroid = nil
  }

  /// A finger came or went: keeps the translation continuous across the centroid's jump.
  private func rebase(at time: TimeInterval) {
    let down = touchesDown
    guard !down.isEmpty else { return }
    let point = Self.centroid(of: down)
    if let old = origin, let last = lastCentroid, fingers > 0 {
      let previous = CGPoint(x: last.x - old.x - offset.x, y: last.y - old.y - offset.y)
      origin = point
      offset = CGPoint(x: -previous.x, y: -previous.y)
    } else {
      origin = point
    }
    fingers = down.count
    lastCentroid = point
    lastTime = time
  }
}
