import Foundation
import TraceReplay
import UIKitModel

/// A control whose `beginTracking` refuses every touch.
final class RefusingControl: UIControl {
  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
}

/// A control whose `continueTracking` stops tracking at the first move.
final class StoppingControl: UIControl {
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
}

/// A control that sends every action to itself as `own:`, whatever was registered.
final class ReroutingControl: UIControl {
  override init(frame: CGRect) {
    super.init(frame: frame)
    implement("own:") { _, _ in }
  }

  required init?(coder: NSCoder) { return nil }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    super.sendAction("own:", to: self, for: event)
  }
}

/// A button that also refuses every pan of another view (an app's override).
final class PanRefusingButton: UIButton {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    gestureRecognizer is UIPanGestureRecognizer && gestureRecognizer.view !== self
      ? false : super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}

/// Replays an inline scene and samples with every detail and explains the records.
enum ExplainSupport {
  static func explain(
    scene: String, _ samples: [String], margin: CGFloat = 70, filter: ExplanationFilter = ExplanationFilter()
  ) -> [Explanation] {
    let header = "{\"tracereplay\": 1, \"scene\": \(scene)}"
    let text = ([header] + samples).joined(separator: "\n") + "\n"
    var request = ReplayRequest(tracePath: "-")
    request.standardInput = Array(text.utf8)
    request.verbose = true
    request.replayOptions.recordsGestureFailures = true
    request.configuration.touchInsideMargin = margin
    request.registry.register("RefusingControl") { RefusingControl(frame: $0) }
    request.registry.register("ReroutingControl") { ReroutingControl(frame: $0) }
    request.registry.register("StoppingControl") { StoppingControl(frame: $0) }
    request.registry.register("PanRefusingButton") { PanRefusingButton(frame: $0) }
    return explain(request).filter(filter.matches)
  }

  /// Explains a replay as `tracereplay explain` does: each record as the replay makes it, with
  /// the scene as the replay has left it (a scroll view's offset at that time).
  static func explain(_ request: ReplayRequest) -> [Explanation] {
    var explanations: [Explanation] = []
    var stream: ExplanationStream?
    ReplayRun.run(
      request, record: { stream?.consume($0) }, diagnostics: { _ in },
      sceneBuilt: { scene in stream = Explainer(scene: scene).stream { explanations.append($0) } })
    stream?.finish()
    return explanations
  }

  /// The traces folder of the repository.
  static let traces = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces").path

  /// Explains a trace file of `traces/`.
  static func explain(trace name: String) -> [Explanation] {
    var request = ReplayRequest(tracePath: traces + "/" + name)
    request.verbose = true
    request.replayOptions.recordsGestureFailures = true
    return explain(request)
  }

  /// The messages only.
  static func messages(scene: String, _ samples: [String]) -> [String] {
    explain(scene: scene, samples).map(\.message)
  }

  /// A tap: began and ended at one point.
  static func tap(_ x: Double, _ y: Double, at t: Double = 0, id: Int = 1) -> [String] {
    [
      "{\"t\": \(t), \"id\": \(id), \"phase\": \"began\", \"x\": \(x), \"y\": \(y)}",
      "{\"t\": \(t + 0.08), \"id\": \(id), \"phase\": \"ended\", \"x\": \(x), \"y\": \(y)}",
    ]
  }

  static func sample(_ t: Double, _ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    "{\"t\": \(t), \"id\": \(id), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
  }

  /// A window with `root` holding `views` (JSON objects), and a controller `vc` implementing `tap:`.
  static func scene(_ views: String) -> String {
    #"{"window": {"width": 390, "height": 844}, "#
      + #""controllers": [{"id": "vc", "view": "root", "actions": ["tap:"]}], "#
      + #""views": [{"id": "root", "frame": [0, 0, 390, 844], "subviews": ["# + views + "]}]}"
  }
}
