import Foundation

/// Sees everything the model does, in order: the hook through which a replayer or a test records.
package protocol UIModelObserver: AnyObject {
  /// Whether to report the detail events (hit-test steps, tracking callbacks, state changes,
  /// dispatch matching, responder-chain walks). They cost time, so they are off unless asked.
  /// The application reads this once, when the observer is set.
  var wantsDetails: Bool { get }
  /// Called synchronously as each thing happens.
  func model(_ event: ModelEvent)
  /// Called when a step of the run loop is over: a touch event delivered, or a timer, a
  /// main-queue block or an animation completion run, each followed by the layout and display
  /// passes (UIApplication+RunLoop.swift). `time` is the step's time on the trace's clock.
  func runLoopStepDidEnd(at time: TimeInterval)
}

extension UIModelObserver {
  /// Does nothing: an observer that does not look at steps need not implement it.
  package func runLoopStepDidEnd(at time: TimeInterval) {}
}
