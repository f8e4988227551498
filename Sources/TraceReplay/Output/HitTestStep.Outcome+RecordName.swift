import UIKitModel

extension HitTestStep.Outcome {
  /// The outcome as `hitTest` records spell it: `hidden`, `transparent`, `interactionDisabled`,
  /// `disabled` (a control whose `isEnabled` is false), `outside`, `inside`. The reporters give
  /// the model's type its spelling.
  var recordName: StaticString {
    switch self {
    case .hidden: return "hidden"
    case .transparent: return "transparent"
    case .interactionDisabled: return "interactionDisabled"
    case .controlDisabled: return "disabled"
    case .outside: return "outside"
    case .inside: return "inside"
    }
  }
}

extension ReplayRecord.HitTest.Step {
  /// The step's outcome as records spell it: `hit` for the view hit-testing returned, else the
  /// outcome's name.
  var outcomeName: StaticString { isHit ? "hit" : outcome.recordName }
}
