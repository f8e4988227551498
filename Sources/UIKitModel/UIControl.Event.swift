extension UIControl {
  /// The kinds of events a control dispatches, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}

extension UIControl.Event {
  /// The single events with their Swift names, in the order of UIKit's raw values.
  ///
  /// Made for each caller, not kept: the model keeps no shared object, so that replays on
  /// different threads share nothing (docs/performance.md, "One thread per model").
  package static var named: [(name: String, event: UIControl.Event)] {
    [
      ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
      ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
      ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
      ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
      ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
      ("primaryActionTriggered", .primaryActionTriggered),
      ("menuActionTriggered", .menuActionTriggered), ("editingDidBegin", .editingDidBegin),
      ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
      ("editingDidEndOnExit", .editingDidEndOnExit),
    ]
  }

  /// The masks that scenes may name besides the single events (made for each caller, as
  /// `named`).
  package static var namedMasks: [(name: String, event: UIControl.Event)] {
    [("allTouchEvents", .allTouchEvents), ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents)]
  }

  /// The names of the single events in this set, in raw-value order.
  package var names: [String] {
    Self.named.filter { contains($0.event) }.map { $0.name }
  }

  /// The event or mask with this Swift name.
  package init?(name: String) {
    guard
      let found = (Self.named + Self.namedMasks).first(where: { $0.name == name })
    else { return nil }
    self = found.event
  }
}
