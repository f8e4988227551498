import Foundation

/// Recognizes a drag (R15, G5 [DEC-Pan]): continuous, it begins at the first move whose
/// translation reaches the hysteresis (`panHysteresis`, 10 pt) along either axis (per axis, not
/// as a distance), with that hysteresis taken off the reported translation; every later move is
/// a change; the last lift (or cancelled finger) ends it, or fails it when it never began.
///
/// The translation follows the centroid of the fingers, event by event: an event moves it by
/// the sum of its fingers' displacements over the number of fingers the pan held before the
/// event (ΣΔ/n). A finger that lifts counts at its lift location and then leaves; a finger that
/// arrives counts from the next event on. So fingers coming and going never make it jump
/// (`touchesMoved:` shifting its reference by the centroid with and without the ending and new
/// touches, at their current locations [DEC-Pan]).
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers; 1.
  open var minimumNumberOfTouches = 1
  /// The most fingers; unlimited.
  open var maximumNumberOfTouches = Int.max

  /// The fingers the translation follows, each with the window location it last counted at.
  private var held: [(touch: UITouch, location: CGPoint)] = []
  /// The centroid's displacement since the first touch, in window coordinates (ΣΔ/n per event).
  private var moved = CGPoint.zero
  /// The translation set with `setTranslation(_:in:)` or taken off as hysteresis.
  private var offset = CGPoint.zero
  /// The time of the pan's current touch event, and of the one before with `moved` then.
  private var eventTime: TimeInterval?
  private var previousEventTime: TimeInterval = 0
  private var movedBeforeEvent = CGPoint.zero
  /// The two newest velocity samples (window points per second); nil until there is one.
  private var newestSample: CGPoint?
  private var previousSample: CGPoint?

  /// The translation since the gesture began (less the hysteresis), in `view`'s coordinates
  /// (no transforms: the same in every view).
  open func translation(in view: UIView?) -> CGPoint {
    CGPoint(x: moved.x - offset.x, y: moved.y - offset.y)
  }

  /// Makes the current translation `translation`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let current = self.translation(in: view)
    offset.x += current.x - translation.x
    offset.y += current.y - translation.y
  }

  /// The velocity in points per second [DEC-Pan] `velocityInView:`: 0.2 × the newest sample +
  /// 0.8 × the one before, or the newest alone when there is only one. A sample is the
  /// centroid's displacement in one `moved` event over the time since the pan's previous touch
  /// event (zero under 1 ms); lifts add none.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let newest = newestSample else { return .zero }
    guard let previous = previousSample else { return newest }
    return CGPoint(x: 0.2 * newest.x + 0.8 * previous.x, y: 0.2 * newest.y + 0.8 * previous.y)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    follow(event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    follow(event)
    let dt = event.timestamp - previousEventTime
    let sample =
      dt < 0.001
      ? CGPoint.zero
      : CGPoint(
        x: (moved.x - movedBeforeEvent.x) / CGFloat(dt), y: (moved.y - movedBeforeEvent.y) / CGFloat(dt))
    previousSample = newestSample
    newestSample = sample
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
    follow(event)
    guard held.isEmpty else { return }
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
    held.removeAll()
    moved = .zero
    offset = .zero
    eventTime = nil
    previousEventTime = 0
    movedBeforeEvent = .zero
    newestSample = nil
    previousSample = nil
  }

  /// Takes the event's finger positions in, once per event whichever touch method comes first:
  /// the fingers held before the event move the centroid by ΣΔ/n (a lifting one at its lift
  /// location), then lifted fingers leave and new ones join at their current locations.
  private func follow(_ event: UIEvent) {
    if eventTime != event.timestamp {
      previousEventTime = eventTime ?? event.timestamp
      movedBeforeEvent = moved
      eventTime = event.timestamp
    }
    if !held.isEmpty {
      var sum = CGPoint.zero
      for index in held.indices {
        let now = held[index].touch.locationInWindow
        sum.x += now.x - held[index].location.x
        sum.y += now.y - held[index].location.y
        held[index].location = now
      }
      let n = CGFloat(held.count)
      moved.x += sum.x / n
      moved.y += sum.y / n
      held.removeAll { finger in
        !finger.touch.isActive || !trackedTouches.contains { $0 === finger.touch }
      }
    }
    for touch in trackedTouches where touch.isActive && !held.contains(where: { $0.touch === touch }) {
      held.append((touch, touch.locationInWindow))
    }
  }
}
