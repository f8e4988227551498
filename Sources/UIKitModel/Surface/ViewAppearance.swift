import Foundation

/// A view's inert state: what UIKit uses only to draw or to describe the view to assistive
/// technologies. One object per view keeps UIView's own declaration about geometry and events.
final class ViewAppearance {
  var backgroundColor: UIColor?
  var tintColor: UIColor?
  var isOpaque = true
  var contentMode: UIView.ContentMode = .scaleToFill
  var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var isAccessibilityElement = false
  var accessibilityLabel: String?
  var accessibilityHint: String?
  var accessibilityValue: String?
  var accessibilityTraits: UIAccessibilityTraits = .none
  var accessibilityFrame: CGRect = .zero
  var accessibilityElements: [Any]?
  var shouldGroupAccessibilityChildren = false
  var accessibilityElementsHidden = false
  var contentScaleFactor: CGFloat = 2
  var clearsContextBeforeDrawing = true
  var mask: UIView?
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center
  var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center
}
