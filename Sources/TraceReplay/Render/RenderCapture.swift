import Foundation
import UIKitModel

/// What a picture is drawn from: the scene's geometry when it was built and every record of a
/// verbose replay, in order.
package struct RenderCapture: Sendable, Equatable {
  /// The trace's name as given, for titles.
  package var traceName: String
  /// The window's size.
  package var windowSize: RenderRect
  /// Every view inside the window, back to front, depth first.
  package var views: [RenderView]
  /// The touch-inside margin the replay used.
  package var touchMargin: Double
  /// The replay's records (verbose ones included).
  package var records: [ReplayRecord]
  /// The scroll offsets a touch saw when it began, by the index of its `began` record, where
  /// they differ from what the `scroll` records before it say: a scroll view in motion shows a
  /// display frame that no record reports (M6), and a touch that catches the motion sees the
  /// offset its `scroll` record gives only after the touch's records.
  package var seenOffsets: [Int: [String: RenderPoint]]

  /// Creates a capture from parts (tests, other front ends).
  package init(
    traceName: String, windowSize: RenderRect, views: [RenderView], touchMargin: Double,
    records: [ReplayRecord], seenOffsets: [Int: [String: RenderPoint]] = [:]
  ) {
    self.traceName = traceName
    self.windowSize = windowSize
    self.views = views
    self.touchMargin = touchMargin
    self.records = records
    self.seenOffsets = seenOffsets
  }

  /// Replays `request` verbosely and captures the scene and records; `nil` when the scene could
  /// not be built. Diagnostics go to `diagnostics` as they happen.
  package static func replay(
    _ request: ReplayRequest, diagnostics: (Diagnostic) -> Void
  ) -> (capture: RenderCapture?, outcome: ReplayRun.Outcome) {
    var request = request
    request.verbose = true
    let collector = Collector()
    var snapshot: RenderCapture?
    let outcome = ReplayRun.run(
      request, record: collector.take, diagnostics: diagnostics,
      sceneBuilt: { scene in
        let capture = RenderCapture(scene: scene, traceName: request.tracePath)
        collector.watch(scene, offsets: capture.offsets)
        snapshot = capture
      })
    snapshot?.records = collector.records
    snapshot?.seenOffsets = collector.seen
    return (snapshot, outcome)
  }

  /// Keeps the records as the replay makes them, and the scroll offsets each touch saw as it
  /// began, read from the scene the replay is moving (the records are handed over as they are
  /// made, so the scene is at the touch's event).
  private final class Collector {
    var records: [ReplayRecord] = []
    var seen: [Int: [String: RenderPoint]] = [:]
    private var scrollViews: [(id: String, view: UIScrollView)] = []
    private var recorded: [String: RenderPoint] = [:]

    func watch(_ scene: BuiltScene, offsets: [String: RenderPoint]) {
      recorded = offsets
      scrollViews = offsets.keys.sorted().compactMap { id in
        (scene.responders[id] as? UIScrollView).map { (id, $0) }
      }
    }

    func take(_ record: ReplayRecord) {
      switch record.kind {
      case .touch(let touch) where touch.phase == .began:
        var shown = recorded
        for (id, view) in scrollViews {
          shown[id] = RenderPoint(x: Double(view.contentOffset.x), y: Double(view.contentOffset.y))
        }
        if shown != recorded { seen[records.count] = shown }
      case .scroll(let scroll):
        recorded[scroll.view] = RenderPoint(x: scroll.x, y: scroll.y)
      default:
        break
      }
      records.append(record)
    }
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
    self.seenOffsets = [:]
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
      // Only the recognizers the scene declares: a scroll view's own pan and delay are not drawn.
      let recognizers = (view.gestureRecognizers ?? []).compactMap { recognizer in
        scene.name(of: recognizer).map { RenderRecognizer(id: $0, label: Self.label(of: recognizer)) }
      }
      let scroll = (view as? UIScrollView).map { scrollView in
        RenderScroll(
          contentWidth: Double(scrollView.contentSize.width),
          contentHeight: Double(scrollView.contentSize.height),
          offset: RenderPoint(x: Double(scrollView.contentOffset.x), y: Double(scrollView.contentOffset.y)))
      }
      views.append(
        RenderView(
          id: scene.id(of: view) ?? "\(type(of: view))",
          className: scene.reportedClassName(of: view) ?? "\(type(of: view))",
          frame: frame, depth: depth, isControl: control != nil, isHidden: isHidden, inertReason: ownReason,
          touchArea: touchArea, recognizers: recognizers, scroll: scroll))
      walk(view, scene: scene, depth: depth + 1, hidden: isHidden, inert: ownReason, into: &views)
    }
  }
}

extension RenderCapture {
  /// A recognizer's short name: its class without `UI` and `GestureRecognizer` (`Tap`, `Pan`,
  /// `LongPress`, or the app's own class), with the taps a tap needs past one (`Tap×2`), the
  /// fingers past one (`2-finger Pan` for a pan needing two), a swipe's directions, and `(off)`
  /// when it is disabled.
  static func label(of recognizer: UIGestureRecognizer) -> String {
    var name = "\(type(of: recognizer))"
    if name.hasPrefix("UI") { name.removeFirst(2) }
    if name.hasSuffix("GestureRecognizer"), name.count > "GestureRecognizer".count {
      name.removeLast("GestureRecognizer".count)
    }
    var fingers = 1
    switch recognizer {
    case let tap as UITapGestureRecognizer:
      if tap.numberOfTapsRequired > 1 { name += "\u{00D7}\(tap.numberOfTapsRequired)" }
      fingers = tap.numberOfTouchesRequired
    case let press as UILongPressGestureRecognizer:
      fingers = press.numberOfTouchesRequired
    case let pan as UIPanGestureRecognizer:
      fingers = pan.minimumNumberOfTouches
    case let swipe as UISwipeGestureRecognizer:
      let names: [(UISwipeGestureRecognizer.Direction, String)] = [
        (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
      ]
      let directions = names.filter { swipe.direction.contains($0.0) }.map(\.1)
      if !directions.isEmpty { name += " " + directions.joined(separator: ",") }
      fingers = swipe.numberOfTouchesRequired
    default:
      break
    }
    if fingers > 1 { name = "\(fingers)-finger " + name }
    if !recognizer.isEnabled { name += " (off)" }
    return name
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

extension RenderCapture {
  /// The scroll views' offsets when the scene was built, by id.
  var offsets: [String: RenderPoint] {
    Dictionary(views.compactMap { view in view.scroll.map { (view.id, $0.offset) } }) { first, _ in first }
  }

  /// The scene as drawn with the scroll views at `offsets`: each scroll view's content (its
  /// subviews, with their touch areas) moved by the change from its offset when the scene was
  /// built, as `contentOffset` moves the bounds origin. A view scrolled wholly out of a scroll
  /// view's frame is left out with its subviews (a scroll view clips its content,
  /// `clipsToBounds` being true by default, and hit-testing cannot reach it there). A scroll view
  /// not named keeps its offset.
  func scrolled(to offsets: [String: RenderPoint]) -> RenderCapture {
    var copy = self
    copy.views = []
    // The scroll views holding the view being placed: their frames as drawn, and how far each
    // moved its content.
    var shifts: [(depth: Int, frame: RenderRect, dx: Double, dy: Double)] = []
    var skipBelow: Int?
    for original in views {
      if let depth = skipBelow {
        if original.depth > depth { continue }
        skipBelow = nil
      }
      var view = original
      while let last = shifts.last, last.depth >= view.depth { shifts.removeLast() }
      let dx = shifts.reduce(0) { $0 + $1.dx }
      let dy = shifts.reduce(0) { $0 + $1.dy }
      if dx != 0 || dy != 0 {
        view.frame.x += dx
        view.frame.y += dy
        view.touchArea?.x += dx
        view.touchArea?.y += dy
        if shifts.contains(where: { !$0.frame.intersects(view.frame) }) {
          skipBelow = view.depth
          continue
        }
      }
      if var scroll = view.scroll, let offset = offsets[view.id], offset != scroll.offset {
        shifts.append((view.depth, view.frame, scroll.offset.x - offset.x, scroll.offset.y - offset.y))
        scroll.offset = offset
        view.scroll = scroll
      } else if view.scroll != nil {
        shifts.append((view.depth, view.frame, 0, 0))
      }
      copy.views.append(view)
    }
    return copy
  }
}
