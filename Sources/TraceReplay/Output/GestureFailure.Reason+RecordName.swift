import UIKitModel

extension GestureFailure.Reason {
  /// The reason as `recognizerFailure` records spell it: `refusedByView`, `refusedByDelegate`,
  /// `contentTouchKept`, `excluded`, `requiredFailureRecognized`. The reporters give the model's
  /// type its spelling.
  var recordName: StaticString {
    switch self {
    case .refusedByView: return "refusedByView"
    case .refusedByDelegate: return "refusedByDelegate"
    case .contentTouchKept: return "contentTouchKept"
    case .excluded: return "excluded"
    case .requiredFailureRecognized: return "requiredFailureRecognized"
    }
  }
}
