#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// A window that records every touch event it is sent into `recorder` before delivering it as
/// usual. Use it as your key window in a debug build (`TraceRecordingWindow(windowScene:)`, or
/// `TraceRecordingWindow(frame:)`), then write `recorder`'s trace.
open class TraceRecordingWindow: UIWindow {
  /// The recorder this window records into.
  public let recorder = TraceRecorder()

  /// Records the event's touches (the scene first, at the first one), then delivers it.
  open override func sendEvent(_ event: UIEvent) {
    recordTouches(of: event, into: recorder)
    super.sendEvent(event)
  }
}
