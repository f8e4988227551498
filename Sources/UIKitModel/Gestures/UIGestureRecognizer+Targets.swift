import Foundation

extension UIGestureRecognizer {
  /// Adds a target-action pair; the same pair again is ignored. Targets are not retained.
  public func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targetActions.contains(where: { $0.target.object === object && $0.action == action }) else {
      return
    }
    targetActions.append((WeakTarget(object: object), action))
  }

  /// Removes target-action pairs: a nil target matches every target, a nil action every action.
  public func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targetActions.removeAll { entry in
      (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
    }
  }

  /// Sends the action of each target, in the order they were added (R8), directly to the target
  /// with the recognizer as the sender. A target that does not implement its action is reported
  /// as an unrecognized selector, where UIKit would raise.
  func sendActions() {
    let application = view?.lastApplication
    for entry in targetActions {
      guard let target = entry.target.object else { continue }
      if isReported { application?.report(.gestureAction(self, target: target, action: entry.action)) }
      // A responder, the usual target, is told by a class cast, cheaper than a protocol cast.
      guard let receiver = (target as? UIResponder) ?? (target as? SelectorPerforming),
        receiver.responds(to: entry.action)
      else {
        application?.report(.unrecognizedSelector(target: target, action: entry.action, sender: self))
        continue
      }
      receiver.perform(entry.action, with: self, with: nil)
    }
  }
}
