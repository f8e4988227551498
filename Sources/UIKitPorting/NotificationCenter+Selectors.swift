import Foundation
import UIKitModel

extension NotificationCenter {
  /// Registers `selector` on `observer` for `aName`: the model posts no system notifications
  /// (keyboard, orientation, content size), so nothing is ever delivered.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {}
}
