import Foundation
import TraceReplay
import UIKitModel

extension ClassRegistry {
  /// The stock classes plus `KnobControl` (scene property `value`), `CircularButton`,
  /// `ImageControl` and the recognizer `CheckmarkGestureRecognizer` (scene property
  /// `minimumStrokeLength`).
  public static var customControls: ClassRegistry {
    var registry = ClassRegistry.standard
    registry.register("KnobControl") { properties in
      let knob = KnobControl(frame: properties.frame)
      if let value = try properties.float("value") {
        guard value >= 0, value < 360 else {
          throw properties.invalid("value", "a knob's value is an angle from 0 up to 360, found \(value)")
        }
        knob.value = value
      }
      return knob
    }
    registry.register("CircularButton") { CircularButton(frame: $0) }
    registry.register("ImageControl") { ImageControl(frame: $0) }
    registry.registerRecognizer("CheckmarkGestureRecognizer") { properties in
      let checkmark = CheckmarkGestureRecognizer(target: nil, action: nil)
      if let length = try properties.double("minimumStrokeLength") {
        guard length >= 0 else {
          throw properties.invalid(
            "minimumStrokeLength", "minimumStrokeLength must be 0 or more, found \(length)")
        }
        checkmark.minimumStrokeLength = CGFloat(length)
      }
      return checkmark
    }
    return registry
  }
}
