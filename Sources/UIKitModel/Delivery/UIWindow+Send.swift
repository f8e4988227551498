import Foundation

extension UIWindow {
  /// The send stage: each view of the plan, in turn, gets `touchesBegan`, `touchesMoved`,
  /// `touchesEnded` and `touchesCancelled`, each with only its touches in that phase, before the
  /// next view gets anything (`-[UIWindow _sendTouchesForEvent:]`). Views come in the order of
  /// their earliest touch. A touch sent a terminal phase is never sent another.
  func send(_ plan: TouchDeliveryPlan, with event: UIEvent) {
    let entries = plan.entries
    for index in entries.indices {
      // Each view once, at its earliest touch. (By index: entries are read in place.)
      guard !entries[..<index].contains(where: { $0.view === entries[index].view }) else { continue }
      for phase in Self.phasesInSendingOrder {
        guard let touches = Self.touches(in: phase, of: index, from: entries) else { continue }
        if phase == .ended || phase == .cancelled {
          for touch in touches { touch.terminalPhaseSent = true }
        }
        let view = entries[index].view
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

  /// The touches `entries` send in `phase` to the view of the entry at `start` (its earliest),
  /// or nil for none. A touch sent alone goes in its set of one
  /// (Support/UITouch+SetOfOne.swift).
  private static func touches(
    in phase: UITouch.Phase, of start: Int, from entries: [TouchDeliveryPlan.Entry]
  ) -> Set<UITouch>? {
    let view = entries[start].view
    var first: UITouch?
    var several: Set<UITouch>?
    for index in start..<entries.count where entries[index].phase == phase && entries[index].view === view {
      if let only = first {
        several = (several ?? [only]).union([entries[index].touch])
      } else {
        first = entries[index].touch
      }
    }
    return several ?? first?.setOfOne
  }
}
