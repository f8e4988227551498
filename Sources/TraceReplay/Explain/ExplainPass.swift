import Foundation
import UIKitModel

/// One walk over a replay's records, gathering touches and dispatches and writing explanations.
struct ExplainPass {
  /// One touch from `began` to `ended` or `cancelled`.
  struct TouchLife {
    var id: String
    var began: Double
    var x: Double
    var y: Double
    var view: String?
    var blocked: String?
    var steps: [ReplayRecord.HitTest.Step]
    var samples: [(t: Double, phase: String, x: Double, y: Double)] = []
    var isOver = false
    /// The control that asked `beginTracking` for this touch.
    var control: String?
    var beginResult: Bool?
    var continueResults: [(t: Double, result: Bool)] = []
    var endTrackingCalled = false
    var stoppedAt: Double?
    var dispatched: [[String]] = []

    /// The location at `time`: the last sample at or before it.
    func location(at time: Double) -> (x: Double, y: Double) {
      let sample = samples.last { $0.t <= time + 1e-9 }
      return sample.map { ($0.x, $0.y) } ?? (x, y)
    }

    var endPhase: String? { isOver ? samples.last?.phase : nil }
  }

  /// One dispatch being gathered.
  struct OpenDispatch {
    var t: Double
    var event: ReplayRecord.ControlEvent
    var life: Int?
    var entries: [ReplayRecord.Dispatch.Entry]?
    var actions: [(action: ReplayRecord.Action, resolve: ReplayRecord.Resolve?, unrecognized: Bool)] = []
    var uiActions: [ReplayRecord.UIActionRecord] = []
  }

  let scene: BuiltScene
  let geometry: ExplainGeometry
  var output: [Explanation] = []
  var lives: [TouchLife] = []
  private var current: [String: Int] = [:]
  private var pendingHitTests: [String: ReplayRecord.HitTest] = [:]
  private var tracked: [String: Int] = [:]
  private var open: OpenDispatch?
  private var pendingResolve: ReplayRecord.Resolve?
  private var groupTime: Double?
  private var ending: [Int] = []
  private var beginning: [Int] = []

  init(scene: BuiltScene) {
    self.scene = scene
    self.geometry = ExplainGeometry(scene: scene)
  }

  mutating func consume(_ record: ReplayRecord) {
    if let groupTime, record.t != groupTime {
      closeDispatch()
      flushEnded()
    }
    groupTime = record.t
    switch record.kind {
    case .hitTest(let hit):
      closeDispatch()
      pendingHitTests[hit.touch] = hit
    case .touch(let touch):
      closeDispatch()
      consumeTouch(touch, at: record.t)
    case .tracking(let tracking):
      closeDispatch()
      consumeTracking(tracking, at: record.t)
    case .controlEvent(let event):
      closeDispatch()
      var life: Int?
      if let index = tracked[event.control], lives[index].control == event.control,
        !lives[index].isOver || lives[index].samples.last?.t == record.t
      {
        life = index
      }
      open = OpenDispatch(t: record.t, event: event, life: life)
    case .dispatch(let dispatch):
      if open?.event.control == dispatch.control { open?.entries = dispatch.entries }
    case .resolve(let resolve):
      pendingResolve = resolve
    case .action(let action):
      open?.actions.append((action, pendingResolve, false))
      pendingResolve = nil
    case .uiAction(let action):
      open?.uiActions.append(action)
    case .diagnostic(let diagnostic):
      if diagnostic.isError, diagnostic.message.hasSuffix("unrecognized selector sent to instance"),
        let last = open?.actions.indices.last
      {
        open?.actions[last].unrecognized = true
      }
    case .state, .firstResponder, .gesture, .recognizerAction, .cancel, .scroll:
      break
    }
  }

  mutating func finish() {
    closeDispatch()
    flushEnded()
  }

  // MARK: Touches

  private mutating func consumeTouch(_ touch: ReplayRecord.Touch, at time: Double) {
    if touch.phase == "began" {
      let hit = pendingHitTests.removeValue(forKey: touch.id)
      var life = TouchLife(
        id: touch.id, began: time, x: touch.x, y: touch.y, view: touch.view, blocked: touch.blocked,
        steps: hit?.steps ?? [])
      life.samples.append((time, touch.phase, touch.x, touch.y))
      lives.append(life)
      current[touch.id] = lives.count - 1
      beginning.append(lives.count - 1)
      explainBegan(lives.count - 1)
      return
    }
    guard let index = current[touch.id] else { return }
    lives[index].samples.append((time, touch.phase, touch.x, touch.y))
    if touch.phase == "ended" || touch.phase == "cancelled" {
      lives[index].isOver = true
      current[touch.id] = nil
      ending.append(index)
    }
  }

  private mutating func consumeTracking(_ tracking: ReplayRecord.Tracking, at time: Double) {
    let control = tracking.control
    switch tracking.callback {
    case "beginTracking":
      guard let index = trackedCandidate(for: tracking, at: time) else { return }
      lives[index].control = control
      lives[index].beginResult = tracking.result
      if tracking.result == true { tracked[control] = index }
    case "continueTracking":
      guard let index = tracked[control], let result = tracking.result else { return }
      lives[index].continueResults.append((time, result))
      if !result { lives[index].stoppedAt = time }
    case "endTracking":
      if let index = tracked[control] { lives[index].endTrackingCalled = true }
    default:
      break
    }
  }

  /// The touch a `beginTracking` call was about: one that began now on the control or inside it.
  private func trackedCandidate(for tracking: ReplayRecord.Tracking, at time: Double) -> Int? {
    let candidates = lives.indices.filter { index in
      let life = lives[index]
      return life.began == time && life.control == nil && life.blocked == nil
        && geometry.isSelfOrDescendant(life.view, of: tracking.control)
    }
    if let x = tracking.x, let y = tracking.y {
      let exact = candidates.first { index in
        guard let local = geometry.local(lives[index].x, lives[index].y, in: tracking.control) else {
          return false
        }
        return abs(local.x - x) < 0.01 && abs(local.y - y) < 0.01
      }
      if let exact { return exact }
    }
    return candidates.first
  }

  // MARK: Dispatches

  private mutating func closeDispatch() {
    guard let dispatch = open else { return }
    open = nil
    pendingResolve = nil
    if let life = dispatch.life { lives[life].dispatched.append(dispatch.event.events) }
    output.append(explainDispatch(dispatch))
    output.append(contentsOf: missingActions(dispatch))
  }

  private mutating func flushEnded() {
    let started = beginning
    beginning.removeAll()
    for index in started {
      if let explanation = explainStart(index) { output.append(explanation) }
    }
    let indices = ending
    ending.removeAll()
    for index in indices {
      if let explanation = explainEnd(index) { output.append(explanation) }
      if let explanation = explainNoValueChange(index) { output.append(explanation) }
    }
  }

  func otherLife(on view: String?, besides index: Int, at time: Double) -> TouchLife? {
    lives.indices.first { other in
      other != index && lives[other].view == view && lives[other].blocked == nil
        && lives[other].began <= time && (!lives[other].isOver || (lives[other].samples.last?.t ?? 0) >= time)
    }.map { lives[$0] }
  }
}
