import UIKitModel

extension ControlStateProperty {
  /// The property as a control's `state` records spell it: `highlighted`, `selected`,
  /// `tracking`, `touchInside`, `enabled`. The reporters give the model's type its spelling.
  var recordName: StaticString {
    switch self {
    case .highlighted: return "highlighted"
    case .selected: return "selected"
    case .tracking: return "tracking"
    case .touchInside: return "touchInside"
    case .enabled: return "enabled"
    }
  }
}
