import Foundation
import UIKitModel

/// Why an outcome is fragile, in one sentence: the decision boundary of its touch that the
/// changes `perturb` makes are likeliest to cross ("touch 1 began 1.0 pt inside `ok`'s top
/// edge", "touch 1 moved 12.0 pt 0.160 s after it began, 0.010 s after `feed`'s content-touch
/// delay (0.15 s) ended"). Also each touch's margins (`--margins`).
///
/// Every boundary is measured against the scene as the touch found it (`PerturbBaseline`), and
/// is weighed by how far the changes reach toward it: a position boundary by `--jitter` (twice
/// that between two touches, each moved on its own), a time boundary by what `--time-jitter`
/// and `--scale` do to the interval it measures. A boundary the changes cannot reach is never
/// named: with `--jitter 0` no edge decides, and a whole touch moved keeps how far it moved, so
/// no movement threshold does.
struct PerturbReasons {
  let baseline: PerturbBaseline
  let scene: BuiltScene
  let options: PerturbOptions
  /// The tap-count interval and distance (a repeat tap's limits).
  let tapInterval: Double
  let tapDistance: Double

  init(baseline: PerturbBaseline, scene: BuiltScene, options: PerturbOptions, replay: Replayer.Options) {
    self.baseline = baseline
    self.scene = scene
    self.options = options
    tapInterval = replay.tapInterval
    tapDistance = replay.tapDistance
  }

  var lives: [TouchLife] { baseline.lives }
  var configuration: UIApplication.Configuration { scene.application.configuration }
  var margin: Double { Double(configuration.touchInsideMargin) }

  /// A decision boundary of one touch.
  struct Boundary {
    /// How far the touch is from it, in points or seconds.
    var distance: Double
    /// How far the changes can move the touch toward it, in the same unit (0: not at all).
    var reach: Double
    var sentence: String

    /// The distance in reaches: below 1, some changes cross it.
    var rank: Double { reach > 0 ? distance / reach : .infinity }
  }

  /// How far `--jitter` moves one touch, and two touches apart.
  var positionReach: Double { options.jitter }
  var pairReach: Double { 2 * options.jitter }

  /// How much the changes can change an interval of `seconds` between two samples.
  func timeReach(_ seconds: Double) -> Double {
    2 * options.timeJitter + abs(seconds) * (options.scale - 1)
  }

  var timesChange: Bool { options.timeJitter > 0 || options.scale > 1 }

  // MARK: The sentence

  /// The sentence for outcome `index` of the unchanged replay, or nil when no touch is known to
  /// be behind it.
  func why(_ index: Int) -> String? {
    let outcome = baseline.outcome(at: index)
    guard lives.indices.contains(outcome.touch) else { return nil }
    let life = lives[outcome.touch]
    let found = boundaries(of: outcome, life: life)
    if let best = found.min(by: { $0.rank < $1.rank }), best.rank <= 1 { return best.sentence }
    let touch = name(life)
    if options.jitter == 0 {
      return "only times changed (--jitter 0), and no time threshold of \(touch) is within their reach"
    }
    if let nearest = found.filter({ $0.reach > 0 }).min(by: { $0.rank < $1.rank }) {
      return "no boundary of \(touch) is within reach of these changes; the nearest: \(nearest.sentence)"
    }
    return "no boundary of \(touch) is within reach of these changes"
  }

  /// The boundaries that could decide `outcome`.
  func boundaries(of outcome: PerturbBaseline.Outcome, life: TouchLife) -> [Boundary] {
    var found: [Boundary] = []
    switch outcome.record.kind {
    case .controlEvent(let event):
      if event.events.contains(.touchDownRepeat) { found += repeatTap(life) }
      found += control(event.control, outcome: outcome, life: life)
    case .action(let action):
      if action.events.contains(.touchDownRepeat) { found += repeatTap(life) }
      if let sender = action.sender { found += control(sender, outcome: outcome, life: life) }
    case .uiAction(let action):
      found += control(action.sender, outcome: outcome, life: life)
    case .gesture(let gesture):
      found += recognizer(gesture.recognizer, life: life)
    case .recognizerAction(let action):
      found += recognizer(action.sender, life: life)
    case .scroll(let scroll):
      found += scrollView(scroll.view, at: outcome.record.t, life: life)
    default:
      break
    }
    found += neighbours(life)
    return found
  }

  func name(_ life: TouchLife) -> String { "touch \(life.id)" }

  /// Where the touch began against `view`'s edges (hit-testing), when it began in or near it.
  func began(_ life: TouchLife, in view: String) -> Boundary? {
    guard let edge = life.beganIn.first(where: { $0.view == view })?.edge else { return nil }
    return Boundary(
      distance: edge.distance, reach: positionReach,
      sentence:
        "\(name(life)) began \(ExplainText.number(edge.distance)) pt \(edge.inside ? "inside" : "outside") "
        + "`\(view)`'s \(edge.name)")
  }

  private func control(_ control: String, outcome: PerturbBaseline.Outcome, life: TouchLife) -> [Boundary] {
    var found: [Boundary] = []
    if let began = began(life, in: control) { found.append(began) }
    if let (edge, phase) = outcome.area {
      let verb = phase == .ended || phase == .cancelled ? "ended" : "moved to"
      found.append(
        Boundary(
          distance: edge.distance, reach: positionReach,
          sentence: "\(name(life)) \(verb) \(ExplainText.number(edge.distance)) pt "
            + "\(edge.inside ? "inside" : "outside") `\(control)`'s \(Self.compact(margin)) pt touch area "
            + "(its \(edge.name))"))
    }
    // How many drag events a touch has, and which, changes where its path crosses the touch
    // area's edge: its sample nearest that edge decides them.
    if Self.dragEvents(outcome.record.kind), let (t, edge) = life.nearestToArea, life.view == control {
      found.append(
        Boundary(
          distance: edge.distance, reach: positionReach,
          sentence: "\(name(life)) came within \(ExplainText.number(edge.distance)) pt of `\(control)`'s "
            + "\(Self.compact(margin)) pt touch area's \(edge.name) at \(NumberFormat.fixed(t, 3)) "
            + "(\(edge.inside ? "inside" : "outside") it), where its drag crosses in or out"))
    }
    if life.delayedBy?.control == true, let delay = delay(life) { found.append(delay) }
    // A recognizer that saw the touch takes it from the control when it recognizes
    // (`cancelsTouchesInView`): its time thresholds decide the control's outcomes too.
    let chain = Set(life.chain)
    for (id, recognizer) in scene.recognizers.sorted(by: { $0.key < $1.key })
    where recognizer.cancelsTouchesInView && scene.id(of: recognizer.view).map(chain.contains) == true {
      found += thresholds(of: recognizer, id: id, life: life)
    }
    return found
  }

  /// Whether the outcome is a drag event (`touchDragInside`, `touchDragOutside`, `touchDragEnter`,
  /// `touchDragExit`), or an action sent for one.
  static func dragEvents(_ kind: ReplayRecord.Kind) -> Bool {
    let events: UIControl.Event
    switch kind {
    case .controlEvent(let event): events = event.events
    case .action(let action): events = action.events
    case .uiAction(let action): events = action.events
    default: return false
    }
    return !events.isDisjoint(with: [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit])
  }

  /// A repeat tap: how long after the previous lift, and how far from it, the touch began.
  private func repeatTap(_ life: TouchLife) -> [Boundary] {
    guard let (after, distance) = sincePreviousLift(life) else { return [] }
    let sentence =
      "\(name(life)) began \(NumberFormat.fixed(after, 3)) s after the last lift and "
      + "\(ExplainText.number(distance)) pt from it; a repeat tap counts within "
      + "\(Self.compact(tapInterval)) s and \(Self.compact(tapDistance)) pt"
    return [
      Boundary(distance: abs(after - tapInterval), reach: timeReach(after), sentence: sentence),
      Boundary(distance: abs(distance - tapDistance), reach: pairReach, sentence: sentence),
    ]
  }

  /// How long after the lift of the touch before it, and how far from where it lifted, the
  /// touch began; nil when no touch lifted before it.
  func sincePreviousLift(_ life: TouchLife) -> (after: Double, distance: Double)? {
    guard
      let previous = lives.last(where: { $0.lifted && $0.last.t <= life.began.t && $0.began.t < life.began.t }
      )
    else { return nil }
    let dx = life.began.x - previous.last.x
    let dy = life.began.y - previous.last.y
    return (life.began.t - previous.last.t, (dx * dx + dy * dy).squareRoot())
  }

  /// The scroll view's content-touch delay against the move that begins its scrolling: before
  /// the delay ends the scroll view drops the touch (its view never gets it); after, the view
  /// has it, and a control keeps it (R17, R18).
  func delay(_ life: TouchLife) -> Boundary? {
    guard let (scrollView, seconds, moved, _) = delayMove(life) else { return nil }
    let delay = Double(configuration.scrollViewTouchDelay)
    let side = seconds >= delay ? "after" : "before"
    return Boundary(
      distance: abs(seconds - delay), reach: timeReach(seconds),
      sentence: "\(name(life)) moved \(ExplainText.number(moved)) pt, enough to scroll `\(scrollView)`, "
        + "\(NumberFormat.fixed(seconds, 3)) s after it began: \(NumberFormat.fixed(abs(seconds - delay), 3)) s \(side) "
        + "`\(scrollView)`'s content-touch delay (\(Self.compact(delay)) s) ended")
  }

  /// The move of the touch that begins its scroll view's scrolling (the pan's hysteresis along
  /// an axis it scrolls), when that scroll view held the touch back: the scroll view, how long
  /// after the touch began, how far it had moved along that axis, and the sample.
  func delayMove(_ life: TouchLife) -> (String, Double, Double, TouchSample)? {
    guard let held = life.delayedBy, life.view != held.scrollView else { return nil }
    let hysteresis = Double(configuration.panHysteresis)
    guard
      let sample = life.firstSample(
        movedAtLeast: hysteresis, horizontal: held.horizontal, vertical: held.vertical)
    else { return nil }
    let moved = max(
      held.horizontal ? abs(sample.x - life.began.x) : 0, held.vertical ? abs(sample.y - life.began.y) : 0)
    return (held.scrollView, sample.t - life.began.t, moved, sample)
  }

  private func recognizer(_ id: String, life: TouchLife) -> [Boundary] {
    guard let recognizer = scene.recognizers[id], let view = scene.id(of: recognizer.view) else { return [] }
    var found: [Boundary] = []
    if let began = began(life, in: view) { found.append(began) }
    if let veto = life.vetoes.first(where: { $0.recognizer == id }) {
      let edge = veto.edge
      let refusal =
        "`\(veto.view)` refuses \(describe(id)) for a touch on it (gestureRecognizerShouldBegin: UIKit's control veto)"
      found.append(
        Boundary(
          distance: edge.distance, reach: positionReach,
          sentence: "\(name(life)) began \(ExplainText.number(edge.distance)) pt "
            + (edge.inside
              ? "inside `\(veto.view)`'s \(edge.name), and " : "outside `\(veto.view)`'s \(edge.name); ")
            + refusal))
    }
    found += thresholds(of: recognizer, id: id, life: life)
    return found
  }

  /// `the UITapGestureRecognizer `dismiss` on `root``.
  func describe(_ id: String) -> String {
    guard let recognizer = scene.recognizers[id] else { return "`\(id)`" }
    let view = scene.id(of: recognizer.view).map { " on `\($0)`" } ?? ""
    return "the \(className(recognizer)) `\(id)`\(view)"
  }

  func className(_ object: AnyObject) -> String {
    scene.reportedClassName(of: object) ?? String(describing: type(of: object))
  }

  /// The time thresholds of `recognizer` (and the edge region of an edge pan) against what the
  /// touch did; its movement thresholds are left out, as no change here moves them.
  private func thresholds(of recognizer: UIGestureRecognizer, id: String, life: TouchLife) -> [Boundary] {
    let touch = name(life)
    let held = life.duration
    switch recognizer {
    case let edgePan as UIScreenEdgePanGestureRecognizer:
      return screenEdge(edgePan, id: id, life: life)
    case let press as UILongPressGestureRecognizer:
      let limit = press.minimumPressDuration
      return [
        Boundary(
          distance: abs(held - limit), reach: timeReach(held),
          sentence: "\(touch) was held \(NumberFormat.fixed(held, 3)) s; \(describe(id)) begins at "
            + "\(Self.compact(limit)) s")
      ]
    case let tap as UITapGestureRecognizer:
      let limit = configuration.maximumTapDuration
      var found = [
        Boundary(
          distance: abs(held - limit), reach: timeReach(held),
          sentence: "\(touch) was held \(NumberFormat.fixed(held, 3)) s; \(describe(id)) fails when a tap "
            + "lasts more than \(Self.compact(limit)) s")
      ]
      if tap.numberOfTapsRequired > 1, let (after, distance) = sincePreviousLift(life) {
        let interval = configuration.maximumIntervalBetweenTaps
        let allowed = Double(configuration.tapAllowableMovement)
        let sentence =
          "\(touch) began \(NumberFormat.fixed(after, 3)) s after the last lift and \(ExplainText.number(distance)) pt "
          + "from it; \(describe(id)) needs the next tap within \(Self.compact(interval)) s and "
          + "\(Self.compact(allowed)) pt"
        found.append(Boundary(distance: abs(after - interval), reach: timeReach(after), sentence: sentence))
        found.append(Boundary(distance: abs(distance - allowed), reach: pairReach, sentence: sentence))
      }
      return found
    case is UISwipeGestureRecognizer:
      let needed = Double(configuration.swipeMinimumPrimaryMovement)
      let limit = configuration.swipeMaximumDuration
      guard let sample = life.firstSample(movedAtLeast: needed, horizontal: true, vertical: true) else {
        return []
      }
      let seconds = sample.t - life.began.t
      return [
        Boundary(
          distance: abs(seconds - limit), reach: timeReach(seconds),
          sentence: "\(touch) moved \(Self.compact(needed)) pt in \(NumberFormat.fixed(seconds, 3)) s; "
            + "\(describe(id)) needs that within \(Self.compact(limit)) s")
      ]
    default:
      return []
    }
  }

  /// An edge pan: where the touch began against the region along the window's edge it must
  /// start in (a position boundary), and when it went far enough from that edge against the
  /// time after which the pan fails.
  private func screenEdge(_ edgePan: UIScreenEdgePanGestureRecognizer, id: String, life: TouchLife)
    -> [Boundary]
  {
    guard let (edge, from, away) = nearestScreenEdge(edgePan, life: life) else { return [] }
    let region = Double(configuration.screenEdgeRegion)
    let touch = name(life)
    var found = [
      Boundary(
        distance: abs(from - region), reach: positionReach,
        sentence: "\(touch) began \(ExplainText.number(from)) pt from the window's \(edge) edge; "
          + "\(describe(id)) starts only within \(Self.compact(region)) pt of it")
    ]
    let hysteresis = Double(configuration.screenEdgeHysteresis)
    let limit = configuration.screenEdgeMaximumDuration
    if from <= region, let sample = life.samples.first(where: { away($0) >= hysteresis }) {
      let seconds = sample.t - life.began.t
      found.append(
        Boundary(
          distance: abs(seconds - limit), reach: timeReach(seconds),
          sentence:
            "\(touch) had moved \(ExplainText.number(away(sample))) pt away from the window's \(edge) edge "
            + "\(NumberFormat.fixed(seconds, 3)) s after it began; \(describe(id)) fails unless it moves "
            + "\(Self.compact(hysteresis)) pt away within \(Self.compact(limit)) s"))
    }
    return found
  }

  /// The edge among the edge pan's `edges` nearest to where the touch began: its name, how far
  /// the touch began from it, and how far a sample is from where the touch began, away from it.
  func nearestScreenEdge(_ edgePan: UIScreenEdgePanGestureRecognizer, life: TouchLife)
    -> (String, Double, (TouchSample) -> Double)?
  {
    guard let window = edgePan.view?.window?.bounds else { return nil }
    let x = life.began.x
    let y = life.began.y
    let began = life.began
    var edges: [(String, Double, (TouchSample) -> Double)] = []
    if edgePan.edges.contains(.left) { edges.append(("left", x - Double(window.minX), { $0.x - began.x })) }
    if edgePan.edges.contains(.right) { edges.append(("right", Double(window.maxX) - x, { began.x - $0.x })) }
    if edgePan.edges.contains(.top) { edges.append(("top", y - Double(window.minY), { $0.y - began.y })) }
    if edgePan.edges.contains(.bottom) {
      edges.append(("bottom", Double(window.maxY) - y, { began.y - $0.y }))
    }
    return edges.min { $0.1 < $1.1 }
  }

  private func scrollView(_ id: String, at time: Double, life: TouchLife) -> [Boundary] {
    var found: [Boundary] = []
    if let began = began(life, in: id) { found.append(began) }
    // The delay decides whether the scroll view scrolls only when the view, once it has the
    // touch, keeps it (R18).
    if life.delayedBy?.scrollView == id, life.delayedBy?.keeps == true, let delay = delay(life) {
      found.append(delay)
    }
    let changes = timesChange ? 1.0 : 0
    if time > life.last.t, life.lifted {
      // A motion after the lift: where it comes to rest follows the finger's speed at the lift.
      found.append(
        Boundary(
          distance: 0, reach: changes,
          sentence:
            "`\(id)` moved on after \(name(life)) lifted at \(NumberFormat.fixed(life.last.t, 3)), and where "
            + "it stops follows the finger's speed at the lift, which changed times change"))
    } else if time == life.began.t, life.view != id {
      // A touch that caught the moving content: where it stopped follows when the finger landed.
      found.append(
        Boundary(
          distance: 0, reach: changes,
          sentence: "\(name(life)) caught `\(id)` while it was moving, and where it stopped follows when "
            + "the finger landed, which changed times change"))
    }
    return found
  }

  /// The nearest sample of another finger in time: the lift of the touch before this one began,
  /// or the start of the touch after this one lifted. Closer in time than the changes reach,
  /// the two fingers can overlap, change order or fall into one event.
  func neighbours(_ life: TouchLife) -> [Boundary] {
    var found: [Boundary] = []
    if let previous = lives.last(where: {
      $0.id != life.id && $0.last.t <= life.began.t && $0.began.t < life.began.t
    }) {
      let gap = life.began.t - previous.last.t
      found.append(
        Boundary(
          distance: gap, reach: timeReach(gap),
          sentence:
            "\(name(life)) began \(NumberFormat.fixed(gap, 3)) s after \(name(previous)) lifted: changed "
            + "times can put both fingers down at once, or in one event"))
    }
    if let next = lives.first(where: {
      $0.id != life.id && $0.began.t >= life.last.t && $0.began.t > life.began.t
    }) {
      let gap = next.began.t - life.last.t
      found.append(
        Boundary(
          distance: gap, reach: timeReach(gap),
          sentence: "\(name(next)) began \(NumberFormat.fixed(gap, 3)) s after \(name(life)) lifted: changed "
            + "times can put both fingers down at once, or in one event"))
    }
    return found
  }

  /// A threshold as a sentence shows it: `10`, `0.5`.
  static func compact(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : NumberFormat.json(value)
  }

  static func compact(_ value: CGFloat) -> String { compact(Double(value)) }
}
