import UIKitModel

extension SamplePhase {
  /// The trace's phase of a touch the model gave `phase`.
  init(_ phase: UITouch.Phase) {
    switch phase {
    case .began: self = .began
    case .moved: self = .moved
    case .stationary: self = .stationary
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    }
  }
}
