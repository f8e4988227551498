import Foundation

/// A view whose content, larger than itself, moves under the finger: `contentOffset` is the
/// bounds origin (G7).
///
/// It installs two recognizers: its pan (`panGestureRecognizer`, R18), which scrolls and cancels
/// the content's touches when it may, and its content-touch delay (R17), which holds a touch
/// from its content view for `scrollViewTouchDelay` (0.15 s) unless the finger lifts or leaves
/// along an axis it cannot scroll first. `isScrollEnabled = false` turns both off (R19). It does
/// not pass touches it gets itself up the responder chain (R20). The rules are in
/// `UIScrollView+ContentTouches.swift` and the two recognizers' files.
open class UIScrollView: UIView {
  /// The content's size; zero by default, so nothing scrolls until it is set.
  open var contentSize: CGSize = .zero
  /// Whether the user can scroll; false disables the pan and the content-touch delay.
  open var isScrollEnabled = true {
    didSet {
      panGestureRecognizer.isEnabled = isScrollEnabled
      touchDelayGestureRecognizer.isEnabled = isScrollEnabled
    }
  }
  /// Whether content touches are held until it is clear the finger is not scrolling; true.
  open var delaysContentTouches = true
  /// Whether scrolling may cancel a touch a content view is already tracking; true.
  open var canCancelContentTouches = true
  /// Whether it scrolls (and bounces) vertically even when the content fits; false.
  open var alwaysBounceVertical = false
  /// Whether it scrolls (and bounces) horizontally even when the content fits; false.
  open var alwaysBounceHorizontal = false
  /// Locks a drag to one axis (not modelled beyond the property).
  open var isDirectionalLockEnabled = false
  /// Whether the content rubber-bands past its edges under a drag and springs back after;
  /// true ([A:uiscrollview/bounces], M2, M5).
  open var bounces = true
  /// How fast the content slows after a flick: the velocity's factor per millisecond;
  /// `.normal` ([A:uiscrollview/decelerationrate-swift.property], M4).
  open var decelerationRate = DecelerationRate.normal
  /// Whether the content comes to rest on multiples of the view's size; false
  /// ([A:uiscrollview/ispagingenabled], M8).
  open var isPagingEnabled = false
  /// Whether a drag that pushes past this view's top or bottom edge goes to the nearest
  /// ancestor scroll view; true ([A:uiscrollview/transfersverticalscrollingtoparent], M9).
  open var transfersVerticalScrollingToParent = true
  /// The same for the left and right edges; true.
  open var transfersHorizontalScrollingToParent = true
  /// The recognizer that scrolls.
  public let panGestureRecognizer: UIPanGestureRecognizer
  /// The recognizer that holds content touches (UIKit's private `_scrollViewTouchDelayGesture`).
  let touchDelayGestureRecognizer: UIGestureRecognizer
  /// The pan's translation at its last step, which the offset has followed.
  var panTranslationScrolled = CGPoint.zero
  /// The offset the drag started from (M2), and the velocities kept while dragging, in points
  /// per millisecond in the offset's direction (M3).
  var dragStartOffset = CGPoint.zero
  var latestDragVelocity = CGPoint.zero
  var previousDragVelocity = CGPoint.zero
  /// The motion after the lift (deceleration, bounce or page settle), while it runs.
  var motion: ScrollMotion?
  /// The scheduled end of `motion`.
  var motionRestToken: Int?
  /// A table's or collection's touches whose began highlighted a cell (M11).
  var highlightedSelections: [(touch: UITouch, cell: UIView)] = []

  /// A scroll view's deceleration rate: the factor the velocity keeps per millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// 0.998 per ms.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per ms.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Whether the user is dragging the content (its pan has begun and not ended).
  public var isDragging: Bool {
    panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed
  }

  /// Whether the content is moving after the finger lifted (decelerating, bouncing back or
  /// settling on a page).
  public var isDecelerating: Bool { motion != nil }

  public override init(frame: CGRect) {
    panGestureRecognizer = UIScrollViewPanGestureRecognizer(target: nil, action: nil)
    touchDelayGestureRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(target: nil, action: nil)
    super.init(frame: frame)
    addGestureRecognizer(touchDelayGestureRecognizer)
    addGestureRecognizer(panGestureRecognizer)
    panGestureRecognizer.addTarget(self, action: Self.handlePan)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The point of the content at the view's top-left corner: the bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Moves the content (never animated in the model); reports the change.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard bounds.origin != contentOffset else { return }
    bounds.origin = contentOffset
    lastApplication?.report(.scrolled(self, contentOffset: contentOffset))
  }

  /// Whether a content touch may begin in `view` once the delay releases it; true. A false
  /// drops the touch: the view gets nothing (the model's reading of a denied touch).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  /// Whether scrolling may cancel a touch `view` is tracking: false for a control, true
  /// otherwise ([A:uiscrollview/touchesshouldcancel(in:)], [DEC-SV]).
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  // MARK: Touches: a scroll view does not forward what it gets (R20, G1)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  // MARK: The pan's action

  static var handlePan: Selector { Selector("handlePan:") }

  open override func responds(to aSelector: Selector) -> Bool {
    aSelector == Self.handlePan || super.responds(to: aSelector)
  }

  open override func perform(_ action: Selector, with sender: Any?, with event: UIEvent?) {
    guard action == Self.handlePan else { return super.perform(action, with: sender, with: event) }
    handlePan()
  }
}
