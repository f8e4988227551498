/// The UIKit classes a ported class may descend from, by what they are: views, gesture
/// recognizers, and other responders.
enum PortStockClasses {
  /// UIKit's view classes (the model's stock views and the ones its surface adds).
  static let views: Set<String> = [
    "UIView", "UIControl", "UIButton", "UISlider", "UISwitch", "UIStepper", "UISegmentedControl",
    "UIPageControl", "UIDatePicker", "UIColorWell", "UITextField", "UITextView", "UILabel",
    "UIImageView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView",
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UIVisualEffectView",
    "UIActivityIndicatorView", "UIProgressView", "UIPickerView", "UIWindow", "UISearchBar",
    "UINavigationBar", "UIToolbar", "UITabBar", "UIRefreshControl",
  ]

  /// UIKit's gesture recognizer classes.
  static let recognizers: Set<String> = [
    "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
    "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
    "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
  ]

  /// UIKit's responders that are not views.
  static let otherResponders: Set<String> = [
    "UIResponder", "UIViewController", "UIApplication", "UINavigationController",
    "UITabBarController", "UITableViewController", "UICollectionViewController",
    "UIPageViewController", "UISplitViewController",
  ]
}

extension PortStockClasses {
  /// Whether `name` is one of UIKit's classes that ported classes are sorted by.
  static func isStock(_ name: String) -> Bool {
    views.contains(name) || recognizers.contains(name) || otherResponders.contains(name)
  }
}
