import Foundation

/// The touches a view (or a recognizer) is sent in one phase of one delivery, gathered one by
/// one in the event's order: a touch alone is sent in its set of one
/// (Support/UITouch+SetOfOne.swift), several in a set made for them.
struct PhaseTouches {
  private var first: UITouch?
  private var several: Set<UITouch> = []

  mutating func add(_ touch: UITouch) {
    guard let only = first else {
      first = touch
      return
    }
    if several.isEmpty { several.insert(only) }
    several.insert(touch)
  }

  /// The set to send, or nil when no touch was added.
  var set: Set<UITouch>? { several.isEmpty ? first?.setOfOne : several }
}
