import Foundation

extension UIWindow {
  /// The send stage: each view of the plan, in turn, gets `touchesBegan`, `touchesMoved`,
  /// `touchesEnded` and `touchesCancelled`, each with only its touches in that phase, before the
  /// next view gets anything (`-[UIWindow _sendTouchesForEvent:]`). Views come in the order of
  /// their earliest touch. A touch sent a terminal phase is never sent another.
  func send(_ plan: TouchDeliveryPlan, with event: UIEvent) {
    let entries = plan.entries
    for index in entries.indices {
      let view = entries[index].view
      // Each view once, at its earliest touch.
      guard !entries[..<index].contains(where: { $0.view === view }) else { continue }
      for phase in Self.phasesInSendingOrder {
        guard let touches = Self.touches(of: view, in: phase, from: entries[index...]) else { continue }
        if phase == .ended || phase == .cancelled {
          for touch in touches { touch.terminalPhaseSent = true }
        }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
      }
    }
  }

  /// The order in which one view is sent its phases.
  private static let phasesInSendingOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

  /// The touches `entries` send to `view` in `phase`, or nil for none. A touch sent alone goes
  /// in its set of one (Support/UITouch+SetOfOne.swift).
  private static func touches(
    of view: UIView, in phase: UITouch.Phase, from entries: ArraySlice<TouchDeliveryPlan.Entry>
  ) -> Set<UITouch>? {
    var first: UITouch?
    var several: Set<UITouch>?
    for entry in entries where entry.view === view && entry.phase == phase {
      if let only = first {
        several = (several ?? [only]).union([entry.touch])
      } else {
        first = entry.touch
      }
    }
    return several ?? first?.setOfOne
  }
}
