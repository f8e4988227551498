import Foundation

extension UIWindow {
  /// The recognize stage: in UIKit, `-[UIGestureEnvironment _updateForEvent:window:]` delivers
  /// the event to the gesture recognizers of its touches, and runs their state changes, actions
  /// and cancellations, before any view sees the event. The model has no gesture recognizers
  /// yet, so nothing happens here.
  func recognize(_ event: UIEvent) {}
}
