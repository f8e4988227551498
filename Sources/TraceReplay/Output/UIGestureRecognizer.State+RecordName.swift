import UIKitModel

extension UIGestureRecognizer.State {
  /// The state as records spell it: `possible`, `began`, `changed`, `ended`, `cancelled`,
  /// `failed` (a recognizer's record is never `possible`). The model's type has no spelling of
  /// its own: the reporters give it one.
  var recordName: StaticString {
    switch self {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
  }
}
