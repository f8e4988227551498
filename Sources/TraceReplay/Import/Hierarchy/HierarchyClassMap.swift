/// Places the classes a debug description prints: stock classes as they are, UIKit's own
/// internal classes as the stock class they behave as, an app's subclass (`baseClass = UIButton`)
/// as its own name with a `base`, and anything else as a `UIView`, with a warning.
enum HierarchyClassMap {
  /// The classes a scene knows today (contract section 2).
  static let sceneClasses: Set<String> = [
    "UIView", "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
    "UIPageControl", "UITextField",
  ]
  /// The classes of contract section 7.1.
  static let addedClasses: Set<String> = [
    "UIImageView", "UILabel", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
    "UITableViewCell", "UICollectionViewCell",
  ]
  /// UIKit classes that real hierarchies print, with the stock class each behaves as for touches.
  static let standIns: [String: String] = [
    "UIButtonLabel": "UILabel",
    "UITransitionView": "UIView",
    "UIDropShadowView": "UIView",
    "UILayoutContainerView": "UIView",
    "UINavigationTransitionView": "UIView",
    "UIViewControllerWrapperView": "UIView",
    "_UISystemBackgroundView": "UIView",
    "_UIScrollViewScrollIndicator": "UIView",
    "UITableViewCellContentView": "UIView",
    "_UITableViewCellSeparatorView": "UIView",
    "_UIVisualEffectBackdropView": "UIView",
    "_UIVisualEffectContentView": "UIView",
    "UIVisualEffectView": "UIView",
    "UITextView": "UIScrollView",
    "UISearchTextField": "UITextField",
  ]
  /// Classes of a root line that make it the window.
  static let windowClasses: Set<String> = ["UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow"]

  /// Scroll views, whose `contentOffset` and `contentSize` are written (contract section 7.3).
  static let scrollViews: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]
  /// Stock controls, which may have `targets`.
  static func isControl(_ stock: String) -> Bool {
    stock != "UIView" && sceneClasses.contains(stock)
  }
  /// Classes whose `userInteractionEnabled` is false unless set (contract section 7.1).
  static let nonInteractiveByDefault: Set<String> = ["UIImageView", "UILabel"]

  /// How `printed` (with its `baseClass`, if printed) is written.
  static func place(_ printed: String, baseClass: String?) -> HierarchyClass {
    let short = shortName(printed)
    let qualified = short != printed
    if !qualified, let stock = stock(short) {
      return HierarchyClass(sceneClass: stock)
    }
    if let baseClass {
      if let stock = stock(shortName(baseClass)) {
        return HierarchyClass(sceneClass: short, base: stock)
      }
      return HierarchyClass(
        sceneClass: "UIView",
        problem:
          "class '\(printed)' has base class '\(baseClass)', which is not modelled: imported as a UIView")
    }
    return HierarchyClass(
      sceneClass: "UIView",
      problem: "unknown class '\(printed)' (no baseClass printed): imported as a UIView")
  }

  /// The stock class `name` is or stands in for, if any.
  static func stock(_ name: String) -> String? {
    if sceneClasses.contains(name) || addedClasses.contains(name) { return name }
    return standIns[name]
  }

  /// Whether a root line of class `printed` (base `baseClass`) is the window.
  static func isWindow(_ printed: String, baseClass: String?) -> Bool {
    windowClasses.contains(shortName(printed))
      || baseClass.map { windowClasses.contains(shortName($0)) } == true
  }

  /// The class name without its module (`MyApp.CheckoutButton` → `CheckoutButton`), and Swift's
  /// mangled spelling (`_TtC5MyApp14CheckoutButton`) read as the innermost name.
  static func shortName(_ name: String) -> String {
    if name.hasPrefix("_TtC"), let demangled = demangled(name) { return demangled }
    if let dot = name.lastIndex(of: "."), name.index(after: dot) < name.endIndex {
      return String(name[name.index(after: dot)...])
    }
    return name
  }

  /// The last name of a mangled class name `_TtC<n><module><n><name>` (or nested `_TtCC...`).
  private static func demangled(_ name: String) -> String? {
    var bytes = Array(name.utf8.dropFirst(4))
    while bytes.first == UInt8(ascii: "C") { bytes.removeFirst() }
    var last: String?
    var index = 0
    while index < bytes.count {
      var length = 0
      var digits = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        length = length * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
        if length > 1_000 { return nil }
      }
      guard digits > 0, length > 0, index + length <= bytes.count else { return nil }
      last = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
      index += length
    }
    return last
  }
}
