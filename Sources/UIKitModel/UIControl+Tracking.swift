import Foundation

extension UIControl {
  /// Whether the control tracks touches at all: enabled and interactive.
  var shouldTrack: Bool { isEnabled && isUserInteractionEnabled }

  /// Whether `point` (bounds coordinates) counts as inside for dragging and lift-off: the bounds
  /// grown by the application's touch margin (70 pt by default, half-open), or
  /// `point(inside:with:)`.
  package func isPointMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
    let margin =
      owningApplication?.configuration.touchInsideMargin ?? UIApplication.Configuration().touchInsideMargin
    return bounds.containsHalfOpen(point, grownBy: margin) || self.point(inside: point, with: event)
  }

  /// The touch a control tracks among `touches`: the first touch for this control in the event
  /// (UIKit's `-[UIEvent _firstTouchForView:]`), only ever a touch whose `view` is the control
  /// itself. A touch forwarded up the responder chain from a subview is never tracked.
  func touchToTrack(in touches: Set<UITouch>, with event: UIEvent?) -> UITouch? {
    if let event { return event.firstTouch(for: self).flatMap { touches.holds($0) ? $0 : nil } }
    return touches.first { $0.view === self && $0.isFirstTouchForView }
  }

  func reportTracking(_ callback: TrackingCallback, result: Bool?, touch: UITouch?) {
    guard let application = owningApplication, application.wantsDetails else { return }
    application.report(.tracking(self, callback, result: result, touch: touch))
  }

  /// touchesBegan: a control that cannot track forwards the touches up the chain. Otherwise it
  /// takes its own first touch: it asks `beginTracking`; if that agrees, it highlights, sends
  /// TouchDown, and a separate TouchDownRepeat for a second or later tap; a control that `showsMenuAsPrimaryAction` then presents
  /// its menu, which owns the touch from there on (`UIControl+Menu.swift`). Without a touch of its own (the touches hit a subview
  /// and were forwarded), or when `beginTracking` refuses, nothing happens at all and nothing is
  /// forwarded.
  func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard shouldTrack else {
      next?.touchesBegan(touches, with: event)
      return
    }
    guard !isTracking, let touch = touchToTrack(in: touches, with: event) else { return }
    let began = beginTracking(touch, with: event)
    reportTracking(.beginTracking, result: began, touch: touch)
    guard began else { return }
    // Only a touch that is tracked takes over a lingering highlight; a refused one leaves the
    // linger to clear it.
    if let token = highlightLingerToken {
      owningApplication?.cancelScheduled(token)
      highlightLingerToken = nil
    }
    trackingTouch = touch
    setTracking(true)
    setTouchInside(true)
    touchDragged = false
    isHighlighted = true
    dispatch(.touchDown, with: event)
    if touch.tapCount >= 2 {
      dispatch(.touchDownRepeat, with: event)
    }
    if showsMenuAsPrimaryAction { presentMenuAtTouchDown() }
  }

  /// touchesMoved: a control that is not tracking forwards the touches up the chain. For the
  /// tracked touch it asks `continueTracking`; then sends DragEnter or DragExit on a crossing,
  /// then DragInside or DragOutside on every move. A refusal ends tracking silently.
  func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch else {
      next?.touchesMoved(touches, with: event)
      return
    }
    guard touches.holds(touch), !menuOwnsTouch else { return }
    let keepGoing = continueTracking(touch, with: event)
    reportTracking(.continueTracking, result: keepGoing, touch: touch)
    guard keepGoing else {
      setTracking(false)
      trackingTouch = nil
      return
    }
    let inside = isPointMostlyInside(touch.location(in: self), with: event)
    let wasInside = isTouchInside
    setTouchInside(inside)
    isHighlighted = inside
    if inside != wasInside {
      dispatch(inside ? .touchDragEnter : .touchDragExit, with: event)
    }
    touchDragged = true
    dispatch(inside ? .touchDragInside : .touchDragOutside, with: event)
  }

  /// touchesEnded: a control that is not tracking forwards the touches up the chain. For the
  /// tracked touch, a crossing at lift-off sends Enter or Exit, then `endTracking`, then
  /// `liftOff` (TouchUpInside or TouchUpOutside); the highlight clears (after a short linger
  /// when the touch came back inside only at lift-off).
  func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch else {
      next?.touchesEnded(touches, with: event)
      return
    }
    guard touches.holds(touch) else { return }
    if menuOwnsTouch { return endMenuTouch() }
    let point = touch.location(in: self)
    let inside = isPointMostlyInside(point, with: event)
    var lingers = false
    if highlightsOnReturnAtLiftOff && !isHighlighted && inside {
      isHighlighted = true
      lingers = isHighlighted
    }
    if inside != isTouchInside {
      setTouchInside(inside)
      dispatch(inside ? .touchDragEnter : .touchDragExit, with: event)
    }
    endTracking(touch, with: event)
    reportTracking(.endTracking, result: nil, touch: touch)
    setTracking(false)
    trackingTouch = nil
    liftOff(at: point, inside: inside, with: event)
    if lingers, let application = owningApplication {
      let control = Link(wrappedValue: self)
      highlightLingerToken = application.schedule(after: application.configuration.highlightLinger) {
        control.wrappedValue?.highlightLingerToken = nil
        control.wrappedValue?.isHighlighted = false
      }
    } else {
      isHighlighted = false
    }
    setTouchInside(false)
  }

  /// touchesCancelled: a tracking control calls `cancelTracking` (TouchCancel by default);
  /// otherwise nothing happens and nothing is forwarded.
  func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch, touches.holds(touch) else { return }
    if menuOwnsTouch { return endMenuTouch() }
    trackingTouch = nil
    cancelTracking(with: event)
    reportTracking(.cancelTracking, result: nil, touch: touch)
    setTracking(false)
    setTouchInside(false)
  }
}
