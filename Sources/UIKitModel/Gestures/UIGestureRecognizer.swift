import Foundation

/// Recognizes a gesture in the touches of its view and the view's subviews, and sends its
/// actions as its state changes.
///
/// The window's gesture environment (`UIGestureEnvironment`) gives a recognizer the touches that
/// begin in its view or below, before the views get them; the recognizer's touch methods move its
/// `state` (a subclass sets it, as in UIKit's `UIGestureRecognizerSubclass.h`); the environment
/// then sends actions, excludes relatives, applies failure requirements and cancels, holds or
/// releases the views' touches. The rules are in `UIGestureRecognizer+State.swift`,
/// `UIGestureRecognizer+Failure.swift` and `Delivery/UIGestureEnvironment.swift`.
open class UIGestureRecognizer {
  /// The state of a recognizer ([A:uigesturerecognizer/state-swift.enum]).
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// A discrete gesture is recognized when it ends.
    public static let recognized = State.ended
  }

  /// The current state, as the environment normalises it (`state`'s setter).
  var currentState: State = .possible
  /// The target-action pairs, in the order they were added.
  var targetActions: [(target: WeakTarget, action: Selector)] = []
  /// The view the recognizer is attached to; not retained (the view holds the recognizer).
  @Link var attachedView: UIView?
  /// The delegate, not retained.
  var delegateReference = WeakTarget(object: nil)
  /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
  var failureRequirements: [Link<UIGestureRecognizer>] = []
  /// The touches the recognizer follows, in the order they began; kept until it resets.
  var trackedTouches: [UITouch] = []
  /// Environment flags: needs to be looked at in the next update; has been sent its
  /// recognition (actions, exclusion, cancellation) for this sequence; is recognized but held
  /// by a failure requirement; got touches in the event being delivered.
  var needsUpdate = false
  var recognitionSent = false
  /// Whether it set began before the update took its recognition up (a continuous recognizer).
  var beganWhileHeld = false
  /// The stock control rule that refused this recognizer in the `gestureRecognizerShouldBegin(_:)`
  /// being asked, if one did (`beginRefusal()`).
  var notedVeto: ControlVeto?
  /// How the recognizer last finished before its reset to possible: failed (or cancelled), or
  /// recognized (`holdReleaseCause`).
  var lastFinish = TouchRelease.Cause.failed
  var isWaitingForRequirement = false
  var receivedTouchesThisEvent = false
  /// Where links to this recognizer meet it (Support/Link.swift).
  let linkAnchor = LinkAnchor()

  /// Whether the recognizer takes touches; disabling an active one cancels it (or fails it).
  open var isEnabled = true {
    didSet { if oldValue && !isEnabled { cancelForDisabling() } }
  }
  /// Whether recognizing cancels the touches delivered to the views, and drops the held ones.
  open var cancelsTouchesInView = true
  /// Whether the views' touchesBegan waits while the recognizer is possible.
  open var delaysTouchesBegan = false
  /// Whether the views' touchesEnded waits while the recognizer is possible.
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  /// Creates a recognizer that sends `action` to `target` (both optional, as in UIKit).
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience init() {
    self.init(target: nil, action: nil)
  }

  deinit {
    linkAnchor.clear()
  }

  /// The view the recognizer is attached to.
  public var view: UIView? { attachedView }

  /// The recognizer's state. A subclass sets it from its touch methods, as with UIKit's
  /// `UIGestureRecognizerSubclass.h`, and may override it (to observe it, say); the setter
  /// normalises the transition as UIKit does (`setState(_:)` in `UIGestureRecognizer+State.swift`).
  open var state: State {
    get { currentState }
    set { setState(newValue) }
  }

  /// The delegate, which can veto beginning, receiving touches and exclusion.
  public var delegate: UIGestureRecognizerDelegate? {
    get { delegateReference.object as? UIGestureRecognizerDelegate }
    set { delegateReference = WeakTarget(object: newValue) }
  }

  // MARK: Touches (a subclass overrides these, as in UIGestureRecognizerSubclass.h)

  /// A touch began in the recognizer's view or below.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when the recognizer goes back to possible; a subclass clears its own state here.
  open func reset() {}

  /// Stops following `touch`; a touch this recognizer held is released to its view.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.recognizerLinks.removeAll { $0.names(self) }
  }

  // MARK: Exclusion and failure requirements

  /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer`; true.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing, may prevent this one; true.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` must wait for this one to fail; false.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: Location

  /// The centroid of the recognizer's touches that are down (all of them once they have all
  /// lifted), in `view`'s coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    let down = trackedTouches.filter { $0.isActive }
    let touches = down.isEmpty ? trackedTouches : down
    guard !touches.isEmpty else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in touches {
      let point = touch.location(in: view)
      x += point.x
      y += point.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  /// The number of touches down that the recognizer follows.
  open var numberOfTouches: Int { trackedTouches.lazy.filter { $0.isActive }.count }

  /// The location of one of the recognizer's touches.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    let down = trackedTouches.filter { $0.isActive }
    guard down.indices.contains(touchIndex) else { return .zero }
    return down[touchIndex].location(in: view)
  }

  /// A recognizer's own last word before it begins, after the views' and before the
  /// delegate's: nil (yes); a scroll view's pan checks whether it may cancel the content touches.
  func environmentRefusal() -> GestureFailure? { nil }

  /// Why the recognizer no longer holds its touches back from their views (`TouchRelease`):
  /// disabled, or how it last finished (it may have been reset to possible since); a scroll
  /// view's content-touch delay says which of its own rules let go.
  var holdReleaseCause: TouchRelease.Cause {
    if !isEnabled { return .disabled }
    switch currentState {
    case .possible: return lastFinish
    case .failed, .cancelled: return .failed
    case .began, .changed, .ended: return .recognized
    }
  }

  /// Who a cancellation caused by this recognizer is reported as coming from: the recognizer
  /// itself; a scroll view's own recognizers name the scroll view.
  var cancellationOwner: AnyObject { self }

  /// Whether the environment reports this recognizer's state changes and actions; false for a
  /// scroll view's own recognizers, which show only through scrolling and cancellations.
  var isReported: Bool { true }
}

extension UIGestureRecognizer: LinkTarget {}
