/// One view read from a debug description, with what the importer found in its fields.
struct HierarchyView: Sendable {
  var line: HierarchyLine
  /// The index of the superview in the importer's list; nil for the root.
  var parent: Int?
  var children: [Int] = []
  /// The class as written in the scene.
  var placed: HierarchyClass
  /// The printed class without its module: the stem of generated ids (`CheckoutButton-1`).
  var shortClass: String
  /// `[x, y, width, height]` in the superview's coordinates, as printed.
  var frame: [Double]
  /// The bounds origin, when printed and not zero.
  var boundsOrigin: [Double]?
  /// A scroll view's `contentOffset` and `contentSize`, when printed.
  var contentOffset: [Double]?
  var contentSize: [Double]?
  var hidden = false
  var alpha: Double?
  var userInteractionEnabled = true
  var clipsToBounds = false
  var enabled: Bool?
  var selected: Bool?
  var highlighted: Bool?
  /// A slider's or stepper's `value`.
  var value: Double?
  /// A text field's `text`.
  var text: String?
  /// An accessibility identifier or label printed on the line, the preferred id.
  var printedName: String?
  /// Whether the line lists gesture recognizers (`gestureRecognizers = <NSArray: ...>`).
  var hasRecognizers = false
  /// The scene id, given once every view is read.
  var id = ""
  /// Fields merged from a `--targets` file, written after the imported ones (and replacing them).
  var merged: [JSONMember] = []
  /// Whether the view is one of UIKit's own parts of the stock control it is in (a bar button's
  /// inner button, a switch's visual element): written non-interactive, the control takes the touch.
  var controlPart = false

  /// The merged field `key`, if the targets file gives it.
  func mergedField(_ key: String) -> JSONMember? { merged.first { $0.key == key } }

  /// The stock class the view behaves as, with a targets file's `base` or `class`.
  var behavesAs: String {
    if let base = mergedField("base")?.node.string { return base }
    if let name = mergedField("class")?.node.string {
      return HierarchyClassMap.stock(name) ?? placed.behavesAs
    }
    return placed.behavesAs
  }

  init(line: HierarchyLine, placed: HierarchyClass, frame: [Double]) {
    self.line = line
    self.placed = placed
    self.shortClass = HierarchyClassMap.shortName(line.className)
    self.frame = frame
  }
}
