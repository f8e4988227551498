import Foundation

extension UIWindow {
  /// The plan stage: for every touch of the event, the phase its view is sent in this delivery,
  /// grouped by view (`-[UIEvent _touchesForResponder:withPhase:]`). A touch goes only to its own
  /// view (`touch.view`, never a superview or subview), and not at all when it is bound to no
  /// view, blocked by the multiple-touch or exclusive-touch rules, stationary, or already sent
  /// a terminal phase. Views come in the order of their earliest touch.
  ///
  /// A touch that recognizers follow may be held (R2, R10): its began waits while a recognizer
  /// that `delaysTouchesBegan` holds it, its ended while one that `delaysTouchesEnded` does.
  /// Released, it is sent began, a moved catch-up when it moved meanwhile, then ended when it
  /// has lifted: a quick tap held by a scroll view gets all of them at lift. A touch dropped by
  /// a recognizer that recognized gets nothing more. A delivery the clock starts
  /// (`fromTouchEvent` false) sends only what was released. With details, the recognizers
  /// seen holding a phase are noted, and reported with why they let go as the phase is sent.
  func plan(_ event: UIEvent, fromTouchEvent: Bool = true) -> TouchDeliveryPlan {
    var plan = TouchDeliveryPlan(storage: takePlanStorage())
    forEachOwnTouch(of: event) { touch in
      guard !touch.terminalPhaseSent, let view = touch.view, touch.deliveryBlock == nil else { return }
      if touch.isGestureManaged {
        planHeld(touch, to: view, fromTouchEvent: fromTouchEvent, in: &plan)
      } else if fromTouchEvent {
        plan.add(touch, to: view, in: touch.phase)
      }
    }
    if fromTouchEvent {
      for touch in gestureEnvironment.pendingTouches
      where !touch.terminalPhaseSent && !event.orderedTouches.contains(where: { $0 === touch }) {
        guard let view = touch.view else { continue }
        planHeld(touch, to: view, fromTouchEvent: false, in: &plan)
      }
    }
    return plan
  }

  /// The phases a touch that recognizers follow is sent in now.
  private func planHeld(
    _ touch: UITouch, to view: UIView, fromTouchEvent: Bool, in plan: inout TouchDeliveryPlan
  ) {
    guard !touch.isDroppedFromView else { return }
    let environment = gestureEnvironment
    let details = application?.wantsDetails == true
    guard touch.beganSentToView else {
      if touch.phase == .cancelled {
        touch.isDroppedFromView = true
        return
      }
      if environment.holdsBegan(touch) {
        if details { touch.beganHolders = environment.beganHolders(of: touch) }
        if fromTouchEvent && touch.phase == .moved { touch.movedWhileHeld = true }
        return
      }
      if details { reportRelease(of: touch, to: view, in: .began) }
      plan.add(touch, to: view, in: .began)
      touch.beganSentToView = true
      if touch.movedWhileHeld || (fromTouchEvent && touch.phase == .moved) {
        plan.add(touch, to: view, in: .moved)
      }
      if touch.phase == .ended { planEnded(touch, to: view, details: details, in: &plan) }
      return
    }
    switch touch.phase {
    case .moved where fromTouchEvent:
      plan.add(touch, to: view, in: .moved)
    case .ended:
      planEnded(touch, to: view, details: details, in: &plan)
    case .cancelled:
      plan.add(touch, to: view, in: .cancelled)
    default:
      break
    }
  }

  /// A lifted touch's ended, sent unless a recognizer holds it back.
  private func planEnded(_ touch: UITouch, to view: UIView, details: Bool, in plan: inout TouchDeliveryPlan) {
    if gestureEnvironment.holdsEnded(touch) {
      if details { touch.endedHolders = gestureEnvironment.endedHolders(of: touch) }
      return
    }
    if details { reportRelease(of: touch, to: view, in: .ended) }
    plan.add(touch, to: view, in: .ended)
  }

  /// Details: the phase about to be sent was held back; says who held it and why each let go.
  private func reportRelease(of touch: UITouch, to view: UIView, in phase: UITouch.Phase) {
    let links = phase == .began ? touch.beganHolders : touch.endedHolders
    guard !links.isEmpty else { return }
    if phase == .began { touch.beganHolders = [] } else { touch.endedHolders = [] }
    let holders = links.compactMap { $0.wrappedValue }.map { recognizer in
      TouchRelease.Holder(recognizer: recognizer, cause: recognizer.holdReleaseCause)
    }
    guard !holders.isEmpty else { return }
    application?.report(.touchReleased(touch, view: view, TouchRelease(phase: phase, holders: holders)))
  }

  /// Keeps the lifted touches whose view still waits for them (held by a recognizer) among the
  /// pending touches, and lets go of those that are done.
  func keepPendingTouches() {
    let environment = gestureEnvironment
    environment.pendingTouches.removeAll { $0.terminalPhaseSent || $0.isDroppedFromView }
    for touch in activeTouches
    where !touch.isActive && touch.isGestureManaged && !touch.terminalPhaseSent && !touch.isDroppedFromView
      && touch.isDeliverable && !environment.pendingTouches.contains(where: { $0 === touch })
    {
      environment.pendingTouches.append(touch)
    }
  }
}
