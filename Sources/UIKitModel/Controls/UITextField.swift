import Foundation

/// A text field: a tap that ends inside makes it first responder, which sends editingDidBegin;
/// resigning sends editingDidEnd. It sends editing events only: its tap is handled the way
/// iOS's internal recognizers handle it, so no touch event (TouchDown, TouchUpInside...) is
/// dispatched to its targets.
///
/// See docs/controls/UITextField.md for the model's choices.
open class UITextField: UIControl {
  /// The text; the model never types, so only a scene or a program changes it.
  open var text: String? = ""
  /// The text shown when `text` is empty.
  open var placeholder: String?
  /// Whether the field is in an editing session (it is the first responder).
  public internal(set) var isEditing = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// An enabled text field can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder (the previous one resigns first) and, when it was not already,
  /// starts editing and sends editingDidBegin with a nil event.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard super.becomeFirstResponder() else { return false }
    isEditing = true
    dispatch(.editingDidBegin, with: nil)
    return true
  }

  /// Gives up first-responder status and, when it was editing, ends editing and sends
  /// editingDidEnd with a nil event.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    guard super.resignFirstResponder() else { return false }
    if wasFirst {
      isEditing = false
      dispatch(.editingDidEnd, with: nil)
    }
    return true
  }

  // MARK: Touches (no touch events are dispatched)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard shouldTrack else {
      next?.touchesBegan(touches, with: event)
      return
    }
    guard !isTracking, let touch = firstTouch(of: touches, in: event) else { return }
    let began = beginTracking(touch, with: event)
    reportTracking(.beginTracking, result: began, touch: touch)
    guard began else { return }
    trackingTouch = touch
    setTracking(true)
    setTouchInside(true)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch else {
      next?.touchesMoved(touches, with: event)
      return
    }
    guard touches.contains(touch) else { return }
    let keepGoing = continueTracking(touch, with: event)
    reportTracking(.continueTracking, result: keepGoing, touch: touch)
    guard keepGoing else {
      setTracking(false)
      trackingTouch = nil
      return
    }
    setTouchInside(isPointMostlyInside(touch.location(in: self), with: event))
  }

  /// A lift-off inside the touch area (where a control would send TouchUpInside) makes the field
  /// first responder.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch else {
      next?.touchesEnded(touches, with: event)
      return
    }
    guard touches.contains(touch) else { return }
    let inside = isPointMostlyInside(touch.location(in: self), with: event)
    endTracking(touch, with: event)
    reportTracking(.endTracking, result: nil, touch: touch)
    setTracking(false)
    trackingTouch = nil
    setTouchInside(false)
    if inside { becomeFirstResponder() }
  }

  /// Cancelling (for instance when the field leaves its window mid-tap) sends no TouchCancel.
  open override func cancelTracking(with event: UIEvent?) {
    setTracking(false)
  }

  /// A cancelled tap ends tracking without any event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return }
    trackingTouch = nil
    setTracking(false)
    setTouchInside(false)
    reportTracking(.cancelTracking, result: nil, touch: touch)
  }
}
