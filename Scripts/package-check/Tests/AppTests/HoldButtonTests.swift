import AppControls
import AppRecording
import Foundation
import Testing
import TraceReplay
import TraceReplayTesting
import UIKitModel

@Suite("tracereplay from a tagged version by URL")
struct HoldButtonTests {
  /// A window with one `HoldButton` whose primary action goes to the controller `vc`.
  static let scene = SceneInput.views(width: 200, height: 200) { scene in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    try scene.add(root, id: "root")
    let button = HoldButton(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
    try scene.add(button, id: "hold", to: "root")
    let controller = UIViewController()
    controller.view = root
    controller.implement("held:") { _, _ in }
    try scene.name(controller, "vc")
    button.addTarget(controller, action: "held:", for: .primaryActionTriggered)
  }

  @Test("a held press fires the custom control's action; a quick tap does not")
  func holdAndTap() throws {
    let held = try replay(.tap(x: 100, y: 80, duration: 0.6), scene: Self.scene)
    let quick = try replay(.tap(x: 100, y: 80, duration: 0.1), scene: Self.scene)

    #expect(held.actionNames == ["held:"])
    #expect(held.actions.first?.target == "vc")
    #expect(quick.actionNames == [])
    #expect(quick.touches.first?.view == "hold")
  }

  @Test("the debug window records the touches it is sent")
  func recordingWindow() {
    let window = makeDebugWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(window.recorder.sampleCount == 0)
    #expect(window.recorder.isRecording)
  }
}
