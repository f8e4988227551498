import Foundation
import UIKitModel

/// Why an outcome is fragile, in one sentence from the geometry `explain` uses: the decision
/// boundary nearest to the touch behind it ("touch 1 began 1.0 pt inside `ok`'s left edge",
/// "touch 2 moved 9.4 pt; a pan begins at 10"). Also each touch's margins (`--margins`).
struct PerturbReasons {
  let geometry: ExplainGeometry
  let lives: [TouchLife]
  /// The tap-count interval and distance (a repeat tap's limits).
  let tapInterval: Double
  let tapDistance: Double

  init(scene: BuiltScene, samples: [TouchSample], records: [ReplayRecord], options: Replayer.Options) {
    geometry = ExplainGeometry(scene: scene)
    lives = TouchLife.lives(of: samples, records: records)
    tapInterval = options.tapInterval
    tapDistance = options.tapDistance
  }

  private var configuration: UIApplication.Configuration { geometry.scene.application.configuration }

  /// The sentence for an outcome record of the unchanged replay, or nil when no touch is known
  /// to be behind it.
  func why(_ record: ReplayRecord) -> String? {
    switch record.kind {
    case .controlEvent(let event) where event.events.contains("touchDownRepeat"):
      return repeatTap(event.control, at: record.t)
    case .action(let action) where action.events.contains("touchDownRepeat"):
      return action.sender.flatMap { repeatTap($0, at: record.t) }
    case .controlEvent(let event): return control(event.control, at: record.t)
    case .action(let action): return action.sender.flatMap { control($0, at: record.t) }
    case .uiAction(let action): return control(action.sender, at: record.t)
    case .gesture(let gesture): return recognizer(gesture.recognizer, at: record.t)
    case .recognizerAction(let action): return recognizer(action.sender, at: record.t)
    case .scroll(let scroll): return scrollView(scroll.view, at: record.t)
    default: return nil
    }
  }

  /// The touch bound to `view` (or a view inside it) that was down at `time`, else the last one
  /// that began before it.
  func life(in view: String, at time: Double) -> TouchLife? {
    let candidates = lives.filter { life in
      life.began.t <= time && life.view.map { geometry.isSelfOrDescendant($0, of: view) } == true
    }
    return candidates.last { $0.last.t >= time } ?? candidates.last
  }

  private func name(_ life: TouchLife) -> String { "touch \(life.id)" }

  /// Where the touch began against the view's edges, for hit-testing.
  private func began(_ life: TouchLife, in view: String) -> (Double, String)? {
    guard let frame = geometry.frame(view) else { return nil }
    let edge = Self.nearestEdge(life.began.x, life.began.y, frame)
    let side = edge.inside ? "inside" : "outside"
    return (
      edge.distance,
      "\(name(life)) began \(ExplainText.number(edge.distance)) pt \(side) `\(view)`'s \(edge.name)"
    )
  }

  private func control(_ control: String, at time: Double) -> String? {
    guard let life = life(in: control, at: time) else { return nil }
    var candidates: [(Double, String)] = []
    if let began = began(life, in: control) { candidates.append(began) }
    if let sample = life.samples.last(where: { $0.t == time }), sample.phase != .began,
      let frame = geometry.frame(control)
    {
      let margin = geometry.margin
      let area = frame.insetBy(dx: -CGFloat(margin), dy: -CGFloat(margin))
      let edge = Self.nearestEdge(sample.x, sample.y, area)
      let verb = sample.phase == .ended || sample.phase == .cancelled ? "ended" : "moved to"
      candidates.append(
        (
          edge.distance,
          "\(name(life)) \(verb) \(ExplainText.number(edge.distance)) pt \(edge.inside ? "inside" : "outside") "
            + "`\(control)`'s \(Self.compact(margin)) pt touch area (its \(edge.name))"
        ))
    }
    return candidates.min { $0.0 < $1.0 }?.1
  }

  /// A repeat tap: how long after the previous lift, and how far from it, the touch began.
  private func repeatTap(_ control: String, at time: Double) -> String? {
    guard let life = life(in: control, at: time),
      let previous = lives.last(where: { $0.last.t <= life.began.t && $0.samples.count > 1 })
    else { return self.control(control, at: time) }
    let after = life.began.t - previous.last.t
    let dx = life.began.x - previous.last.x
    let dy = life.began.y - previous.last.y
    let distance = (dx * dx + dy * dy).squareRoot()
    return "\(name(life)) began \(NumberFormat.fixed(after, 3)) s after the last lift and "
      + "\(ExplainText.number(distance)) pt from it; a repeat tap counts within "
      + "\(Self.compact(tapInterval)) s and \(Self.compact(tapDistance)) pt"
  }

  private func recognizer(_ id: String, at time: Double) -> String? {
    guard let recognizer = geometry.scene.recognizers[id], let view = geometry.scene.id(of: recognizer.view),
      let life = life(in: view, at: time)
    else { return nil }
    var candidates: [(Double, String)] = []
    if let began = began(life, in: view) { candidates.append(began) }
    if let threshold = threshold(of: recognizer, life: life) { candidates.append(threshold) }
    return candidates.min { $0.0 < $1.0 }?.1
  }

  private func scrollView(_ id: String, at time: Double) -> String? {
    guard let life = life(in: id, at: time) else { return nil }
    let moved = life.movement.axis
    let limit = Double(configuration.panHysteresis)
    return
      "\(name(life)) moved \(ExplainText.number(moved)) pt; `\(id)` begins scrolling at \(Self.compact(limit))"
  }

  /// The movement or time threshold of `recognizer` nearest to what the touch did.
  func threshold(of recognizer: UIGestureRecognizer, life: TouchLife) -> (Double, String)? {
    let moved = life.movement
    let touch = name(life)
    switch recognizer {
    case is UIPanGestureRecognizer:
      let limit = Double(configuration.panHysteresis)
      return (
        abs(moved.axis - limit),
        "\(touch) moved \(ExplainText.number(moved.axis)) pt; a pan begins at \(Self.compact(limit))"
      )
    case let press as UILongPressGestureRecognizer:
      let limit = Double(press.allowableMovement)
      return (
        abs(moved.distance - limit),
        "\(touch) moved \(ExplainText.number(moved.distance)) pt and was held \(NumberFormat.fixed(life.duration, 2)) s; "
          + "a long press fails beyond \(Self.compact(limit)) pt and begins at \(Self.compact(press.minimumPressDuration)) s"
      )
    case is UITapGestureRecognizer:
      let limit = Double(configuration.tapAllowableMovement)
      return (
        abs(moved.distance - limit),
        "\(touch) moved \(ExplainText.number(moved.distance)) pt; a tap fails beyond \(Self.compact(limit))"
      )
    case is UISwipeGestureRecognizer:
      let limit = Double(configuration.swipeMinimumPrimaryMovement)
      return (
        abs(moved.axis - limit),
        "\(touch) moved \(ExplainText.number(moved.axis)) pt; a swipe needs \(Self.compact(limit))"
      )
    default:
      return nil
    }
  }

  /// The edge of `rect` nearest to a point, and whether the point is inside (half-open, as
  /// hit-testing counts).
  static func nearestEdge(_ x: Double, _ y: Double, _ rect: CGRect) -> (
    distance: Double, name: String, inside: Bool
  ) {
    let minX = Double(rect.minX)
    let maxX = Double(rect.maxX)
    let minY = Double(rect.minY)
    let maxY = Double(rect.maxY)
    if rect.containsHalfOpen(CGPoint(x: x, y: y)) {
      let edges = [
        ("left edge", x - minX), ("right edge", maxX - x), ("top edge", y - minY), ("bottom edge", maxY - y),
      ]
      let nearest = edges.min { $0.1 < $1.1 } ?? ("left edge", 0)
      return (rounded(nearest.1), nearest.0, true)
    }
    let vertical = y < minY ? "top" : y >= maxY ? "bottom" : nil
    let horizontal = x < minX ? "left" : x >= maxX ? "right" : nil
    let name: String
    switch (vertical, horizontal) {
    case (let v?, let h?): name = "\(v)-\(h) corner"
    case (let v?, nil): name = "\(v) edge"
    case (nil, let h?): name = "\(h) edge"
    case (nil, nil): name = "edge"
    }
    return (ExplainGeometry.distance(x, y, outside: rect), name, false)
  }

  static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  /// A threshold as a sentence shows it: `10`, `0.5`.
  static func compact(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : NumberFormat.json(value)
  }

  static func compact(_ value: CGFloat) -> String { compact(Double(value)) }
}
