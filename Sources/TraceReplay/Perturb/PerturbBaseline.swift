import Foundation
import UIKitModel

/// The unchanged replay of `perturb`, watched as it runs: its outcomes with the touch each
/// belongs to, and the scene's geometry at each touch's time, measured from the live scene when
/// the touch's records are written (the window has bound the event's touches and nothing of the
/// event has been delivered: the scene hit-testing saw, after any scrolling or motion) and when
/// a control reports an event of it. `explain` reads the scene the same way, as it happens;
/// nothing is read from the scene the replay leaves behind.
///
/// What it holds (docs/perturb.md): per outcome its time, its touch, the number of its kind
/// (each distinct kind once, `OutcomeKinds`) and where its touch was against its control
/// (`PerturbOutcome`); per touch of the trace its `TouchLife` (its samples by position in the
/// trace's, not copied); no other record of the replay.
final class PerturbBaseline {
  /// One outcome of the unchanged replay, as `PerturbReasons` reads it (`outcome(at:)`).
  struct Outcome {
    var record: ReplayRecord
    /// The place of its touch among the trace's touches (`TouchOwners`), -1 for none.
    var touch: Int
    var area: PerturbOutcome.Area?
  }

  let owners: TouchOwners
  private(set) var lives: [TouchLife]
  /// The outcomes in replay order, their kinds by number in `kinds`.
  private(set) var outcomes: [PerturbOutcome] = []
  private(set) var kinds = OutcomeKinds(distinguishesZeroSigns: true)
  /// The names of the edges outcomes' areas were measured to (`top edge`), each once.
  private var edgeNames: [String] = []
  private var edgeNumbers: [String: Int32] = [:]
  private var geometry: ExplainGeometry?
  private var state = TouchOwners.State()
  /// The touches down, by id key: their place, and their last sample's point and phase.
  private var down: [TouchOwners.IDKey: (place: Int, x: Double, y: Double, t: Double, phase: SamplePhase)] =
    [:]
  /// The controls of the scene, in its order (the candidates for a veto).
  private var controls: [String] = []
  /// The chain (`TouchLife.chain`) of the last touch bound to each view, shared by the touches
  /// after it that have the same.
  private var chains: [String: [String]] = [:]

  init(samples: [TouchSample], owners: TouchOwners) {
    self.owners = owners
    self.lives = TouchLife.lives(of: samples)
  }

  /// The outcome at `position` in replay order, with its record.
  func outcome(at position: Int) -> Outcome {
    let outcome = outcomes[position]
    return Outcome(
      record: ReplayRecord(t: outcome.t, kind: kinds[outcome.kind]), touch: Int(outcome.touch),
      area: outcome.area(names: edgeNames))
  }

  /// The scene the replay runs through, before its first sample.
  func sceneBuilt(_ scene: BuiltScene) {
    let geometry = ExplainGeometry(scene: scene)
    self.geometry = geometry
    controls = scene.orderedIDs.filter { geometry.view($0) is UIControl }
  }

  /// Notes one record of the unchanged replay, as it is made.
  func observe(_ record: ReplayRecord) {
    let owner = owners.owner(of: record, &state)
    if case .touch(let touch) = record.kind {
      noteTouch(touch, at: record.t)
      return
    }
    guard RecordText.isOutcome(record.kind) else { return }
    var outcome = PerturbOutcome(t: record.t, kind: kinds.number(of: record.kind), touch: Int32(owner))
    if owner >= 0, let geometry, let control = Self.control(of: record.kind),
      let sample = down.values.first(where: { $0.place == owner }) ?? lastSample(of: owner),
      sample.t == record.t, sample.phase != .began,
      let edge = geometry.edge(of: control, x: sample.x, y: sample.y, grown: geometry.margin, crossable: true)
    {
      outcome.areaDistance = edge.distance
      outcome.areaInside = edge.inside
      outcome.areaPhase = sample.phase
      if let number = edgeNumbers[edge.name] {
        outcome.areaName = number
      } else {
        outcome.areaName = Int32(edgeNames.count)
        edgeNumbers[edge.name] = outcome.areaName
        edgeNames.append(edge.name)
      }
    }
    outcomes.append(outcome)
  }

  /// The control an outcome is about: a control event's, or the sender of a control's action.
  static func control(of kind: ReplayRecord.Kind) -> String? {
    switch kind {
    case .controlEvent(let event): return event.control
    case .action(let action): return action.sender
    case .uiAction(let action): return action.sender
    default: return nil
    }
  }

  /// The last sample of a touch that is no longer down.
  private func lastSample(of place: Int) -> (place: Int, x: Double, y: Double, t: Double, phase: SamplePhase)?
  {
    guard lives.indices.contains(place) else { return nil }
    let last = lives[place].last
    return (place, last.x, last.y, last.t, last.phase)
  }

  private func noteTouch(_ touch: ReplayRecord.Touch, at t: Double) {
    let key = TouchOwners.IDKey(id: touch.id, isNumber: touch.idIsNumber)
    let phase = SamplePhase(touch.phase)
    if phase == .began {
      // The place `owners` just gave it: the newest touch down with this key.
      guard let place = state.newestPlace(of: key), lives.indices.contains(place) else { return }
      down[key] = (place, touch.x, touch.y, t, phase)
      lives[place].view = touch.view
      measureBegan(place, x: touch.x, y: touch.y)
      return
    }
    guard var entry = down[key] else { return }
    entry.x = touch.x
    entry.y = touch.y
    entry.t = t
    entry.phase = phase
    if let geometry, let view = lives[entry.place].view, geometry.view(view) is UIControl,
      let edge = geometry.edge(of: view, x: touch.x, y: touch.y, grown: geometry.margin, crossable: true)
    {
      if lives[entry.place].nearestToArea.map({ edge.distance < $0.edge.distance }) ?? true {
        lives[entry.place].nearestToArea = (t, edge)
      }
      if phase == .ended || phase == .cancelled { lives[entry.place].endedInArea = edge }
    }
    down[key] = phase == .ended || phase == .cancelled ? nil : entry
  }

  /// Where the touch at `place` began against the views it was in, the nearest view edge of
  /// any view it could have hit, the views that veto the recognizers that saw it, and the
  /// scroll view that held it back: all as the scene is now, when the touch is bound.
  private func measureBegan(_ place: Int, x: Double, y: Double) {
    guard let geometry, let bound = lives[place].view, geometry.view(bound) != nil else {
      lives[place].hitTest = nearestHittableEdge(x: x, y: y)
      return
    }
    var chain = [bound] + geometry.ancestors(of: bound).filter { $0 != "window" }
    // The same chain as the last touch bound to this view had (views rarely move): that one's
    // array, so touches do not each keep a copy.
    if let shared = chains[bound], shared == chain { chain = shared } else { chains[bound] = chain }
    lives[place].chain = chain
    lives[place].beganIn = chain.compactMap { id in
      geometry.edge(of: id, x: x, y: y, crossable: true).map { (id, $0) }
    }
    lives[place].hitTest = nearestHittableEdge(x: x, y: y)
    let scene = geometry.scene
    let seeing = Set(chain)
    for (id, recognizer) in scene.recognizers.sorted(by: { $0.key < $1.key }) {
      guard recognizer.cancelsTouchesInView, let view = scene.id(of: recognizer.view), seeing.contains(view)
      else { continue }
      var nearest: (String, ExplainGeometry.Edge)?
      for control in controls where control != view && owners.isWithin(control, view) {
        guard let candidate = geometry.view(control), geometry.takesTouches(control),
          !candidate.gestureRecognizerShouldBegin(recognizer),
          let edge = geometry.edge(of: control, x: x, y: y, crossable: true)
        else { continue }
        if nearest.map({ edge.distance < $0.1.distance }) ?? true { nearest = (control, edge) }
      }
      if let (control, edge) = nearest { lives[place].vetoes.append((id, control, edge)) }
    }
    for id in chain.dropFirst() {
      guard let scrollView = geometry.view(id) as? UIScrollView else { continue }
      if scrollView.delaysContentTouches && scrollView.isScrollEnabled {
        let bounds = scrollView.bounds.size
        let size = scrollView.contentSize
        // The axes it scrolls along (content larger than the frame, or bouncing that way).
        let content = geometry.view(bound)
        lives[place].delayedBy = (
          id, size.width > bounds.width || (scrollView.bounces && scrollView.alwaysBounceHorizontal),
          size.height > bounds.height || (scrollView.bounces && scrollView.alwaysBounceVertical),
          content is UIControl,
          !scrollView.canCancelContentTouches
            || content.map { !scrollView.touchesShouldCancel(in: $0) } ?? false
        )
      }
      break
    }
  }

  /// The edge nearest to (x, y) of any view hit-testing could give the touch to there: one
  /// that takes touches, inside every view above it (hit-testing visits no subtree whose view
  /// the point is outside), its edge not the window's own (a finger cannot cross that).
  private func nearestHittableEdge(x: Double, y: Double) -> (view: String, edge: ExplainGeometry.Edge)? {
    guard let geometry else { return nil }
    var best: (view: String, edge: ExplainGeometry.Edge)?
    for id in geometry.scene.orderedIDs {
      guard geometry.view(id) != nil, geometry.takesTouches(id), geometry.reaches(id, x: x, y: y),
        let edge = geometry.edge(of: id, x: x, y: y, crossable: true)
      else { continue }
      // Of equal edges, one of a view the touch is in before one it is outside, and then the
      // frontmost view's (the scene lists a view's subviews after it, back to front): the one
      // hit-testing gives the touch to.
      if best.map({ (edge.distance, edge.inside ? 0 : 1) <= ($0.edge.distance, $0.edge.inside ? 0 : 1) })
        ?? true
      {
        best = (id, edge)
      }
    }
    return best
  }
}
