import Foundation

extension UIControl {
  /// Whether the control tracks touches at all: enabled and interactive.
  var shouldTrack: Bool { isEnabled && isUserInteractionEnabled }

  /// Whether `point` (bounds coordinates) counts as inside for dragging and lift-off: the bounds
  /// grown by the application's touch margin (70 pt by default, half-open), or
  /// `point(inside:with:)`.
  public func isPointMostlyInside(_ point: CGPoint, with event: UIEvent?) -> Bool {
    // The application (`owningApplication`) unretained: the host owns it while it delivers.
    withLastApplication { isPointMostlyInside(point, with: event, in: $0) }
  }

  /// `isPointMostlyInside(_:with:)` with the application already looked up.
  @inline(__always)
  func isPointMostlyInside(_ point: CGPoint, with event: UIEvent?, in application: UIApplication?) -> Bool {
    let margin = application?.configuration.touchInsideMargin ?? 70
    let bounds = geometryBounds
    if bounds.containsHalfOpen(point, grownBy: margin) { return true }
    // A stock class keeps UIView's `point(inside:with:)` (see `hitTestsAsStock`): its test,
    // without the dynamic call.
    return hitTestsAsStock ? bounds.containsHalfOpen(point) : self.point(inside: point, with: event)
  }

  /// The first of `touches` in the event's order: the one a control tracks.
  func firstTouch(of touches: Set<UITouch>, in event: UIEvent?) -> UITouch? {
    if touches.count == 1 { return touches.first }
    if let event, let first = event.orderedTouches.first(where: { touches.contains($0) }) {
      return first
    }
    return touches.first
  }

  func reportTracking(_ callback: TrackingCallback, result: Bool?, touch: UITouch?) {
    withLastApplication { reportTracking(callback, result: result, touch: touch, in: $0) }
  }

  /// `reportTracking(_:result:touch:)` with the application already looked up.
  func reportTracking(
    _ callback: TrackingCallback, result: Bool?, touch: UITouch?, in application: UIApplication?
  ) {
    guard let application, application.wantsDetails else { return }
    application.report(.tracking(self, callback, result: result, touch: touch))
  }

  /// touchesBegan: ask `beginTracking`; if it agrees, highlight, send TouchDown, and a separate
  /// TouchDownRepeat for a second or later tap (unless `tracksWithTouchEvents` is false). If it
  /// refuses, nothing happens at all.
  func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard shouldTrack else {
      next?.touchesBegan(touches, with: event)
      return
    }
    guard !isTracking, let touch = firstTouch(of: touches, in: event) else { return }
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
    guard tracksWithTouchEvents else { return }
    isHighlighted = true
    dispatch(.touchDown, with: event)
    if touch.tapCount >= 2 {
      dispatch(.touchDownRepeat, with: event)
    }
  }

  /// touchesMoved: ask `continueTracking`; then DragEnter or DragExit on a crossing, then
  /// DragInside or DragOutside on every move (unless `tracksWithTouchEvents` is false). A refusal
  /// ends tracking silently.
  func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard trackingState, let tracked = trackingTouchReference else {
      // UIResponder's forwarding, without the call to the superview that would only pass them on
      // (and, for a stock class, whose `next` is UIView's, without retaining it).
      if hitTestsAsStock {
        passToNextByForwardingStep(.moved, touches, with: event)
      } else {
        passToNext(.moved, touches, with: event)
      }
      return
    }
    // The touch and the application are used without retaining them: `touches` holds the touch
    // (checked first), and the host owns the application while it delivers events.
    tracked._withUnsafeGuaranteedRef { touch in
      guard touches.holds(touch) else { return }
      withLastApplication { trackMove(touch, with: event, in: $0) }
    }
  }

  /// One move of the tracked touch (see `trackTouchesMoved(_:with:)`).
  private func trackMove(_ touch: UITouch, with event: UIEvent?, in application: UIApplication?) {
    let keepGoing = continueTracking(touch, with: event)
    reportTracking(.continueTracking, result: keepGoing, touch: touch, in: application)
    guard keepGoing else {
      setTracking(false)
      trackingTouch = nil
      return
    }
    let inside = isPointMostlyInside(touch.location(in: self), with: event, in: application)
    let wasInside = touchInsideState
    setTouchInside(inside)
    guard tracksWithTouchEvents else { return }
    setHighlightedState(inside)
    if inside != wasInside {
      dispatch(inside ? .touchDragEnter : .touchDragExit, with: event, in: application)
    }
    touchDragged = true
    dispatch(inside ? .touchDragInside : .touchDragOutside, with: event, in: application)
  }

  /// touchesEnded: a crossing at lift-off sends Enter or Exit, then `endTracking`, then
  /// `liftOff` (TouchUpInside or TouchUpOutside); the highlight clears (after a short linger when
  /// the touch came back inside only at lift-off). Without `tracksWithTouchEvents`, only
  /// `endTracking` and `liftOff` remain.
  func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch else {
      next?.touchesEnded(touches, with: event)
      return
    }
    guard touches.holds(touch) else { return }
    let point = touch.location(in: self)
    let inside = isPointMostlyInside(point, with: event)
    let withTouchEvents = tracksWithTouchEvents
    var lingers = false
    if withTouchEvents {
      if highlightsOnReturnAtLiftOff && !isHighlighted && inside {
        isHighlighted = true
        lingers = isHighlighted
      }
      if inside != isTouchInside {
        setTouchInside(inside)
        dispatch(inside ? .touchDragEnter : .touchDragExit, with: event)
      }
    }
    endTracking(touch, with: event)
    reportTracking(.endTracking, result: nil, touch: touch)
    setTracking(false)
    trackingTouch = nil
    liftOff(at: point, inside: inside, with: event)
    if lingers, let application = owningApplication {
      let delay = application.configuration.highlightLinger
      // Through a `WeakResponder`, not `[weak self]`: a weak reference would put the control
      // on the runtime's slow path for every retain and release from then on.
      let control = WeakResponder(self)
      highlightLingerToken = application.schedule(after: delay) {
        control.object?.highlightLingerToken = nil
        control.object?.isHighlighted = false
      }
    } else if withTouchEvents {
      isHighlighted = false
    }
    setTouchInside(false)
  }

  /// touchesCancelled: a tracking control calls `cancelTracking` (TouchCancel by default), or
  /// without `tracksWithTouchEvents` just stops tracking; otherwise nothing happens and nothing
  /// is forwarded.
  func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch, touches.holds(touch) else { return }
    trackingTouch = nil
    guard tracksWithTouchEvents else {
      // No TouchCancel to send, so `cancelTracking` is not called.
      setTracking(false)
      setTouchInside(false)
      reportTracking(.cancelTracking, result: nil, touch: touch)
      return
    }
    cancelTracking(with: event)
    reportTracking(.cancelTracking, result: nil, touch: touch)
    setTracking(false)
    setTouchInside(false)
  }
}
