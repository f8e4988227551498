import Foundation

// The Swift 3 and 4 spellings of UIKit names that controls written then still use, as deprecated
// aliases of the current names.

@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
@available(*, deprecated, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, deprecated, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(*, deprecated, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode
@available(*, deprecated, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
@available(*, deprecated, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(*, deprecated, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
@available(*, deprecated, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
@available(*, deprecated, renamed: "CAMediaTimingFunctionName")
public typealias CAMediaTimingFunctionNameType = CAMediaTimingFunctionName

@available(*, deprecated, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = UIView.noIntrinsicMetric

@available(*, deprecated, renamed: "UIFont.Weight.ultraLight")
public let UIFontWeightUltraLight = UIFont.Weight.ultraLight
@available(*, deprecated, renamed: "UIFont.Weight.thin")
public let UIFontWeightThin = UIFont.Weight.thin
@available(*, deprecated, renamed: "UIFont.Weight.light")
public let UIFontWeightLight = UIFont.Weight.light
@available(*, deprecated, renamed: "UIFont.Weight.regular")
public let UIFontWeightRegular = UIFont.Weight.regular
@available(*, deprecated, renamed: "UIFont.Weight.medium")
public let UIFontWeightMedium = UIFont.Weight.medium
@available(*, deprecated, renamed: "UIFont.Weight.semibold")
public let UIFontWeightSemibold = UIFont.Weight.semibold
@available(*, deprecated, renamed: "UIFont.Weight.bold")
public let UIFontWeightBold = UIFont.Weight.bold
@available(*, deprecated, renamed: "UIFont.Weight.heavy")
public let UIFontWeightHeavy = UIFont.Weight.heavy
@available(*, deprecated, renamed: "UIFont.Weight.black")
public let UIFontWeightBlack = UIFont.Weight.black

@available(*, deprecated, renamed: "NSAttributedString.Key.font")
public let NSFontAttributeName = NSAttributedString.Key.font
@available(*, deprecated, renamed: "NSAttributedString.Key.foregroundColor")
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
@available(*, deprecated, renamed: "NSAttributedString.Key.backgroundColor")
public let NSBackgroundColorAttributeName = NSAttributedString.Key.backgroundColor
@available(*, deprecated, renamed: "NSAttributedString.Key.paragraphStyle")
public let NSParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle
@available(*, deprecated, renamed: "NSAttributedString.Key.kern")
public let NSKernAttributeName = NSAttributedString.Key.kern
@available(*, deprecated, renamed: "NSAttributedString.Key.underlineStyle")
public let NSUnderlineStyleAttributeName = NSAttributedString.Key.underlineStyle
@available(*, deprecated, renamed: "NSAttributedString.Key.strokeColor")
public let NSStrokeColorAttributeName = NSAttributedString.Key.strokeColor
@available(*, deprecated, renamed: "NSAttributedString.Key.strokeWidth")
public let NSStrokeWidthAttributeName = NSAttributedString.Key.strokeWidth
@available(*, deprecated, renamed: "NSAttributedString.Key.shadow")
public let NSShadowAttributeName = NSAttributedString.Key.shadow

@available(*, deprecated, renamed: "UIAccessibilityTraits.adjustable")
public let UIAccessibilityTraitAdjustable = UIAccessibilityTraits.adjustable
@available(*, deprecated, renamed: "UIAccessibilityTraits.button")
public let UIAccessibilityTraitButton = UIAccessibilityTraits.button
@available(*, deprecated, renamed: "UIAccessibilityTraits.none")
public let UIAccessibilityTraitNone = UIAccessibilityTraits.none
@available(*, deprecated, renamed: "UIAccessibilityTraits.selected")
public let UIAccessibilityTraitSelected = UIAccessibilityTraits.selected
@available(*, deprecated, renamed: "UIAccessibilityTraits.notEnabled")
public let UIAccessibilityTraitNotEnabled = UIAccessibilityTraits.notEnabled
@available(*, deprecated, renamed: "UIAccessibilityTraits.staticText")
public let UIAccessibilityTraitStaticText = UIAccessibilityTraits.staticText

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
@available(*, deprecated, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center

extension UIApplication {
  /// Posted when the application is about to stop being active; the model never posts it.
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the application became active; the model never posts it.
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the application entered the background; the model never posts it.
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the application is about to enter the foreground; the model never posts it.
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

extension NSNotification.Name {
  @available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
  public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
  @available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
  public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
  @available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
  public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
  @available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
  public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
}

extension String {
  /// Swift 3's interpolation-segment initializer, removed in Swift 5: the value's description.
  @available(*, deprecated, message: "use String(describing:) or interpolation")
  public init<T>(stringInterpolationSegment expr: T) {
    self = "\(expr)"
  }
}
