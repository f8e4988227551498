/// The text output of explanations read one after another: each fact of one touch is said once.
///
/// An explanation is whole on its own (its JSON carries every fact behind it), so those about
/// the same touch repeat one another: the touch's hit test under each of its events, where it
/// was, what `beginTracking` returned, the control's registered actions. The narrator says each
/// such line the first time it comes for the touch, and of a fact that grows (the tracking
/// calls, continueTracking's count, endTracking) only the clauses that are new; a detail that
/// the headline already says is not repeated under it. It remembers the latest line of each
/// topic for the last `maxTouches` touches, so its memory is bounded whatever the trace's length.
package struct ExplanationNarrator {
  /// What was said about one touch: the latest clauses of each topic.
  private struct TouchFacts {
    var touch: String
    var began: Double?
    var said: [String: Set<String>] = [:]
  }

  private var touches: [TouchFacts] = []

  /// More touches than are down at once and explained together: an older one is not asked about.
  static let maxTouches = 64

  /// Creates a narrator that has said nothing yet.
  package init() {}

  /// The explanation for people: the time and the headline, then one indented line per fact
  /// not yet said about its touch.
  ///
  /// ```
  ///     0.150  no TouchUpInside: the touch ended at (195.0, 590.0), 40.0 pt outside ...
  ///            touch area       (195.0, 590.0) is 110.0 pt outside the bounds of `ok` and ...
  /// ```
  /// Control characters from the input (a trace's string touch id, a UIAction's title) are
  /// escaped, Swift style (`\u{1B}`), so an explanation cannot retitle or clear a terminal.
  package mutating func text(for explanation: Explanation) -> String {
    let time = NumberFormat.fixed(explanation.t, 3)
    var result =
      String(repeating: " ", count: max(0, 9 - time.count)) + time + "  "
      + DiagnosticText.escaped(explanation.message) + "\n"
    let slot = explanation.touch.map { facts(of: $0, began: explanation.touchBegan) }
    for reason in explanation.reasons {
      let said = slot.flatMap { touches[$0].said[reason.topic] } ?? []
      let new = reason.parts.filter { part in
        !part.isEmpty && !said.contains(part) && !explanation.message.contains(part)
      }
      if let slot { touches[slot].said[reason.topic] = Set(reason.parts) }
      guard !new.isEmpty else { continue }
      let label = Self.label(reason.topic)
      result += String(repeating: " ", count: 11) + label
      result +=
        String(repeating: " ", count: max(1, 17 - label.count))
        + DiagnosticText.escaped(new.joined(separator: "; ")) + "\n"
    }
    return result
  }

  /// The explanations' text, one after another.
  package static func text(_ explanations: [Explanation]) -> String {
    var narrator = ExplanationNarrator()
    return explanations.map { narrator.text(for: $0) }.joined()
  }

  /// The index of what was said about the touch `id` that began at `began`, made if new.
  private mutating func facts(of id: String, began: Double?) -> Int {
    if let index = touches.lastIndex(where: { $0.touch == id && $0.began == began }) { return index }
    if touches.count == Self.maxTouches { touches.removeFirst() }
    touches.append(TouchFacts(touch: id, began: began))
    return touches.count - 1
  }

  /// A topic as the text output names it.
  static func label(_ topic: String) -> String {
    switch topic {
    case "hitTest": return "hit test"
    case "touchArea": return "touch area"
    case "responderChain": return "responder chain"
    case "entries": return "targets"
    default: return topic
    }
  }
}
