import UIKitModel

extension TouchRelease.Cause {
  /// The cause as `touchReleased` records spell it: `failed`, `recognized`, `disabled`,
  /// `delayElapsed`, `lifted`, `movedAlongFixedAxis`. The reporters give the model's type its
  /// spelling.
  var recordName: StaticString {
    switch self {
    case .failed: return "failed"
    case .recognized: return "recognized"
    case .disabled: return "disabled"
    case .delayElapsed: return "delayElapsed"
    case .lifted: return "lifted"
    case .movedAlongFixedAxis: return "movedAlongFixedAxis"
    }
  }
}

extension ReplayRecord.TouchReleased.Role {
  /// The holder as `touchReleased` records spell it: `recognizer`, `contentTouchDelay`,
  /// `scrollViewPan`.
  var recordName: StaticString {
    switch self {
    case .recognizer: return "recognizer"
    case .contentTouchDelay: return "contentTouchDelay"
    case .scrollViewPan: return "scrollViewPan"
    }
  }
}
