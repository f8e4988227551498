/// The action methods a responder implements (`UIResponder.implement(_:_:)`), by selector, with
/// the one looked up last remembered.
///
/// Why: an action reaches its target with two lookups of the same selector in the same table
/// (`responds(to:)`, then `perform`), and a control sends the same action with every move of a
/// drag; each lookup in the dictionary hashes the selector's name, about 300 instructions
/// (callgrind, 100 k samples of the button grid of `make bench`).
///
/// The remembered lookup is dropped whenever the table changes, so it always answers as the
/// dictionary does.
struct ActionMethodTable {
  private var handlers: [Selector: ActionHandler] = [:]
  /// The selector looked up last, when `hasLast`, and what the dictionary holds for it. Kept
  /// apart, not as an optional pair, so that a hit compares them in place, copying nothing.
  private var lastSelector = Selector("")
  private var lastHandler: ActionHandler?
  private var hasLast = false

  /// The handler for `selector`, nil when there is none.
  subscript(selector: Selector) -> ActionHandler? {
    mutating get {
      remember(selector)
      return lastHandler
    }
    set {
      hasLast = false
      lastHandler = nil
      handlers[selector] = newValue
    }
  }

  /// Whether there is a handler for `selector`.
  mutating func contains(_ selector: Selector) -> Bool {
    remember(selector)
    return lastHandler != nil
  }

  private mutating func remember(_ selector: Selector) {
    if hasLast && lastSelector == selector { return }
    lastHandler = handlers[selector]
    lastSelector = selector
    hasLast = true
  }
}
