import Foundation

extension UIWindow {
  /// The plan stage: for every touch of the event, the phase its view is sent in this delivery,
  /// grouped by view (`-[UIEvent _touchesForResponder:withPhase:]`). A touch goes only to its own
  /// view (`touch.view`, never a superview or subview), and not at all when it is bound to no
  /// view, blocked by the multiple-touch or exclusive-touch rules, stationary, or already sent
  /// a terminal phase. Views come in the order of their earliest touch.
  func plan(_ event: UIEvent) -> TouchDeliveryPlan {
    var plan = TouchDeliveryPlan()
    for touch in ownTouches(of: event) {
      guard let view = touch.view, touch.deliveryBlock == nil, !touch.terminalPhaseSent else { continue }
      plan.add(touch, to: view, in: touch.phase)
    }
    return plan
  }
}
