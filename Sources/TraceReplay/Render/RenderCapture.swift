import Foundation
import UIKitModel

/// What a picture is drawn from: the scene's geometry when it was built and every record of a
/// verbose replay, in order.
public struct RenderCapture: Sendable, Equatable {
  /// The trace's name as given, for titles.
  public var traceName: String
  /// The window's size.
  public var windowSize: RenderRect
  /// Every view inside the window, back to front, depth first.
  public var views: [RenderView]
  /// The touch-inside margin the replay used.
  public var touchMargin: Double
  /// The replay's records (verbose ones included).
  public var records: [ReplayRecord]

  /// Creates a capture from parts (tests, other front ends).
  public init(
    traceName: String, windowSize: RenderRect, views: [RenderView], touchMargin: Double,
    records: [ReplayRecord]
  ) {
    self.traceName = traceName
    self.windowSize = windowSize
    self.views = views
    self.touchMargin = touchMargin
    self.records = records
  }

  /// Replays `request` verbosely and captures the scene and records; `nil` when the scene could
  /// not be built. Diagnostics go to `diagnostics` as they happen.
  public static func replay(
    _ request: ReplayRequest, diagnostics: (Diagnostic) -> Void
  ) -> (capture: RenderCapture?, outcome: ReplayRun.Outcome) {
    var request = request
    request.verbose = true
    let collector = Collector()
    var snapshot: RenderCapture?
    let outcome = ReplayRun.run(
      request, record: { collector.records.append($0) }, diagnostics: diagnostics,
      sceneBuilt: { scene in snapshot = RenderCapture(scene: scene, traceName: request.tracePath) })
    snapshot?.records = collector.records
    return (snapshot, outcome)
  }

  private final class Collector {
    var records: [ReplayRecord] = []
  }
}

extension RenderCapture {
  /// Takes the geometry of `scene`'s window and views.
  init(scene: BuiltScene, traceName: String) {
    let window = scene.window
    self.traceName = traceName
    self.windowSize = RenderRect(window.bounds)
    self.touchMargin = Double(scene.application.configuration.touchInsideMargin)
    self.records = []
    var views: [RenderView] = []
    Self.walk(window, scene: scene, depth: 1, hidden: false, inert: nil, into: &views)
    self.views = views
  }

  private static func walk(
    _ parent: UIView, scene: BuiltScene, depth: Int, hidden: Bool, inert: String?,
    into views: inout [RenderView]
  ) {
    let margin = scene.application.configuration.touchInsideMargin
    for view in parent.subviews {
      let isHidden = hidden || view.isHidden || view.alpha < 0.01
      var reason = inert
      if reason == nil, !view.isUserInteractionEnabled { reason = "no interaction" }
      let control = view as? UIControl
      var ownReason = reason
      if ownReason == nil, let control, !control.isEnabled { ownReason = "disabled" }
      let frame = RenderRect(view.convert(view.bounds, to: nil))
      let touchArea = control.map { _ in
        RenderRect(view.convert(view.bounds.insetBy(dx: -margin, dy: -margin), to: nil))
      }
      views.append(
        RenderView(
          id: scene.id(of: view) ?? "\(type(of: view))", className: "\(type(of: view))", frame: frame,
          depth: depth, isControl: control != nil, isHidden: isHidden, inertReason: ownReason,
          touchArea: touchArea))
      walk(view, scene: scene, depth: depth + 1, hidden: isHidden, inert: ownReason, into: &views)
    }
  }
}

extension RenderCapture {
  /// The area of the window a scene picture shows: the window, or with `options.control` that
  /// control's touch area and 10 points around it.
  func content(_ options: RenderOptions) -> RenderRect {
    let focused = options.control.flatMap { id in views.first { $0.id == id && $0.isControl } }
    return focused.map { ($0.touchArea ?? $0.frame).grown(by: 10) } ?? windowSize
  }
}

extension RenderRect {
  /// The model rectangle as drawn.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
