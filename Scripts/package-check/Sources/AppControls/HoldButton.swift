#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// A control that fires `primaryActionTriggered` only when a touch is held for `holdDuration`
/// and lifts inside: UIControl's tracking overrides, as an app writes them.
open class HoldButton: UIControl {
  public var holdDuration: TimeInterval = 0.5
  private var began: TimeInterval = 0

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    began = touch.timestamp
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, touch.timestamp - began >= holdDuration,
      bounds.contains(touch.location(in: self))
    else { return }
    sendActions(for: .primaryActionTriggered)
  }
}
