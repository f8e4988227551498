import Foundation
import UIKitModel

// machinery: replace. The run-loop types below belong to the machinery work (they run on the
// trace clock there); these declarations only let ported code compile. Timers made here never
// fire, and notifications are never posted.

extension Timer {
  /// machinery: replace. A timer that calls `selector` on `target`; it never fires here.
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats yesOrNo: Bool
  ) -> Timer {
    Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
  }
}

extension NotificationCenter {
  /// machinery: replace. Registers `selector` on `observer` for `aName`; the model posts nothing.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {}
}
