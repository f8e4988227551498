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

  // MARK: Touches (no touch events are dispatched)

  /// The field tracks its taps without highlighting or touch events.
  override var tracksWithTouchEvents: Bool { false }

  /// A lift-off inside the touch area (where a control would send TouchUpInside) makes the field
  /// first responder, once the touch is no longer inside.
  override func liftOff(at point: CGPoint, inside: Bool, with event: UIEvent?) {
    setTouchInside(false)
    if inside { becomeFirstResponder() }
  }

  /// Cancelling (for instance when the field leaves its window mid-tap) sends no TouchCancel.
  open override func cancelTracking(with event: UIEvent?) {
    setTracking(false)
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
