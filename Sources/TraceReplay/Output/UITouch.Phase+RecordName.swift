import UIKitModel

extension UITouch.Phase {
  /// The phase as records and traces spell it: `began`, `moved`, `stationary`, `ended`,
  /// `cancelled`. The model's type has no spelling of its own: the reporters give it one.
  var recordName: StaticString {
    switch self {
    case .began: return "began"
    case .moved: return "moved"
    case .stationary: return "stationary"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    }
  }
}
