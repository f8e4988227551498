import Foundation

/// One delivery of touches: every touch on the screen at one moment, in a stable order.
public final class UIEvent {
  /// The kind of event; the model has only touch events.
  public enum EventType: Int, Sendable {
    case touches = 0
  }

  public let type: EventType = .touches
  /// Seconds, from the trace's clock.
  public internal(set) var timestamp: TimeInterval
  /// Every touch of the event in the order they were given (the trace's order).
  package internal(set) var orderedTouches: [UITouch]
  /// While a window hit-tests a touch for an observer that wants details, the steps so far.
  var hitTestLog: [HitTestStep]?

  /// Creates an event holding `touches` at `timestamp`.
  package init(timestamp: TimeInterval, touches: [UITouch] = []) {
    self.timestamp = timestamp
    self.orderedTouches = touches
  }

  /// Reuses this event for a new delivery, as UIKit reuses its touch event object.
  package func reset(timestamp: TimeInterval, touches: [UITouch]) {
    self.timestamp = timestamp
    self.orderedTouches = touches
  }

  /// Reuses this event for a new delivery of the same touches (in their new phases).
  package func reset(timestamp: TimeInterval) {
    self.timestamp = timestamp
  }

  /// Every touch of the event, whatever its view or phase.
  public var allTouches: Set<UITouch>? { Set(orderedTouches) }

  /// The touches that belong to `view`: those whose `view` is `view` itself (not a subview),
  /// and that the window delivers to it.
  public func touches(for view: UIView) -> Set<UITouch>? {
    Set(orderedTouches(for: view))
  }

  /// The touches of the event in `window`.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    Set(orderedTouches.filter { $0.belongs(to: window) })
  }

  /// The touches that belong to `view`, in the event's order.
  package func orderedTouches(for view: UIView) -> [UITouch] {
    orderedTouches.filter { $0.view === view && $0.deliveryBlock == nil }
  }

  /// The touch of `view` that was the first in that view when it began, or nil: the only touch
  /// a control tracks (UIKit's `-[UIEvent _firstTouchForView:]`, which looks through
  /// `touches(for:)`). A touch whose view is a subview of `view` is never it.
  package func firstTouch(for view: UIView) -> UITouch? {
    orderedTouches.first { $0.view === view && $0.deliveryBlock == nil && $0.isFirstTouchForView }
  }

  func logHitTest(_ view: UIView, _ point: CGPoint, _ outcome: HitTestStep.Outcome) {
    hitTestLog?.append(HitTestStep(view: view, point: point, outcome: outcome, depth: view.depth))
  }
}
