/// Why one control-event dispatch happened, or why an event someone expected did not: a
/// headline in words, the facts behind it, and the same facts as data.
public struct Explanation: Sendable, Equatable {
  /// What the explanation is about.
  public enum Kind: String, Sendable {
    /// A control-event dispatch that happened.
    case dispatch
    /// A control event that did not happen (TouchDown, TouchUpInside, any event at all).
    case missingEvent
    /// A matched entry whose action message was never sent.
    case missingAction
    /// A touch the window did not deliver to its view.
    case notDelivered
    /// A gesture recognizer that failed or was cancelled by another's doing, got no touch, or a
    /// scroll view that did not scroll.
    case missingGesture
    /// A control event that came later than its touch: held back by a recognizer or a scroll view.
    case delayedEvent
    /// No touch came near the control `--control` names: where it was and the closest touch.
    case noTouch
    /// A property the scene watches changed (a `state` record): during which touch, or on the
    /// trace clock with no touch down.
    case stateChange
    /// A tap on a table or collection view's cell that did not select it, and why.
    case missingSelection
  }

  /// The timestamp of the dispatch, or of the touch sample the missing event concerns.
  public var t: Double
  public var kind: Kind
  /// The control (or view) the explanation is about.
  public var control: String?
  /// The touch id, when a touch is involved.
  public var touch: String?
  /// The events dispatched, or the events that did not happen.
  public var events: [String]
  /// One sentence: what happened or what did not, and why.
  public var message: String
  /// The facts, one per topic, in a fixed order.
  public var reasons: [Reason]
  /// When the touch the explanation is about began: with `touch`, which touch it is (a trace may
  /// reuse a touch id), so the text says each fact of one touch once (`ExplanationNarrator`).
  var touchBegan: Double?

  /// Creates an explanation.
  public init(
    t: Double, kind: Kind, control: String?, touch: String?, events: [String], message: String,
    reasons: [Reason] = []
  ) {
    self.t = t
    self.kind = kind
    self.control = control
    self.touch = touch
    self.events = events
    self.message = message
    self.reasons = reasons
  }

  /// One fact: a topic (`hitTest`, `touchArea`, `tracking`, `entries`, `actions`,
  /// `responderChain`), a sentence, and its data.
  public struct Reason: Sendable, Equatable {
    public var topic: String
    public var text: String
    public var data: [ExplanationField]
    /// The sentence's clauses as the text output says them, each once per touch (`text` joins
    /// them with "; "); empty when the text output has nothing to add to the others (the JSON
    /// keeps `text`).
    var parts: [String]

    /// Creates a reason.
    public init(topic: String, text: String, data: [ExplanationField] = []) {
      self.topic = topic
      self.text = text
      self.data = data
      self.parts = [text]
    }

    /// A reason whose text is `parts` joined with "; ".
    init(topic: String, parts: [String], data: [ExplanationField]) {
      self.init(topic: topic, text: parts.joined(separator: "; "), data: data)
      self.parts = parts
    }
  }
}

/// A named value in an explanation's data.
public struct ExplanationField: Sendable, Equatable {
  public var key: String
  public var value: ExplanationValue

  /// Creates a field.
  public init(_ key: String, _ value: ExplanationValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON-shaped value in an explanation's data.
public indirect enum ExplanationValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null
  case list([ExplanationValue])
  case object([ExplanationField])

  /// A string, or null.
  static func optional(_ value: String?) -> ExplanationValue {
    value.map { .string($0) } ?? .null
  }

  /// A point as `[x, y]`.
  static func point(_ x: Double, _ y: Double) -> ExplanationValue {
    .list([.number(x), .number(y)])
  }

  /// A list of strings.
  static func strings(_ values: [String]) -> ExplanationValue {
    .list(values.map { .string($0) })
  }
}

extension Explanation {
  /// Whether something the user expected did not happen: every kind but a dispatch, and a
  /// dispatch whose action message no responder handled (a nil target whose walk along the
  /// responder chain found nobody that implements it).
  public var isProblem: Bool {
    guard kind == .dispatch else { return true }
    return reasons.contains { reason in
      reason.topic == "responderChain" && reason.data.contains { $0.key == "found" && $0.value == .null }
    }
  }
}
