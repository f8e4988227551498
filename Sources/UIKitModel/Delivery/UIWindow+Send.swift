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
      // Each view once, at its earliest touch. (By index: entries are read in place.)
      guard !entries[..<index].contains(where: { $0.view === view }) else { continue }
      let phases = Self.phases(of: view, from: index, in: entries)
      phases.forEachInSendingOrder { phase in
        guard let touches = Self.touches(in: phase, of: view, from: index, in: entries) else { return }
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

  /// The phases `entries` from `start` on send to `view` in.
  private static func phases(
    of view: UIView, from start: Int, in entries: [TouchDeliveryPlan.Entry]
  ) -> PhaseSet {
    var phases = PhaseSet()
    for index in start..<entries.count where entries[index].view === view {
      phases.insert(entries[index].phase)
    }
    return phases
  }

  /// The touches `entries` from `start` on send to `view` in `phase`, or nil for none.
  private static func touches(
    in phase: UITouch.Phase, of view: UIView, from start: Int, in entries: [TouchDeliveryPlan.Entry]
  ) -> Set<UITouch>? {
    var touches = PhaseTouches()
    for index in start..<entries.count where entries[index].phase == phase && entries[index].view === view {
      touches.add(entries[index].touch)
    }
    return touches.set
  }
}
