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

  /// The touches `entries` from `start` on send to `view` in `phase`, or nil for none. A touch
  /// sent alone goes in its set of one (Support/UITouch+SetOfOne.swift).
  private static func touches(
    in phase: UITouch.Phase, of view: UIView, from start: Int, in entries: [TouchDeliveryPlan.Entry]
  ) -> Set<UITouch>? {
    var first: UITouch?
    var several: Set<UITouch> = []
    for index in start..<entries.count where entries[index].phase == phase && entries[index].view === view {
      if let only = first {
        if several.isEmpty { several.insert(only) }
        several.insert(entries[index].touch)
      } else {
        first = entries[index].touch
      }
    }
    return several.isEmpty ? first?.setOfOne : several
  }
}

/// A set of touch phases, a bit per phase, with no storage to allocate.
struct PhaseSet {
  private var bits: UInt8 = 0

  mutating func insert(_ phase: UITouch.Phase) {
    bits |= 1 << UInt8(phase.rawValue)
  }

  func contains(_ phase: UITouch.Phase) -> Bool {
    bits & (1 << UInt8(phase.rawValue)) != 0
  }

  /// Calls `body` with each phase of the set that a view (or a recognizer) is sent, in the
  /// order it is sent them: began, moved, ended, cancelled (the raw-value order; a stationary
  /// touch is not sent).
  func forEachInSendingOrder(_ body: (UITouch.Phase) -> Void) {
    for rawValue in 0...4 {
      guard let phase = UITouch.Phase(rawValue: rawValue), phase != .stationary, contains(phase) else {
        continue
      }
      body(phase)
    }
  }
}
