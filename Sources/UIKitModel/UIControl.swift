import Foundation

/// The base of controls: tracks one touch, highlights, and dispatches control events to the
/// registered targets and actions in registration order.
///
/// The overridable methods are declared here; the rules they follow are in
/// `UIControl+Tracking.swift` and `UIControl+TargetAction.swift`.
open class UIControl: UIView {
  /// Registered target-actions and actions, in one ordered list.
  var dispatchTable: [ControlEntry] = []
  /// The registration keys of every entry ever added (an entry removed since leaves its key:
  /// a key only says that `dispatchTable` may hold the registration).
  var registrationKeys: Set<ControlEntry.RegistrationKey> = []
  /// The events of the dispatch in progress (empty outside a dispatch); a nested dispatch saves
  /// and restores it.
  var currentDispatchEvents: Event = []
  /// The touch being tracked. Not retained: its window holds it while it is down.
  @Link var trackingTouch: UITouch?
  /// Whether the touch has moved since tracking began.
  var touchDragged = false
  /// The pending end of a highlight that came back only at lift-off.
  var highlightLingerToken: Int?
  /// Whether the control's menu, presented at touch-down, owns the tracked touch
  /// (`UIControl+Menu.swift`).
  var menuOwnsTouch = false

  /// Whether the control's context menu is its primary action, presented at touch-down instead
  /// of any touch-up action (`UIControl+Menu.swift`); false.
  open var showsMenuAsPrimaryAction = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: State

  /// A disabled control is not hit-tested and does not highlight.
  open var isEnabled = true {
    didSet { reportState(.enabled, isEnabled, was: oldValue) }
  }

  /// A disabled control is skipped by hit-testing (`UIView+HitTesting.swift`).
  override var isDisabledControl: Bool { !isEnabled }

  /// Whether the control is selected; stock controls leave it alone unless documented.
  open var isSelected = false {
    didSet { reportState(.selected, isSelected, was: oldValue) }
  }

  /// Whether the control draws highlighted; setting true does nothing while disabled.
  open var isHighlighted: Bool {
    get { highlighted }
    set {
      if newValue && !isEnabled { return }
      let old = highlighted
      highlighted = newValue
      reportState(.highlighted, newValue, was: old)
    }
  }
  private var highlighted = false

  /// Whether the control is tracking a touch.
  open var isTracking: Bool { tracking }
  private var tracking = false

  /// Whether the tracked touch is inside the control's touch area (bounds grown by the margin).
  open var isTouchInside: Bool { touchInside }
  private var touchInside = false

  /// The control's state: highlighted, disabled, selected.
  open var state: State {
    var result: State = []
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }

  /// The events after whose dispatch UIKit dispatches primaryActionTriggered: none for a plain
  /// control, touchUpInside for buttons, valueChanged for page controls.
  open var primaryActionTriggerEvents: Event { [] }

  /// The value a valued control reports with each dispatch (slider value, switch isOn...).
  open var reportedValue: ReportedControlValue? { nil }

  /// Called at the start of each dispatch that includes primaryActionTriggered, before it is
  /// reported: a button that `changesSelectionAsPrimaryAction` toggles `isSelected` here, so
  /// that the primary action sees the new state.
  func willDispatchPrimaryAction(with event: UIEvent?) {}

  // MARK: Tracking hooks

  /// Whether a touch that comes back inside only at lift-off highlights the control again until
  /// the highlight linger ends: false for a switch, which iOS tracks with recognizers.
  var highlightsOnReturnAtLiftOff: Bool { true }

  /// Called at lift-off once `endTracking` has run and `isTracking` is false, while the highlight
  /// and `isTouchInside` still hold: dispatches TouchUpInside when `inside`, else
  /// TouchUpOutside. `point` is the lift-off location in bounds coordinates, taken before the
  /// lift-off's first dispatch.
  func liftOff(at point: CGPoint, inside: Bool, with event: UIEvent?) {
    dispatch(inside ? .touchUpInside : .touchUpOutside, with: event)
  }

  // MARK: Tracking

  /// Called when a touch begins on the control; return false to ignore the whole touch.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called for each move of the tracked touch; return false to stop tracking silently.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch ends, before TouchUpInside or TouchUpOutside.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when tracking is cancelled: stops tracking, clears the highlight, sends TouchCancel.
  open func cancelTracking(with event: UIEvent?) {
    setTracking(false)
    isHighlighted = false
    dispatch(.touchCancel, with: event)
  }

  // MARK: Actions

  /// Sends one action message through the application; override to reroute actions.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    owningApplication?.send(action, to: target, from: self, for: event)
  }

  /// Performs a `UIAction` with the control as its sender.
  open func sendAction(_ action: UIAction) {
    owningApplication?.report(.uiAction(action, sender: self, events: currentDispatchEvents))
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// Dispatches `controlEvents` to every registered entry they meet, with a nil event.
  open func sendActions(for controlEvents: Event) {
    dispatch(controlEvents, with: nil)
  }

  // MARK: Touches

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesBegan(touches, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesMoved(touches, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesEnded(touches, with: event)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    trackTouchesCancelled(touches, with: event)
  }

  /// A control that leaves its window while tracking cancels tracking with a nil event.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil, isTracking {
      if menuOwnsTouch { return endMenuTouch() }
      trackingTouch = nil
      cancelTracking(with: nil)
      setTouchInside(false)
    }
  }

  // MARK: Internal state changes

  func setTracking(_ value: Bool) {
    let old = tracking
    tracking = value
    reportState(.tracking, value, was: old)
  }

  func setTouchInside(_ value: Bool) {
    let old = touchInside
    touchInside = value
    reportState(.touchInside, value, was: old)
  }

  // MARK: Reporting

  /// Reports a change of one of the control's states to an observer that wants details.
  func reportState(_ property: ControlStateProperty, _ value: Bool, was old: Bool) {
    guard value != old, let application = owningApplication, application.wantsDetails else { return }
    application.report(.stateChanged(self, property, value))
  }

  /// The application the control reports to: its window's, which a view learns as it (or its
  /// window) joins one, and keeps after it leaves, so that a control removed from its window
  /// still reports its cancellation.
  var owningApplication: UIApplication? { lastApplication }
}
