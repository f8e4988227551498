#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

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
  /// The stock class this view is or derives from, most specific first, so that an app's
  /// subclass gets the right `base`.
  var traceStockClass: String {
    if self is UIButton { return "UIButton" }
    if self is UISwitch { return "UISwitch" }
    if self is UISlider { return "UISlider" }
    if self is UISegmentedControl { return "UISegmentedControl" }
    if self is UIStepper { return "UIStepper" }
    if self is UIPageControl { return "UIPageControl" }
    if self is UITextField { return "UITextField" }
    if self is UIControl { return "UIControl" }
    if self is UITableView { return "UITableView" }
    if self is UICollectionView { return "UICollectionView" }
    if self is UIScrollView { return "UIScrollView" }
    if self is UITableViewCell { return "UITableViewCell" }
    if self is UICollectionViewCell { return "UICollectionViewCell" }
    if self is UIStackView { return "UIStackView" }
    if self is UIImageView { return "UIImageView" }
    if self is UILabel { return "UILabel" }
    return "UIView"
  }

  /// The fields of contract section 7 for this view: a scroll view's content fields (7.3) and
  /// the view's gesture recognizers (7.2), by the ids `capture` gave them.
  func traceSection7Fields(capture: TraceSceneCapture) -> [RecordedJSON.Member] {
    var members: [RecordedJSON.Member] = []
    if let scrollView = self as? UIScrollView { members += scrollView.traceScrollFields() }
    let recognizers = traceRecordedRecognizers.compactMap { $0.traceSceneRecognizer(capture: capture) }
    if !recognizers.isEmpty { members.append(.init(key: "gestureRecognizers", value: .array(recognizers))) }
    return members
  }
}
