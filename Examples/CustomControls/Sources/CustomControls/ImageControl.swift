#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// An image that reacts to taps by itself: every action message is rerouted to its own
/// `handleAction:`, so targets added with `addTarget` are never called.
open class ImageControl: UIControl {
  /// How many action messages reached `handleAction:`.
  public private(set) var handledActions = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    #if !canImport(UIKit)
      implement(Selector("handleAction:")) { [weak self] sender, event in
        self?.handleAction(sender as Any)
      }
    #endif
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    super.sendAction(Selector("handleAction:"), to: self, for: event)
  }

  #if canImport(UIKit)
    @objc open func handleAction(_ sender: Any) {
      handledActions += 1
    }
  #else
    /// The action method every message is routed to.
    open func handleAction(_ sender: Any) {
      handledActions += 1
    }
  #endif
}
