import Foundation

extension UIStepper {
  /// The half containing `point`'s x (bounds coordinates): left of the middle decrements, the
  /// middle and right of it increment.
  package func half(at point: CGPoint) -> Half {
    point.x < bounds.midX ? .decrement : .increment
  }

  /// Whether `point` (bounds coordinates) is inside `half`'s rectangle (half-open).
  func isPoint(_ point: CGPoint, in half: Half) -> Bool {
    let bounds = self.bounds
    let width = bounds.width / 2
    let rect = CGRect(
      x: half == .decrement ? bounds.minX : bounds.minX + width, y: bounds.minY, width: width,
      height: bounds.height)
    return rect.containsHalfOpen(point)
  }

  /// The value one step from `value` in `half`'s direction: clamped at a limit, or past it
  /// wrapped to the other limit when `wraps`; rounded to the step's precision.
  package func steppedValue(from value: Double, toward half: Half) -> Double {
    let candidate = Self.rounded(
      half == .increment ? value + stepValue : value - stepValue, toPrecisionOf: stepValue)
    if candidate > maximumValue {
      return wraps && value >= maximumValue ? minimumValue : maximumValue
    }
    if candidate < minimumValue {
      return wraps && value <= minimumValue ? maximumValue : minimumValue
    }
    return candidate
  }

  /// `value` rounded to the number of decimal places of `step` (at most 10), which removes the
  /// binary error of repeated additions such as 0.1 + 0.2.
  static func rounded(_ value: Double, toPrecisionOf step: Double) -> Double {
    var places = 0
    var scale = 1.0
    while places < 10 {
      let scaled = step * scale
      if abs(scaled - scaled.rounded()) < 1e-9 * max(1, abs(scaled)) { break }
      places += 1
      scale *= 10
    }
    return (value * scale).rounded() / scale
  }

  /// Applies one step of the pressed half; sends ValueChanged when the value changed and the
  /// stepper is continuous. Returns whether the value changed.
  @discardableResult
  func step(with event: UIEvent?) -> Bool {
    guard let pressed = pressedHalf else { return false }
    let newValue = steppedValue(from: value, toward: pressed)
    guard newValue != value else { return false }
    value = newValue
    if isContinuous { dispatch(.valueChanged, with: event) }
    return true
  }

  /// Arms the next repeat `delay` seconds from now on the trace's clock; each repeat steps with
  /// a nil event and re-arms at `stepperRepeatInterval` while the value keeps changing.
  func scheduleRepeat(in delay: TimeInterval) {
    guard let application = owningApplication else { return }
    stopRepeating()
    // Only the interval is captured: capturing the application would make a cycle through its
    // scheduled work (found by the trace fuzzer's leak detection).
    let interval = application.configuration.stepperRepeatInterval
    let stepper = Link(wrappedValue: self)
    repeatToken = application.schedule(after: delay) {
      guard let self = stepper.wrappedValue else { return }
      self.repeatToken = nil
      guard self.isTracking, self.step(with: nil) else { return }
      self.scheduleRepeat(in: interval)
    }
  }

  /// Cancels the pending repeat.
  func stopRepeating() {
    if let token = repeatToken {
      owningApplication?.cancelScheduled(token)
      repeatToken = nil
    }
  }

  /// The end of an interaction (lift-off or cancel): the repeat stops, and a non-continuous
  /// stepper sends its one ValueChanged when the value changed.
  func finishInteraction(with event: UIEvent?) {
    stopRepeating()
    pressedHalf = nil
    if !isContinuous && value != valueAtTrackingStart {
      valueAtTrackingStart = value
      dispatch(.valueChanged, with: event)
    }
  }
}
