/// What a scene capture has found so far: the id of each view, controller and gesture
/// recognizer, and the action
/// selectors the controls name. Plain data: the UIKit reads happen in the `UIWindow`, `UIView`
/// and `UIControl` extensions, which share UIKit's isolation.
struct TraceSceneCapture {
  /// Ids given by the app (`TraceRecorder.setIdentifier(_:for:)`).
  var names: [ObjectIdentifier: String]
  /// The scene id of each captured object, and its place in capture order.
  var ids: [ObjectIdentifier: String] = [:]
  var order: [ObjectIdentifier: Int] = [:]
  private var taken: Set<String> = ["window", "application"]
  private var counts: [String: Int] = [:]
  /// The ids of the gesture recognizers recorded, in capture order.
  var recognizers: [String] = []
  /// Every action selector a control names, in the order found.
  var selectors: [String] = []
  var notes: [String] = []

  init(names: [ObjectIdentifier: String]) {
    self.names = names
  }

  /// The control event names of the trace format with UIKit's raw values, in the order the
  /// scene format lists them.
  static let eventNames: [(name: String, rawValue: UInt)] = [
    ("touchDown", 1 << 0), ("touchDownRepeat", 1 << 1), ("touchDragInside", 1 << 2),
    ("touchDragOutside", 1 << 3), ("touchDragEnter", 1 << 4), ("touchDragExit", 1 << 5),
    ("touchUpInside", 1 << 6), ("touchUpOutside", 1 << 7), ("touchCancel", 1 << 8),
    ("valueChanged", 1 << 12), ("primaryActionTriggered", 1 << 13), ("menuActionTriggered", 1 << 14),
    ("editingDidBegin", 1 << 16), ("editingChanged", 1 << 17), ("editingDidEnd", 1 << 18),
    ("editingDidEndOnExit", 1 << 19),
  ]

  /// Gives `object` its id: the app's name for it, else `preferred` (an accessibility
  /// identifier) when free, else `stem` and a count (`UIButton-3`).
  mutating func name(_ object: ObjectIdentifier, preferred: String?, stem: String) {
    var id: String
    if let given = names[object], !taken.contains(given) {
      id = given
    } else if let preferred, !preferred.isEmpty, preferred.utf8.count <= 256, !taken.contains(preferred) {
      id = preferred
    } else {
      repeat {
        counts[stem, default: 0] += 1
        id = "\(stem)-\(counts[stem, default: 0])"
      } while taken.contains(id)
    }
    taken.insert(id)
    ids[object] = id
    order[object] = order.count
  }

  mutating func noteSelector(_ name: String) {
    if !selectors.contains(name) { selectors.append(name) }
  }

  mutating func note(_ text: String) {
    if !notes.contains(text) { notes.append(text) }
  }
}
