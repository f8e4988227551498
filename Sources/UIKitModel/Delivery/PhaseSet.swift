import Foundation

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
