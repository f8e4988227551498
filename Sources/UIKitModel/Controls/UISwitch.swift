import Foundation

/// An on/off switch: a tap that ends inside toggles `isOn`; a drag of the thumb picks the side
/// the finger lifts on. ValueChanged (when the value changed) then TouchUpInside are sent with a
/// nil event, as iOS 26 sends them through `sendActions(for:)` [DEC-Switch].
///
/// See docs/controls/UISwitch.md for the model's choices.
open class UISwitch: UIControl {
  /// How far (points, from where it began) the finger must move before the touch counts as a
  /// drag of the thumb rather than a tap: a model figure standing for the pan recognizer's slop.
  package static let dragThreshold: CGFloat = 10

  /// Whether the switch is on.
  open var isOn = false
  /// Whether the tracked touch has moved far enough to count as a drag.
  var thumbDragged = false
  /// Where the tracked touch began, in bounds coordinates.
  var pressLocation: CGPoint = .zero

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the state without sending any event, as UIKit's programmatic change does.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The switch reports `isOn` with each dispatch.
  /// Refuses a one-finger single tap attached to another view (the model's default for
  /// iOS 26, where the rule is unknown) and a pan or swipe of another view that began on the
  /// thumb and moves along the control (R7, G6).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    answer(
      gestureRecognizer, as: "UISwitch", rule: .singleTap, refuses: isForeignSingleTap(gestureRecognizer))
      && answer(
        gestureRecognizer, as: "UISwitch", rule: .dragAlongThumb,
        refuses: isForeignDragAlongThumb(gestureRecognizer, thumb: bounds))
  }

  open override var reportedValue: ReportedControlValue? {
    ReportedControlValue(name: "isOn", value: .bool(isOn))
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    pressLocation = touch.location(in: self)
    thumbDragged = false
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    if Self.isDrag(dx: point.x - pressLocation.x, dy: point.y - pressLocation.y) {
      thumbDragged = true
    }
    return true
  }

  /// Whether a finger that moved by (`dx`, `dy`) since the press has dragged the thumb.
  static func isDrag(dx: CGFloat, dy: CGFloat) -> Bool {
    hypot(dx, dy) >= dragThreshold
  }

  /// The value a lift-off inside at `point` commits: the side of the middle the finger is on
  /// after a drag (the right half, midX included, is on), the opposite value after a tap.
  func committedValue(liftingAt point: CGPoint) -> Bool {
    thumbDragged ? point.x >= bounds.midX : !isOn
  }

  /// A touch that comes back inside only at lift-off does not highlight the switch again.
  override var highlightsOnReturnAtLiftOff: Bool { false }

  /// Lift-off inside the touch area applies the value and sends ValueChanged (only on a change)
  /// and TouchUpInside with a nil event; outside, nothing changes and TouchUpOutside is sent with
  /// the event.
  override func liftOff(at point: CGPoint, inside: Bool, with event: UIEvent?) {
    if inside {
      let newValue = committedValue(liftingAt: point)
      let changed = newValue != isOn
      isOn = newValue
      if changed { dispatch(.valueChanged, with: nil) }
      dispatch(.touchUpInside, with: nil)
    } else {
      super.liftOff(at: point, inside: inside, with: event)
    }
    thumbDragged = false
  }
}
