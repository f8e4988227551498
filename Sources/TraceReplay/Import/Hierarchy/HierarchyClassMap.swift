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
  /// UIKit classes that real hierarchies print, with the public class each derives from, which
  /// is the class it behaves as for touches. Private classes are from UIKit's runtime headers
  /// (class-dumps of iOS 14.3 UIKitCore, and of iOS 6-10 UIKit for the older ones); public
  /// classes from Apple's documentation. docs/record-a-screen.md lists them with their sources.
  static let standIns: [String: String] = [
    // Buttons and controls.
    "_UIButtonBarButton": "UIControl",  // iOS 11+: a bar button item's view
    "_UIModernBarButton": "UIButton",  // iOS 11+: inside a _UIButtonBarButton
    "UINavigationButton": "UIButton",  // iOS 6-10: a bar button item's view
    "_UITableViewCellActionButton": "UIButton",  // iOS 8-10: a row's swipe action
    "UITableViewCellDeleteConfirmationButton": "UIButton",  // iOS 7: a row's Delete
    "UITableViewCellDeleteConfirmationControl": "UIControl",  // iOS 6: a row's Delete
    "UITabBarButton": "UIControl",  // a tab bar item's view
    "UIDatePicker": "UIControl",
    "UIRefreshControl": "UIControl",
    // Labels and images.
    "UIButtonLabel": "UILabel",
    "UITableViewLabel": "UILabel",
    "UITextFieldLabel": "UILabel",
    "UITabBarButtonLabel": "UILabel",
    "UISegmentLabel": "UILabel",
    "UISegment": "UIImageView",  // a segmented control's segment
    // Text.
    "UISearchTextField": "UITextField",
    "UISearchBarTextField": "UITextField",  // iOS 13+: a UISearchTextField
    "UIFieldEditor": "UIScrollView",  // the text field's editor, inside it
    "UITextView": "UIScrollView",
    // Scroll views.
    "UITableViewWrapperView": "UIScrollView",  // iOS 7-10: between a table and its cells
    "UITableViewCellScrollView": "UIScrollView",  // iOS 7: inside a cell, for swipe to delete
    // Plain views.
    "UITransitionView": "UIView",
    "UIDropShadowView": "UIView",
    "UILayoutContainerView": "UIView",
    "UINavigationTransitionView": "UIView",
    "UIViewControllerWrapperView": "UIView",
    "_UISystemBackgroundView": "UIView",
    "_UIScrollViewScrollIndicator": "UIView",
    "UITableViewCellContentView": "UIView",
    "_UITableViewCellSeparatorView": "UIView",
    "UITableViewCellDeleteConfirmationView": "UIView",
    "_UIVisualEffectBackdropView": "UIView",
    "_UIVisualEffectContentView": "UIView",
    "UIVisualEffectView": "UIView",
    "_UITextContainerView": "UIView",  // a text view's content
    "_UIBarBackground": "UIView",  // a bar's backdrop
    "_UIBarContentView": "UIView",
    "_UINavigationBarContentView": "UIView",  // iOS 11+: a _UIBarContentView
    "_UISliderGlassVisualElement": "UIView",  // iOS 26: a slider's look, inside it
    "_UISliderFluidVisualElement": "UIView",
    "UINavigationBar": "UIView",
    "UIToolbar": "UIView",
    "UITabBar": "UIView",
    "UISearchBar": "UIView",
    "UIActivityIndicatorView": "UIView",
    "UIProgressView": "UIView",
    "UIPickerView": "UIView",
    "UITableViewHeaderFooterView": "UIView",
    "UICollectionReusableView": "UIView",
  ]
  /// UIKit's own containers, whose gesture recognizers UIKit installs (a navigation
  /// controller's interactive pop on `UILayoutContainerView`): no warning that they are missing.
  static let containersWithOwnRecognizers: Set<String> = [
    "UILayoutContainerView", "UINavigationTransitionView", "UITransitionView", "UIDropShadowView",
    "UITableViewCellContentView", "UITableViewWrapperView", "UITableViewCellScrollView", "UIFieldEditor",
    "UISearchBarTextField", "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "UIDatePicker",
  ]

  /// The public classes among the stand-ins: an app may put them anywhere.
  static let publicStandIns: Set<String> = [
    "UIDatePicker", "UIRefreshControl", "UISearchTextField", "UITextView", "UIVisualEffectView",
    "UINavigationBar",
    "UIToolbar", "UITabBar", "UISearchBar", "UIActivityIndicatorView", "UIProgressView", "UIPickerView",
    "UITableViewHeaderFooterView", "UICollectionReusableView",
  ]

  /// Whether `printed` is one of UIKit's private classes: spelled `_UI…`, or `UI…` and not a
  /// public class; never an app's (module-qualified or mangled) class.
  static func isPrivateUIKitClass(_ printed: String) -> Bool {
    guard !printed.contains("."), !printed.hasPrefix("_Tt") else { return false }
    if printed.hasPrefix("_UI") { return true }
    return printed.hasPrefix("UI") && !sceneClasses.contains(printed) && !addedClasses.contains(printed)
      && !publicStandIns.contains(printed)
  }

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

  /// Whether the root view read is the window.
  static func isWindow(_ view: HierarchyView) -> Bool {
    isWindow(view.line.className, baseClass: view.line.field("baseClass")?.value)
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
