import Foundation

/// A row of page dots: a tap whose lift-off is left of the current page's dot goes to the
/// previous page, right of it to the next page. ValueChanged is sent, then primaryActionTriggered
/// as its follow-up [DEC-PageControl].
///
/// See docs/controls/UIPageControl.md for the dot geometry, which UIKit does not document.
open class UIPageControl: UIControl {
  /// The distance between the centres of neighbouring dots (model figure, points); the dots are
  /// centred as a group in the bounds.
  package static let dotSpacing: CGFloat = 16

  private var pageCount = 0
  private var pageStorage = 0
  /// When true, a control with one page (or none) is hidden: not drawn and not hit.
  open var hidesForSinglePage = false
  /// Delays only the drawing of a new page in UIKit; the model keeps it for completeness.
  open var defersCurrentPageDisplay = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The number of pages (0 or more); the current page is clamped when it shrinks.
  open var numberOfPages: Int {
    get { pageCount }
    set {
      pageCount = max(0, newValue)
      currentPage = pageStorage
    }
  }

  /// The current page, clamped to `0...numberOfPages - 1` (0 when there are no pages).
  open var currentPage: Int {
    get { pageStorage }
    set { pageStorage = min(max(newValue, 0), max(pageCount - 1, 0)) }
  }

  /// Page controls follow ValueChanged with primaryActionTriggered.
  open override var primaryActionTriggerEvents: Event { .valueChanged }

  /// Refuses a one-finger single tap attached to another view, so that the control, not an
  /// ancestor's tap, gets the tap (R7, G6 [A:attaching-gesture-recognizers-to-uikit-controls]).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    answer(
      gestureRecognizer, as: "UIPageControl", rule: .singleTap, refuses: isForeignSingleTap(gestureRecognizer)
    )
  }

  /// The control reports `currentPage` with each dispatch.
  open override var reportedValue: ReportedControlValue? {
    ReportedControlValue(name: "currentPage", value: .int(currentPage))
  }

  /// A control hidden for having a single page is not hit.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if hidesForSinglePage && pageCount <= 1 { return nil }
    return super.hitTest(point, with: event)
  }

  /// At the end of a tap inside the touch area, moves one page toward the side of the current
  /// dot the finger lifted on, and sends ValueChanged (before TouchUpInside). At the first or
  /// last page, or exactly on the current dot's centre, nothing changes and nothing is sent.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch else { return }
    let point = touch.location(in: self)
    guard isPointMostlyInside(point, with: event) else { return }
    let dotX = dotCenterX(forPage: currentPage)
    let target: Int
    if point.x < dotX {
      target = currentPage - 1
    } else if point.x > dotX {
      target = currentPage + 1
    } else {
      return
    }
    guard target >= 0, target < pageCount else { return }
    currentPage = target
    dispatch(.valueChanged, with: event)
  }

  /// The x of the centre of `page`'s dot, in bounds coordinates.
  package func dotCenterX(forPage page: Int) -> CGFloat {
    let offset = CGFloat(page) - CGFloat(max(pageCount - 1, 0)) / 2
    return bounds.midX + offset * Self.dotSpacing
  }
}
