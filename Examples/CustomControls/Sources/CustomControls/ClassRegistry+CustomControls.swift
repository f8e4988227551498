import TraceReplay
import UIKitModel

extension ClassRegistry {
  /// The stock classes plus `KnobControl` (scene property `value`), `CircularButton` and
  /// `ImageControl`.
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
    return registry
  }
}
