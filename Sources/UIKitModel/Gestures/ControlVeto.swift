import Foundation

/// A stock control's own `gestureRecognizerShouldBegin(_:)` refusing a recognizer attached to
/// another view, so that the control, not an ancestor's gesture, gets the touch (R7, G6): which
/// class's rule said no, and which rule. Reported with `GestureFailure.refusedByView`; nil there
/// when no stock rule refused (an app's override answered false on its own).
public struct ControlVeto: Sendable, Hashable {
  /// The stock rules.
  public enum Rule: Sendable, Hashable {
    /// A one-finger single tap (`UIButton`, `UIStepper`, `UIPageControl`, `UISegmentedControl`,
    /// `UISwitch`).
    case singleTap
    /// A pan or swipe whose touch began on the thumb and moves along the control (`UISlider`,
    /// `UISwitch`).
    case dragAlongThumb
  }

  /// The name of the stock class whose rule refused (`UIButton`), whatever subclass the view is.
  public let stockClass: String
  public let rule: Rule

  public init(stockClass: String, rule: Rule) {
    self.stockClass = stockClass
    self.rule = rule
  }
}
