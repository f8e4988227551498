import Foundation

/// A text field. Its touches run UIControl tracking, so TouchDown and the drag events reach its
/// targets, but it swallows the end of a touch: no TouchUpInside, TouchUpOutside or
/// TouchCancel. A tap that ends inside makes it first responder, which sends editingDidBegin;
/// resigning sends editingDidEnd.
///
/// See docs/text-fields.md for the sources and the model's choices.
open class UITextField: UIControl {
  /// The text; the model never types, so only a scene or a program changes it.
  open var text: String? = ""
  /// The text shown when `text` is empty.
  open var placeholder: String?
  /// The font of the text.
  open var font: UIFont? = UIFont.systemFont(ofSize: 17)
  /// The text colour.
  open var textColor: UIColor? = .black
  open var textAlignment: NSTextAlignment = .natural
  /// The styled text; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string ?? "" }
  }
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var leftView: UIView?
  open var rightView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightViewMode: ViewMode = .never
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var isSecureTextEntry = false
  open var clearsOnBeginEditing = false
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

  // MARK: Touches [DEC-TF]

  /// UITextField's `touchesEnded` calls UIControl's only under a private flag the model takes
  /// as off, so the end is swallowed: no `endTracking`, no TouchUpInside or TouchUpOutside.
  /// Tracking stops, and a lift in the touch area makes the field first responder, as its
  /// text-interaction tap does.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch, touches.holds(touch) else {
      super.touchesEnded(touches, with: event)
      return
    }
    let inside = isPointMostlyInside(touch.location(in: self), with: event)
    stopTrackingWithoutEvents()
    if inside { becomeFirstResponder() }
  }

  /// `touchesCancelled` follows the same flag: no TouchCancel, tracking just stops.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = trackingTouch, touches.holds(touch) else { return }
    stopTrackingWithoutEvents()
  }

  /// Cancelling (for instance when the field leaves its window mid-tap) sends no TouchCancel.
  open override func cancelTracking(with event: UIEvent?) {
    setTracking(false)
    isHighlighted = false
  }

  /// Refuses a one-finger single tap attached to another view, so that an ancestor's
  /// "dismiss keyboard" tap fails and the field's own tap begins editing (M17: the field's
  /// text-interaction tap is deeper and wins; the mechanism in UIKit is unknown). Not a stock
  /// control veto (`ControlVeto`): the model's stand-in for that mechanism says no plainly.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !isForeignSingleTap(gestureRecognizer)
  }

  private func stopTrackingWithoutEvents() {
    trackingTouch = nil
    setTracking(false)
    setTouchInside(false)
    isHighlighted = false
  }
}

extension UITextField {
  /// The border drawn around the field; drawing only.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }
}
