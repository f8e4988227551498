import Foundation

/// A stepper: a touch-down on the left half decrements and on the right half increments by
/// `stepValue`, then holding repeats on the trace's clock while `autorepeat`.
///
/// See docs/controls/UIStepper.md for the timing, rounding and limit rules.
open class UIStepper: UIControl {
  /// Which half of the stepper a touch pressed.
  package enum Half: Sendable {
    case decrement
    case increment
  }

  private var valueStorage: Double = 0
  private var minimumStorage: Double = 0
  private var maximumStorage: Double = 100
  private var stepStorage: Double = 1
  /// Whether pressing and holding repeats the step.
  open var autorepeat = true
  /// Whether ValueChanged is sent on each step (true) or once when the interaction ends.
  open var isContinuous = true
  /// Whether stepping past a limit wraps to the other limit.
  open var wraps = false
  /// The half the tracked touch pressed, nil when not tracking.
  package internal(set) var pressedHalf: Half?
  /// The value when tracking began, for the single ValueChanged of a non-continuous stepper.
  var valueAtTrackingStart: Double = 0
  /// The pending repeat, a token of `UIApplication.schedule(after:_:)`.
  var repeatToken: Int?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The value, always within `minimumValue...maximumValue` (a value outside is clamped).
  open var value: Double {
    get { valueStorage }
    set { valueStorage = min(max(newValue, minimumStorage), maximumStorage) }
  }

  /// The lowest value; raising it above `maximumValue` raises the maximum too.
  open var minimumValue: Double {
    get { minimumStorage }
    set {
      minimumStorage = newValue
      if maximumStorage < newValue { maximumStorage = newValue }
      value = valueStorage
    }
  }

  /// The highest value; lowering it below `minimumValue` lowers the minimum too.
  open var maximumValue: Double {
    get { maximumStorage }
    set {
      maximumStorage = newValue
      if minimumStorage > newValue { minimumStorage = newValue }
      value = valueStorage
    }
  }

  /// The step, greater than 0 (UIKit raises for 0 or less; the model ignores such a value).
  open var stepValue: Double {
    get { stepStorage }
    set { if newValue > 0 { stepStorage = newValue } }
  }

  /// The stepper reports `value` (a double) with each dispatch.
  /// Refuses a one-finger single tap attached to another view, so that the control, not an
  /// ancestor's tap, gets the tap (R7, G6 [A:attaching-gesture-recognizers-to-uikit-controls]).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    answer(
      gestureRecognizer, as: "UIStepper", rule: .singleTap, refuses: isForeignSingleTap(gestureRecognizer))
  }

  open override var reportedValue: ReportedControlValue? {
    ReportedControlValue(name: "value", value: .double(value))
  }

  // MARK: Tracking

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    pressedHalf = half(at: touch.location(in: self))
    valueAtTrackingStart = value
    return true
  }

  /// Steps once right after TouchDown (and TouchDownRepeat), then arms the repeat.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    super.touchesBegan(touches, with: event)
    guard !wasTracking, isTracking, pressedHalf != nil else { return }
    let moved = step(with: event)
    if moved, autorepeat, let application = owningApplication {
      scheduleRepeat(in: application.configuration.stepperRepeatDelay)
    }
  }

  /// Leaving the pressed half stops the repeat for the rest of the touch.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if let pressed = pressedHalf, !isPoint(touch.location(in: self), in: pressed) {
      stopRepeating()
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    finishInteraction(with: event)
  }

  open override func cancelTracking(with event: UIEvent?) {
    finishInteraction(with: event)
    super.cancelTracking(with: event)
  }
}
