/// A row's phase cell, with "empty" kept apart so it can mean held-or-began.
enum CSVRowPhase: UInt8 {
  case unspecified, began, moved, stationary, ended, cancelled

  init(_ phase: SamplePhase) {
    switch phase {
    case .began: self = .began
    case .moved: self = .moved
    case .stationary: self = .stationary
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    }
  }
}
