import Foundation

extension UIWindow {
  /// The recognize stage (`-[UIGestureEnvironment _updateForEvent:window:]` [DEC-GEnv], R1):
  /// each touch that begins collects its recognizers (R3); every recognizer still possible,
  /// began or changed is given its touches of the event by phase; then the gesture update runs
  /// state changes, actions, exclusions and cancellations, all before any view sees the event.
  func recognize(_ event: UIEvent) {
    forEachOwnTouch(of: event) { touch in
      if touch.phase == .began && Self.reachesRecognizers(touch) { collectGestureRecognizers(for: touch) }
    }
    guard !gestureEnvironment.isIdle else { return }
    gestureEnvironment.isDelivering = true
    for recognizer in gestureEnvironment.recognizers where recognizer.isInPlay && recognizer.isEnabled {
      deliver(event, to: recognizer)
    }
    gestureEnvironment.update(in: self, with: event)
  }

  /// R3 (`_addGestureRecognizersFromContainer:` [DEC-TEvent]): from `touch.view` up to the
  /// window, each view's recognizers in array order; one is kept when it is enabled, possible,
  /// began or changed, and its delegate's `gestureRecognizer(_:shouldReceive:)` allows it.
  private func collectGestureRecognizers(for touch: UITouch) {
    var container: UIView? = touch.view
    while let view = container {
      for recognizer in view.gestureRecognizerStorage
      where recognizer.isEnabled
        && recognizer.currentState.rawValue <= UIGestureRecognizer.State.changed.rawValue
      {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
          continue
        }
        recognizer.trackedTouches.append(touch)
        touch.recognizerLinks.append(Link(wrappedValue: recognizer))
        touch.isGestureManaged = true
        gestureEnvironment.add(recognizer)
      }
      container = view === self ? nil : view.superview
    }
  }

  /// Gives `recognizer` its touches of `event`, began, then moved, ended and cancelled.
  private func deliver(_ event: UIEvent, to recognizer: UIGestureRecognizer) {
    var phases = PhaseSet()
    for touch in event.orderedTouches where recognizer.trackedTouches.contains(where: { $0 === touch }) {
      phases.insert(touch.phase)
    }
    phases.forEachInSendingOrder { phase in
      var gathered = PhaseTouches()
      for touch in event.orderedTouches
      where touch.phase == phase && recognizer.trackedTouches.contains(where: { $0 === touch }) {
        gathered.add(touch)
      }
      guard let touches = gathered.set, recognizer.isInPlay else { return }
      recognizer.receivedTouchesThisEvent = true
      recognizer.needsUpdate = true
      switch phase {
      case .began: recognizer.touchesBegan(touches, with: event)
      case .moved: recognizer.touchesMoved(touches, with: event)
      case .ended: recognizer.touchesEnded(touches, with: event)
      case .cancelled: recognizer.touchesCancelled(touches, with: event)
      case .stationary: break
      }
    }
  }

  /// A delivery started by the clock (a recognizer's timer, the scroll view's content-touch
  /// delay): the gesture update runs, then the views get the touches it released, through a
  /// plan and the send stage as in `sendEvent(_:)`.
  func deliverGestureUpdate() {
    var touches = activeTouches
    for touch in gestureEnvironment.pendingTouches where !touches.contains(where: { $0 === touch }) {
      touches.append(touch)
    }
    let event = UIEvent(timestamp: application?.currentTime ?? 0, touches: touches)
    gestureEnvironment.isDelivering = true
    gestureEnvironment.update(in: self, with: event)
    send(plan(event, fromTouchEvent: false), with: event)
    gestureEnvironment.isDelivering = false
    keepPendingTouches()
  }
}
