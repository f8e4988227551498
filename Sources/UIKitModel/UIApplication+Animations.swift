import Foundation

/// UIKit's rule for block-based animations (`+[UIView animateWithDuration:...]`,
/// `+transitionWithView:...`, `UIViewPropertyAnimator`), as the model keeps it.
///
/// - The animations block runs at once: the properties it sets take their final values
///   immediately, as UIKit's model values do (the presentation on screen is not modelled).
/// - The completion runs `delay + duration` later on the trace's clock, with `finished` true,
///   as its own step of the run loop (followed by the layout and display passes), whatever the
///   touches did meanwhile; a duration of 0 still runs it later, before the next event.
extension UIApplication {
  /// Runs `animations` now and schedules `completion(true)` at `delay + duration`; returns the
  /// completion's token for `cancelScheduled(_:)`, or nil when there is none.
  @discardableResult
  package func animate(
    delay: TimeInterval, duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
  ) -> Int? {
    animations()
    guard let completion else { return nil }
    return schedule(after: max(0, delay) + max(0, duration)) { completion(true) }
  }
}
