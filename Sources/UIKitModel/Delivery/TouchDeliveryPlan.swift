import Foundation

/// What the window sends in one delivery: each touch with the phase its view is sent it in, in
/// the event's order. The send stage groups the entries by view, views in the order of their
/// earliest touch.
struct TouchDeliveryPlan {
  /// One touch and the phase its view gets it in.
  struct Entry {
    let touch: UITouch
    let view: UIView
    let phase: UITouch.Phase
  }

  var entries: [Entry]

  var isEmpty: Bool { entries.isEmpty }

  /// An empty plan whose entries are kept in `storage` (Support/UIWindow+PlanStorage.swift).
  init(storage: [Entry] = []) {
    entries = storage
  }

  /// Adds `touch`, sent to `view` in `phase` (a stationary touch is not sent).
  mutating func add(_ touch: UITouch, to view: UIView, in phase: UITouch.Phase) {
    guard phase != .stationary else { return }
    entries.append(Entry(touch: touch, view: view, phase: phase))
  }
}
