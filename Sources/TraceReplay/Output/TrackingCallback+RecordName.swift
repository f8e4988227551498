import UIKitModel

extension TrackingCallback {
  /// The callback as `tracking` records spell it: `beginTracking`, `continueTracking`,
  /// `endTracking`, `cancelTracking`. The reporters give the model's type its spelling.
  var recordName: StaticString {
    switch self {
    case .beginTracking: return "beginTracking"
    case .continueTracking: return "continueTracking"
    case .endTracking: return "endTracking"
    case .cancelTracking: return "cancelTracking"
    }
  }
}
