#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

extension UIWindow {
  /// Records the touches of `event` that belong to this window into `recorder`, capturing the
  /// scene first when nothing is recorded yet. Call it from your window's `sendEvent(_:)`,
  /// before `super.sendEvent(event)`, so that the scene is the one the touches met.
  public func recordTouches(of event: UIEvent, into recorder: TraceRecorder) {
    guard recorder.isRecording, event.type == .touches, let touches = event.touches(for: self),
      !touches.isEmpty
    else { return }
    if recorder.scene == nil {
      let captured = captureTraceScene(names: recorder.names)
      recorder.scene = captured.scene
      recorder.notes = captured.notes
    }
    var recorded: [TraceRecorder.Touch] = []
    for touch in touches {
      guard let phase = Self.traceRecorderPhase(of: touch) else { continue }
      let location = touch.location(in: nil)
      recorded.append(
        TraceRecorder.Touch(
          key: ObjectIdentifier(touch), phase: phase, x: Double(location.x), y: Double(location.y),
          tapCount: touch.tapCount, force: touch.force > 0 ? Double(touch.force) : nil,
          radius: touch.majorRadius > 0 ? Double(touch.majorRadius) : nil))
    }
    recorder.record(time: event.timestamp, touches: recorded)
  }

  /// The trace format's name for the touch's phase; nil for stationary touches (and for
  /// UIKit's pointer-region phases), which are not written.
  static func traceRecorderPhase(of touch: UITouch) -> String? {
    let phase = touch.phase
    if phase == .began { return "began" }
    if phase == .moved { return "moved" }
    if phase == .ended { return "ended" }
    if phase == .cancelled { return "cancelled" }
    return nil
  }
}
