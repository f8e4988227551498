import TraceRecorder

#if canImport(UIKit)
  import UIKit
#else
  import Foundation
  import UIKitModel
#endif

/// The key window of the app's debug build: it records every touch it is sent.
public func makeDebugWindow(frame: CGRect) -> TraceRecordingWindow {
  TraceRecordingWindow(frame: frame)
}
