#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

// EXTENSION POINTS (contract section 7). The UIKit model has no UIGestureRecognizer,
// UIScrollView, UIImageView, UILabel, UIStackView or cells yet, and this file must compile
// unchanged against it and against UIKit; so what needs those types waits here, and is added
// once the model has them:
//
// 1. `traceStockClass`: add, most specific first (before UIView), UITableView,
//    UICollectionView, UIScrollView, UITableViewCell, UICollectionViewCell, UIStackView,
//    UIImageView, UILabel, so that an app's subclass of them gets the right `base`.
// 2. `traceRecorderSection7Fields()`: for a UIScrollView, `contentOffset` (instead of `bounds`)
//    and `contentSize`, and `isScrollEnabled`, `delaysContentTouches`,
//    `canCancelContentTouches`, `alwaysBounceVertical`, `alwaysBounceHorizontal` when they
//    differ from the defaults; for every view, `gestureRecognizers` from
//    `view.gestureRecognizers` (the UITapGestureRecognizer, UILongPressGestureRecognizer,
//    UIPanGestureRecognizer, UISwipeGestureRecognizer classes with `isEnabled`,
//    `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`,
//    `numberOfTapsRequired`, `numberOfTouchesRequired`, `minimumPressDuration`,
//    `allowableMovement`, `minimumNumberOfTouches`, `maximumNumberOfTouches`, `direction`).
//    A recognizer's targets and actions, its `require(toFail:)` relations and its delegate's
//    answers are not public in UIKit and cannot be captured: the docs say so.

/// The classes a scene knows by name (contract sections 2 and 7.1): a view of exactly one of
/// these is written without a `base`.
let traceSceneClassNames: Set<String> = [
  "UIView", "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
  "UIPageControl", "UITextField", "UIImageView", "UILabel", "UIStackView", "UIScrollView", "UITableView",
  "UICollectionView", "UITableViewCell", "UICollectionViewCell",
]

/// The stock controls other than UIControl, whose inner views are not recorded.
let traceStockControlClasses: Set<String> = [
  "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl", "UITextField",
]

/// Classes whose `userInteractionEnabled` is false unless set (contract section 7.1): the flag is
/// always written for them.
let traceNonInteractiveByDefault: Set<String> = ["UIImageView", "UILabel"]

extension UIView {
  /// The stock class this view is or derives from, most specific first.
  var traceStockClass: String {
    if self is UIButton { return "UIButton" }
    if self is UISwitch { return "UISwitch" }
    if self is UISlider { return "UISlider" }
    if self is UISegmentedControl { return "UISegmentedControl" }
    if self is UIStepper { return "UIStepper" }
    if self is UIPageControl { return "UIPageControl" }
    if self is UITextField { return "UITextField" }
    if self is UIControl { return "UIControl" }
    return "UIView"
  }

  /// The fields of contract section 7 for this view: none until the model has the classes
  /// (see the extension points above).
  func traceRecorderSection7Fields() -> [RecordedJSON.Member] {
    []
  }
}
