import Foundation

extension UIWindow {
  /// The send stage: each view of the plan, in turn, gets `touchesBegan`, `touchesMoved`,
  /// `touchesEnded` and `touchesCancelled`, each with only its touches in that phase, before the
  /// next view gets anything (`-[UIWindow _sendTouchesForEvent:]`). A touch sent a terminal
  /// phase is never sent another.
  func send(_ plan: TouchDeliveryPlan, with event: UIEvent) {
    for delivery in plan.views {
      let view = delivery.view
      if !delivery.began.isEmpty { view.touchesBegan(Set(delivery.began), with: event) }
      if !delivery.moved.isEmpty { view.touchesMoved(Set(delivery.moved), with: event) }
      if !delivery.ended.isEmpty {
        for touch in delivery.ended { touch.terminalPhaseSent = true }
        view.touchesEnded(Set(delivery.ended), with: event)
      }
      if !delivery.cancelled.isEmpty {
        for touch in delivery.cancelled { touch.terminalPhaseSent = true }
        view.touchesCancelled(Set(delivery.cancelled), with: event)
      }
    }
  }
}
