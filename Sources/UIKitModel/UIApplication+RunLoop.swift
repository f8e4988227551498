import Foundation

/// UIKit's run-loop turn, as the model keeps it on the trace's clock.
///
/// A step is one thing the main run loop does: deliver a touch event, fire a timer, run a
/// main-queue block or an animation's completion. After each step, before the loop waits
/// again, UIKit commits the pending layout pass, then the display pass (Core Animation's
/// implicit transaction at the end of the turn). So:
///
/// 1. The work due before an event runs first, in time order (first scheduled first among
///    work due at the same time), each item followed by the passes; a main-queue block enqueued
///    while an event is delivered is due at that event's time, so it runs before the next event.
/// 2. Before the event is delivered, the passes run once more (the first event after the scene
///    was built, or after the host changed views between events).
/// 3. The event is delivered, then the passes run.
///
/// Each step ends with `UIModelObserver.runLoopStepDidEnd(at:)`. When nothing is marked the
/// passes cost one flag read.
extension UIApplication {
  /// Runs the layout pass, then the display pass, over every window, when a view asked for
  /// either; does nothing otherwise.
  package func layoutAndDisplayIfNeeded() {
    guard passesArePending else { return }
    passesArePending = false
    for window in windows where window.pendingPasses.contains(.layoutBelow) {
      window.runLayoutIfNeeded()
    }
    for window in windows where window.pendingPasses.contains(.displayBelow) {
      window.displayMarkedViews(in: self)
    }
    // A pass that marked views it had already visited leaves them for the next step.
    passesArePending = windows.contains {
      $0.pendingPasses.contains(.layoutBelow) || $0.pendingPasses.contains(.displayBelow)
    }
  }

  /// Ends a step: the passes, then the observer is told.
  func endRunLoopStep() {
    layoutAndDisplayIfNeeded()
    observer?.runLoopStepDidEnd(at: currentTime)
  }

  /// The graphics context `draw(_:)` draws in, while the display pass calls it (nil otherwise).
  package var currentGraphicsContext: CGContext? { graphicsContexts.last }

  /// Makes a context for an area of `size` current while `body` draws.
  func drawing(in size: CGSize, _ body: () -> Void) {
    guard let context = CGContext.forDrawing(size: size) else { return body() }
    pushGraphicsContext(context)
    body()
    popGraphicsContext()
  }

  /// Makes `context` current (`UIGraphicsPushContext`).
  package func pushGraphicsContext(_ context: CGContext) {
    graphicsContexts.append(context)
  }

  /// Makes the previous context current again (`UIGraphicsPopContext`).
  package func popGraphicsContext() {
    _ = graphicsContexts.popLast()
  }
}
