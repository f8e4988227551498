import UIKitModel

/// The replay's records sorted into what the pictures draw: finger paths, control events with the
/// finger and place they happened at, and each control's highlighted and tracking spans.
struct RenderStory {
  /// One delivered touch sample.
  struct Sample {
    var t: Double
    var phase: UITouch.Phase
    var point: RenderPoint
    /// The view the touch is bound to (its hit-test view at `began`), nil for none.
    var view: String? = nil
    /// The touch group of the sample's touch (`RenderStory.groups`).
    var group = 0
  }

  /// One finger's samples, in order.
  struct Finger {
    var id: String
    /// The finger's index in order of first appearance, for its colour.
    var index: Int
    var samples: [Sample]
  }

  /// One dispatch of control events, with the actions it sent.
  struct Event {
    var t: Double
    var control: String
    /// The single events of the dispatch, in raw-value order.
    var events: [UIControl.Event]
    /// The finger whose touch the control was tracking, when known.
    var finger: Int?
    var point: RenderPoint?
    var actions: [String]
    /// Each action with where it went, for text: `tapOK: -> vc via target`.
    var sent: [String] = []
    /// The touch group of the touch the control was tracking, when known.
    var group: Int? = nil
    /// The record's place in the replay, to list events and recognizer actions in order.
    var order = 0
  }

  /// An action message a gesture recognizer sent (a `recognizerAction` record).
  struct RecognizerAction {
    var t: Double
    var recognizer: String
    /// The recognizer's state when it sent it (`.ended` for a tap that recognized).
    var state: UIGestureRecognizer.State?
    /// `dismissKeyboard: -> vc via target`.
    var sent: String
    /// The touch group of the latest touch then, when any.
    var group: Int?
    /// The record's place in the replay.
    var order: Int
  }

  /// Touches, in the order they began, that saw the scroll views at the same offsets when they
  /// began: a picture draws each group's touches over the content where those offsets put it.
  struct TouchGroup: Equatable {
    /// Every scroll view's `contentOffset` when the group's touches began, by id.
    var offsets: [String: RenderPoint]
    /// The times of the group's first and last samples drawn.
    var start: Double
    var end: Double
  }

  /// A touch whose delivery a recognizer or a scroll view cancelled (a `cancel` record).
  struct Cancel {
    var t: Double
    /// The touch's id.
    var touch: String
    /// The view that was sent `touchesCancelled`.
    var view: String
    /// The recognizer or scroll view that cancelled it.
    var by: String
    /// The finger's colour index and where the touch last was, when it has a sample.
    var finger: Int?
    var point: RenderPoint?
    /// The touch group of the cancelled touch, when it has a sample.
    var group: Int? = nil
  }

  /// A time span during which a control property was true.
  struct Span {
    var control: String
    var property: String
    var start: Double
    var end: Double
  }

  /// A watched property's changes in the picture's time window (`state` records), summed up.
  struct StateChanges {
    var view: String
    var property: String
    /// The value before the first change, then the values after the first changes (at most
    /// `shown` in all).
    var values: [PropertyValue]
    /// The value after the last change.
    var to: PropertyValue
    var count: Int
    var first: Double
    var last: Double

    /// How many changes a line spells out; more are shown as their first and last values.
    static let shown = 3

    /// `volume value 0.5 -> 0.6 -> 1 (at 0.016-0.066 s)`, or with more changes
    /// `count value 0 -> ... -> 7.5 (5 changes, 0.000-3.000 s)`.
    var line: String {
      let chain = count <= Self.shown ? values : [values[0], to]
      let times =
        count == 1
        ? "at \(SVGRenderer.seconds(first)) s"
        : "\(count) changes, \(SVGRenderer.seconds(first))\u{2013}\(SVGRenderer.seconds(last)) s"
      return
        "\(view) \(property) \(chain.map(\.text).joined(separator: count <= Self.shown ? " -> " : " -> ... -> ")) (\(times))"
    }

    mutating func add(_ value: PropertyValue, at time: Double) {
      count += 1
      if values.count <= Self.shown { values.append(value) }
      to = value
      last = time
    }
  }

  var fingers: [Finger] = []
  /// Each watched property that changed, in the order of its first change.
  var states: [StateChanges] = []
  /// Every finger's id by colour index, kept or not.
  var fingerIDs: [String] = []
  var events: [Event] = []
  var spans: [Span] = []
  var cancels: [Cancel] = []
  var recognizerActions: [RecognizerAction] = []
  /// The touch groups, in time order: a new one starts with a touch that began at other scroll
  /// offsets than the touch before it.
  var groups: [TouchGroup] = []
  /// Each scroll view's last content offset in the records (all of them, whatever the filters):
  /// where it was left at the end of the replay.
  var finalOffsets: [String: RenderPoint] = [:]
  /// Where the scroll views came to rest after the last touch drawn, when a motion moved the
  /// content on after its finger lifted (a `scroll` record with no touch down, after the last
  /// sample: M6), at the time of that record; nil when no motion ended after the last touch.
  var rest: TouchGroup?
  /// The times of the first and last records kept.
  var start: Double?
  var end: Double?

  /// Sorts `records` for drawing; `offsets` are the scroll views' offsets when the scene was built,
  /// and `seen` the ones a touch saw as it began where the records before it do not say them
  /// (`RenderCapture.seenOffsets`).
  init(
    records: [ReplayRecord], options: RenderOptions, offsets: [String: RenderPoint] = [:],
    seen: [Int: [String: RenderPoint]] = [:]
  ) {
    var fingerIndex: [String: Int] = [:]
    var samples: [String: [Sample]] = [:]
    var lastTouchOn: [String: (finger: Int, point: RenderPoint, group: Int?)] = [:]
    var lastPointOf: [String: (finger: Int, point: RenderPoint, group: Int?)] = [:]
    var offsets = offsets
    // Each touch down's scroll offsets when it began, and its group once a sample is drawn.
    var beganAt: [String: [String: RenderPoint]] = [:]
    var groupOf: [String: Int] = [:]
    var states: [String: UIGestureRecognizer.State] = [:]
    var fingersOnControl: Set<String> = []
    var open: [String: Double] = [:]
    var lastTime: Double?
    var down: Set<String> = []
    var lastSample: Double?
    for (order, record) in records.enumerated() {
      lastTime = record.t
      let kept = options.includes(record.t)
      switch record.kind {
      case .touch(let touch):
        let index = fingerIndex[touch.id] ?? fingerIndex.count
        fingerIndex[touch.id] = index
        let point = RenderPoint(x: touch.x, y: touch.y)
        if touch.phase == .began {
          beganAt[touch.id] = seen[order] ?? offsets
          groupOf[touch.id] = nil
          down.insert(touch.id)
          if kept { rest = nil }
        } else if touch.phase == .ended || touch.phase == .cancelled {
          down.remove(touch.id)
        }
        lastSample = record.t
        if kept {
          let group = groupOf[touch.id] ?? joinGroup(beganAt[touch.id] ?? offsets, at: record.t)
          groupOf[touch.id] = group
          groups[group].end = max(groups[group].end, record.t)
          samples[touch.id, default: []].append(
            Sample(t: record.t, phase: touch.phase, point: point, view: touch.view, group: group))
          note(record.t)
        }
        lastPointOf[touch.id] = (index, point, groupOf[touch.id])
        if let view = touch.view {
          lastTouchOn[view] = (index, point, groupOf[touch.id])
          if view == options.control { fingersOnControl.insert(touch.id) }
        }
      case .controlEvent(let event):
        guard kept, options.control.map({ $0 == event.control }) ?? true else { continue }
        let touch = lastTouchOn[event.control]
        events.append(
          Event(
            t: record.t, control: event.control, events: Self.singles(event.events), finger: touch?.finger,
            point: touch?.point, actions: [], group: touch?.group, order: order))
        note(record.t)
      case .action(let action):
        let target = action.target.map { " -> \($0)" } ?? ""
        attach(
          "\(action.action)", sent: "\(action.action)\(target) via \(action.via.recordName)",
          sender: action.sender,
          t: record.t)
      case .uiAction(let action):
        attach(
          "UIAction \u{201C}\(action.title)\u{201D}", sent: "UIAction \"\(action.title)\"",
          sender: action.sender, t: record.t)
      case .cancel(let cancel):
        guard kept, options.control.map({ $0 == cancel.view }) ?? true else { continue }
        let last = lastPointOf[cancel.id]
        cancels.append(
          Cancel(
            t: record.t, touch: cancel.id, view: cancel.view, by: cancel.by, finger: last?.finger,
            point: last?.point, group: last?.group))
        note(record.t)
      case .scroll(let scroll):
        finalOffsets[scroll.view] = RenderPoint(x: scroll.x, y: scroll.y)
        offsets[scroll.view] = RenderPoint(x: scroll.x, y: scroll.y)
        // A motion that came to rest after its finger lifted (M6): no touch down, and later than
        // the last sample (a drag's own step at the lift shares the lift's time).
        if kept, down.isEmpty, let last = lastSample, record.t > last, !groups.isEmpty {
          rest = TouchGroup(offsets: offsets, start: record.t, end: record.t)
        }
      case .gesture(let gesture):
        states[gesture.recognizer] = gesture.state
      case .recognizerAction(let action):
        // Not a control's: a picture of one control (`--control`) leaves them out.
        guard kept, options.control == nil else { continue }
        let target = action.target.map { " -> \($0)" } ?? ""
        recognizerActions.append(
          RecognizerAction(
            t: record.t, recognizer: action.sender, state: states[action.sender],
            sent: "\(action.action)\(target) via \(action.via.recordName)", group: groups.indices.last,
            order: order))
        note(record.t)
      case .stateChange(let change):
        guard kept, options.control.map({ $0 == change.view }) ?? true else { continue }
        if let index = self.states.firstIndex(where: {
          $0.view == change.view && $0.property == change.property
        }) {
          self.states[index].add(change.value, at: record.t)
        } else {
          self.states.append(
            StateChanges(
              view: change.view, property: change.property, values: [change.previous, change.value],
              to: change.value, count: 1,
              first: record.t, last: record.t))
        }
      case .state(let state):
        guard state.property == .highlighted || state.property == .tracking else { continue }
        // The lanes are named and sorted by the property's name.
        let property = state.property.recordName.description
        let key = state.control + "\u{0}" + property
        if state.value {
          if open[key] == nil { open[key] = record.t }
        } else if let start = open.removeValue(forKey: key) {
          addSpan(state.control, property, start, record.t, options)
        }
      default:
        continue
      }
    }
    for (key, start) in open.sorted(by: { $0.key < $1.key }) {
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      addSpan(String(parts[0]), String(parts[1]), start, lastTime ?? start, options)
    }
    spans.sort { ($0.control, $0.property, $0.start) < ($1.control, $1.property, $1.start) }
    fingerIDs = fingerIndex.sorted { $0.value < $1.value }.map(\.key)
    fingers = fingerIndex.sorted { $0.value < $1.value }.compactMap { id, index in
      guard let list = samples[id], !list.isEmpty else { return nil }
      if options.control != nil, !fingersOnControl.contains(id) { return nil }
      return Finger(id: id, index: index, samples: list)
    }
  }

  /// The group a touch that began at `offsets` joins: the latest, when it saw the same offsets,
  /// else a new one.
  private mutating func joinGroup(_ offsets: [String: RenderPoint], at t: Double) -> Int {
    if let last = groups.indices.last, groups[last].offsets == offsets { return last }
    groups.append(TouchGroup(offsets: offsets, start: t, end: t))
    return groups.count - 1
  }

  /// The part of the story drawn with the touches of group `index`: their samples, and the
  /// events, cancellations and recognizer actions whose group `keeps` (their touch's group, nil
  /// for none).
  func part(_ index: Int, keeping keeps: (Int?) -> Bool) -> RenderStory {
    var part = self
    part.fingers = fingers.compactMap { finger in
      let samples = finger.samples.filter { $0.group == index }
      return samples.isEmpty ? nil : Finger(id: finger.id, index: finger.index, samples: samples)
    }
    part.events = events.filter { keeps($0.group) }
    part.cancels = cancels.filter { keeps($0.group) }
    part.recognizerActions = recognizerActions.filter { keeps($0.group) }
    return part
  }

  private mutating func note(_ t: Double) {
    start = min(start ?? t, t)
    end = max(end ?? t, t)
  }

  private mutating func attach(_ action: String, sent: String, sender: String?, t: Double) {
    guard let sender,
      let index = events.lastIndex(where: { $0.control == sender && $0.t == t })
    else { return }
    events[index].actions.append(action)
    events[index].sent.append(sent)
  }

  private mutating func addSpan(
    _ control: String, _ property: String, _ start: Double, _ end: Double, _ options: RenderOptions
  ) {
    if let only = options.control, only != control { return }
    let from = max(start, options.from ?? start)
    let to = min(end, options.to ?? end)
    guard from <= to else { return }
    spans.append(Span(control: control, property: property, start: from, end: to))
  }

  /// `actions sent: 1 by controls, 1 by recognizers`, when recognizers sent any; nil otherwise
  /// (a picture without recognizer actions has no such line).
  var actionCount: String? {
    guard !recognizerActions.isEmpty else { return nil }
    let controls = events.reduce(0) { $0 + $1.actions.count }
    return "actions sent: \(controls) by controls, \(recognizerActions.count) by recognizers"
  }

  /// A recognizer's state as said of the action it sent: `recognized` for `ended` (UIKit's
  /// `.recognized` is `.ended`), else the state's name.
  static func stateName(_ state: UIGestureRecognizer.State?) -> String {
    switch state {
    case .ended?: return "recognized"
    case let state?: return state.recordName.description
    case nil: return "sent"
    }
  }

  /// The single events of `events`, in raw-value order.
  static func singles(_ events: UIControl.Event) -> [UIControl.Event] {
    UIControl.Event.named.map(\.event).filter { events.contains($0) }
  }

  /// A single event's name, as records spell it: `touchDragExit`.
  static func name(_ event: UIControl.Event) -> String {
    event.names.joined()
  }

  /// A single event as a label: `touchDragExit` -> `DragExit`, `touchDown` -> `TouchDown`.
  static func label(_ event: UIControl.Event) -> String {
    switch event {
    case .touchDown: return "TouchDown"
    case .touchDownRepeat: return "DownRepeat"
    case .touchUpInside: return "TouchUpInside"
    case .touchUpOutside: return "TouchUpOutside"
    case .touchCancel: return "TouchCancel"
    case .primaryActionTriggered: return "PrimaryAction"
    case .touchDragInside: return "DragInside"
    case .touchDragOutside: return "DragOutside"
    case .touchDragEnter: return "DragEnter"
    case .touchDragExit: return "DragExit"
    default:
      let name = Self.name(event)
      return name.prefix(1).uppercased() + name.dropFirst()
    }
  }
}
