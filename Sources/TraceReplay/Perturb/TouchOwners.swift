import UIKitModel

/// Which touch of the trace each outcome of a replay belongs to, read from the replay's records
/// in order, the same way in the unchanged replay and in every changed one, so that an outcome
/// is counted against its own touch (`OutcomeKey`).
///
/// A touch is known by its id and how many touches with that id began before it (ids repeat in
/// a recording, and changed times may reorder different fingers, never one finger's touches).
/// An outcome belongs to the first touch still down whose view lies in the outcome's view: the
/// control's (a control tracks the first touch on it), the recognizer's view, the scroll view;
/// else to the last touch that lifted there (an action at the lift, a scroll view coming to
/// rest after a flick, a tap recognizer's time-out); else to none.
struct TouchOwners: Sendable {
  /// Each touch id's number: its places are `places[number]`.
  private let numbers: [IDKey: Int]
  /// For each touch id by number, the places of its touches in the order the trace's touches
  /// began.
  private let places: [[Int]]
  /// Each view's id, and its ancestors' (the window's included), by the view's id.
  private let lineage: [String: Set<String>]
  /// Each declared recognizer's view, by the recognizer's id.
  private let recognizerViews: [String: String]

  /// The owners of a replay of `samples` (the trace's, in file order) through `scene` (any
  /// scene built from the same template: ids are the same).
  init(samples: [TouchSample], scene: BuiltScene) {
    var numbers: [IDKey: Int] = [:]
    var places: [[Int]] = []
    var count = 0
    for sample in samples where sample.phase == .began {
      let key = IDKey(id: sample.id.description, isNumber: sample.id.intValue != nil)
      let number = numbers[key] ?? places.count
      if number == places.count {
        numbers[key] = number
        places.append([])
      }
      places[number].append(count)
      count += 1
    }
    self.numbers = numbers
    self.places = places
    var lineage: [String: Set<String>] = [:]
    for id in scene.orderedIDs {
      guard var current = scene.responder(named: id) as? UIView else { continue }
      var line: Set<String> = [id]
      while let parent = current.superview {
        if let name = scene.id(of: parent) { line.insert(name) }
        current = parent
      }
      line.insert("window")
      lineage[id] = line
    }
    self.lineage = lineage
    var recognizerViews: [String: String] = [:]
    for (id, recognizer) in scene.recognizers {
      if let view = scene.id(of: recognizer.view) { recognizerViews[id] = view }
    }
    self.recognizerViews = recognizerViews
  }

  /// One replay's touches so far.
  struct State {
    /// How many touches of each id have begun, by the id's number (empty until one begins).
    fileprivate var begun: [Int] = []
    /// The touches down, in the order they began: place, id, view.
    fileprivate var down: [(place: Int, key: IDKey, view: String?)] = []
    /// The touches that lifted most recently, the latest last (at most 16).
    fileprivate var lifted: [(place: Int, view: String?)] = []

    /// The place of the touch down with the id `key` that began last.
    func newestPlace(of key: IDKey) -> Int? {
      down.last { $0.key == key }?.place
    }
  }

  /// Notes `record` in `state`; for an outcome record (`RecordText.isOutcome`), the place of
  /// the touch it belongs to, -1 for none.
  func owner(of record: ReplayRecord, _ state: inout State) -> Int {
    switch record.kind {
    case .touch(let touch):
      switch touch.phase {
      case .began:
        // An id the trace does not have belongs to no touch of it.
        let key = IDKey(id: touch.id, isNumber: touch.idIsNumber)
        var place = -1
        if let number = numbers[key] {
          if state.begun.isEmpty { state.begun = [Int](repeating: 0, count: places.count) }
          let count = state.begun[number]
          state.begun[number] = count + 1
          if count < places[number].count { place = places[number][count] }
        }
        state.down.append((place, key, touch.view))
      case .ended, .cancelled:
        let key = IDKey(id: touch.id, isNumber: touch.idIsNumber)
        if let index = state.down.firstIndex(where: { $0.key == key }) {
          let touch = state.down.remove(at: index)
          if state.lifted.count == 16 { state.lifted.removeFirst() }
          state.lifted.append((touch.place, touch.view))
        }
      default:
        break
      }
      return -1
    case .controlEvent(let event): return owner(in: event.control, state)
    case .action(let action): return action.sender.map { owner(in: $0, state) } ?? -1
    case .uiAction(let action): return owner(in: action.sender, state)
    case .gesture(let gesture):
      return (gesture.view ?? recognizerViews[gesture.recognizer]).map { owner(in: $0, state) } ?? -1
    case .recognizerAction(let action):
      return recognizerViews[action.sender].map { owner(in: $0, state) } ?? -1
    case .scroll(let scroll): return owner(in: scroll.view, state)
    default: return -1
    }
  }

  /// The first touch down whose view is `view` or inside it, else the last that lifted there.
  private func owner(in view: String, _ state: State) -> Int {
    if let touch = state.down.first(where: { isWithin($0.view, view) }) { return touch.place }
    return state.lifted.last(where: { isWithin($0.view, view) })?.place ?? -1
  }

  /// Whether the view `id` is `ancestor` or inside it. A view the scene does not name
  /// (`knob/UIView`, made by a control) is inside its named ancestor.
  func isWithin(_ id: String?, _ ancestor: String) -> Bool {
    guard let id else { return false }
    if id == ancestor { return true }
    if let line = lineage[id] { return line.contains(ancestor) }
    guard let slash = id.lastIndex(of: "/") else { return false }
    return isWithin(String(id[..<slash]), ancestor)
  }

  /// A touch id as records spell it, told apart from a string id with the same text.
  struct IDKey: Hashable, Sendable {
    var id: String
    var isNumber: Bool
  }
}
