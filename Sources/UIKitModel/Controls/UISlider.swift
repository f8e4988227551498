import Foundation

/// A slider: tracking starts only on the thumb; the value then follows the finger along the
/// track, keeping the offset at which the thumb was grabbed.
///
/// ValueChanged is sent from `continueTracking` on each change while `isContinuous` (so before
/// that move's drag event), or once at the end of the interaction otherwise.
/// See docs/controls/UISlider.md for the geometry figures, which UIKit does not document.
open class UISlider: UIControl {
  /// The thumb's diameter in points (model figure): the track runs between the thumb centres
  /// `thumbDiameter / 2` in from each side of the bounds.
  package static let thumbDiameter: CGFloat = 28
  /// How far around the thumb's rectangle a touch still grabs it (model figure, points).
  package static let thumbHitMargin: CGFloat = 10

  private var valueStorage: Float = 0
  private var minimumStorage: Float = 0
  private var maximumStorage: Float = 1
  /// Whether ValueChanged is sent during the drag (true) or once when it ends (false).
  open var isContinuous = true
  /// The finger's x minus the thumb centre's x when tracking began.
  var grabOffset: CGFloat = 0
  /// The value when tracking began, to tell whether a non-continuous drag changed it.
  var valueAtTrackingStart: Float = 0
  /// Where a finger grabbed the thumb when tracking began (the thumb's rectangle grown by
  /// `thumbHitMargin`, bounds coordinates): the thumb a foreign drag "began on" (R7), since the
  /// thumb itself moves with the finger.
  var grabAreaAtTrackingStart: CGRect?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The value, always within `minimumValue...maximumValue` (a value outside is clamped).
  open var value: Float {
    get { valueStorage }
    set { valueStorage = clamped(newValue) }
  }

  /// The lowest value; raising it above `maximumValue` raises the maximum too.
  open var minimumValue: Float {
    get { minimumStorage }
    set {
      minimumStorage = newValue
      if maximumStorage < newValue { maximumStorage = newValue }
      valueStorage = clamped(valueStorage)
    }
  }

  /// The highest value; lowering it below `minimumValue` lowers the minimum too.
  open var maximumValue: Float {
    get { maximumStorage }
    set {
      maximumStorage = newValue
      if minimumStorage > newValue { minimumStorage = newValue }
      valueStorage = clamped(valueStorage)
    }
  }

  /// Sets the value (clamped) without sending any event.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Refuses a pan or swipe of another view that began on the thumb (where the thumb was when
  /// the finger grabbed it) and moves along the slider; taps are not refused (R7, G6; the
  /// model's default for iOS 26).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    let margin = Self.thumbHitMargin
    let grabArea = (isTracking ? grabAreaAtTrackingStart : nil) ?? thumbRect.insetBy(dx: -margin, dy: -margin)
    return answer(
      gestureRecognizer, as: "UISlider", rule: .dragAlongThumb,
      refuses: isForeignDragAlongThumb(gestureRecognizer, thumb: grabArea))
  }

  /// The slider reports `value` (a float) with each dispatch.
  open override var reportedValue: ReportedControlValue? {
    ReportedControlValue(name: "value", value: .float(value))
  }

  // MARK: Tracking

  /// Tracking begins only on the thumb; elsewhere `beginTracking` refuses, so nothing is sent.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    guard isPointOnThumb(point) else { return false }
    grabOffset = point.x - thumbCenter.x
    valueAtTrackingStart = value
    grabAreaAtTrackingStart = thumbRect.insetBy(dx: -Self.thumbHitMargin, dy: -Self.thumbHitMargin)
    return true
  }

  /// Moves the value with the finger (keeping the grab offset) and, while continuous, sends
  /// ValueChanged when it changed, before the base control sends this move's drag event.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let newValue = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
    if newValue != value {
      value = newValue
      if isContinuous { dispatch(.valueChanged, with: event) }
    }
    return true
  }

  /// A non-continuous slider sends its one ValueChanged here, before TouchUpInside/Outside,
  /// when the drag changed the value.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    sendDeferredValueChange(with: event)
  }

  /// A cancelled non-continuous drag still reports the value it left (before TouchCancel).
  open override func cancelTracking(with event: UIEvent?) {
    sendDeferredValueChange(with: event)
    super.cancelTracking(with: event)
  }

  func sendDeferredValueChange(with event: UIEvent?) {
    if !isContinuous && value != valueAtTrackingStart {
      valueAtTrackingStart = value
      dispatch(.valueChanged, with: event)
    }
  }

  private func clamped(_ candidate: Float) -> Float {
    min(max(candidate, minimumStorage), maximumStorage)
  }
}
