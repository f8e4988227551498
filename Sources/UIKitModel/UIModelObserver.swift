import Foundation

/// Sees everything the model does, in order: the hook through which a replayer or a test records.
public protocol UIModelObserver: AnyObject {
  /// Whether to report the detail events (hit-test steps, tracking callbacks, state changes,
  /// dispatch matching, responder-chain walks). They cost time, so they are off unless asked.
  /// The application reads this once, when the observer is set.
  var wantsDetails: Bool { get }
  /// Called synchronously as each thing happens.
  func model(_ event: ModelEvent)
  /// Called when a step of the run loop ends: a touch event's delivery, or a timer, main-queue
  /// block or animation completion, each followed by the layout and display passes.
  func runLoopStepDidEnd(at time: TimeInterval)
}

extension UIModelObserver {
  public func runLoopStepDidEnd(at time: TimeInterval) {}
}
