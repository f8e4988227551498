import Foundation
import UIKitModel

/// One walk over a replay's records, gathering touches and dispatches and writing explanations.
///
/// The pass streams: it keeps what a touch's explanations need while the touch is down (where it
/// began, what hit-testing recorded, its last sample, what the tracking methods returned) and
/// forgets the touch once the explanations of its end are made; `output` holds the explanations
/// made since its caller last took them. Its memory is bounded by the touches down at once and
/// the scene, not by the trace's length.
struct ExplainPass {
  /// One touch from `began` to `ended` or `cancelled`.
  struct TouchLife {
    var id: String
    var began: Double
    var x: Double
    var y: Double
    var view: String?
    var blocked: ReplayRecord.Touch.DeliveryBlock?
    var steps: [ReplayRecord.HitTest.Step]
    /// The touch's latest sample: the pass asks where a touch is only at the time of its
    /// latest record, so earlier samples are not kept.
    var last: Sample
    var isOver = false
    /// The control that asked `beginTracking` for this touch.
    var control: String?
    var beginResult: Bool?
    /// What `continueTracking` returned, in order.
    var continueResults = TrackingResults()
    var endTrackingCalled = false
    var stoppedAt: Double?
    /// When the control's tracking of this touch ended (endTracking or cancelTracking): a
    /// recognizer may hold a touch's end back past the touch's own.
    var trackingEndedAt: Double?
    /// The recognizer or scroll view that cancelled the touch at its view, and when.
    var cancelledBy: (by: String, t: Double)?
    /// Every control event dispatched while this touch was tracked.
    var dispatched: UIControl.Event = []
    /// Controls the touch began near but not on (inside their touch area, outside their frame),
    /// with where it began against each, measured when it began.
    var near: [(control: String, area: Explanation.Reason)] = []
    /// Who held the touch's began, and its ended, back from its view, and why they let go, as
    /// the model reported when the view got it.
    var beganRelease: ReplayRecord.TouchReleased?
    var endedRelease: ReplayRecord.TouchReleased?
    /// The action messages the scene's recognizers sent while the touch was down.
    var recognizerActions: [ReplayRecord.RecognizerAction] = []
    /// The motion the touch caught as it began (it ended then): the touch only stopped the
    /// list (M7).
    var caughtMotion: CaughtMotion?

    /// One touch sample.
    struct Sample {
      var t: Double
      var phase: UITouch.Phase
      var x: Double
      var y: Double
    }

    /// The location at `time`, which is not before the touch's latest sample (the pass asks
    /// only about the present): the latest sample.
    func location(at time: Double) -> (x: Double, y: Double) {
      last.t <= time + 1e-9 ? (last.x, last.y) : (x, y)
    }

    var endPhase: UITouch.Phase? { isOver ? last.phase : nil }

    /// Whether the touch's explanations can all be made: it is over, and no control still
    /// tracks it (a recognizer holding its end back keeps the control tracking).
    var isSettled: Bool {
      isOver && (beginResult != true || trackingEndedAt != nil || stoppedAt != nil)
    }

    /// Counts a touch that is over as settled even if its control still tracks it (the pass
    /// holds as many such touches as it keeps hit tests).
    mutating func settle() {
      if isOver && !isSettled { trackingEndedAt = last.t }
    }

    /// When the touch's end reached its control: at its last sample, or later when held back.
    var endTime: Double { max(last.t, trackingEndedAt ?? last.t) }
  }

  /// The results of a touch's `continueTracking` calls, as runs of equal results: a drag of a
  /// million samples keeps a few numbers, not a million.
  struct TrackingResults {
    private(set) var runs: [(result: Bool, count: Int)] = []
    /// How many calls returned true.
    private(set) var trueCount = 0
    /// The time of the first call that returned false.
    private(set) var firstFalse: Double?

    mutating func append(_ result: Bool, at time: Double) {
      if result { trueCount += 1 } else if firstFalse == nil { firstFalse = time }
      if let last = runs.indices.last, runs[last].result == result {
        runs[last].count += 1
      } else {
        runs.append((result, 1))
      }
    }

    /// Every result, in order.
    var all: [Bool] {
      runs.flatMap { repeatElement($0.result, count: $0.count) }
    }
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
  /// The control `--control` asks about, and the time window, for `closest`.
  let focus: ExplanationFilter
  /// The touch that began nearest to the focus control, when it began.
  var closest: Closest?
  var output: [Explanation] = []
  var lives = TouchLives()
  var current: [String: Int] = [:]
  /// Hit tests whose touch has not begun yet, oldest first (a scroll view may deliver a touch's
  /// `began` after a delay); at most `maxPendingHitTests`.
  private var pendingHitTests: [(touch: String, hit: ReplayRecord.HitTest)] = []
  private var tracked: [String: Int] = [:]
  private var open: OpenDispatch?
  private var pendingResolve: ReplayRecord.Resolve?
  private var groupTime: Double?
  private var ending: [Int] = []
  /// The touches that ended in the group being read, or whose end is held back.
  var endingNow: [Int] { ending }
  private var beginning: [Int] = []
  /// The failure reasons recorded at the current time, by recognizer, until its state record.
  var pendingFailures: [String: ReplayRecord.RecognizerFailure] = [:]
  /// When each cell was last selected (ExplainPass+Selection.swift).
  var selectedAt: [String: Double] = [:]
  /// A recognizer's cancel of a control's touch, said when the control's TouchCancel comes.
  var pendingCancel: PendingCancel?
  /// The scroll views' motions (ExplainPass+Motion.swift).
  var motion = MotionNotes()

  /// More hit tests than touches can be down at once: an older one will never be asked for.
  static let maxPendingHitTests = 64

  init(scene: BuiltScene, focus: ExplanationFilter = ExplanationFilter()) {
    self.scene = scene
    self.geometry = ExplainGeometry(scene: scene)
    self.focus = focus
  }

  mutating func consume(_ record: ReplayRecord) {
    if let groupTime, record.t != groupTime {
      closeDispatch()
      flushPendingCancel()
      flushEnded()
      pendingFailures.removeAll()
    }
    groupTime = record.t
    switch record.kind {
    case .hitTest(let hit):
      closeDispatch()
      pendingHitTests.removeAll { $0.touch == hit.touch }
      if pendingHitTests.count == Self.maxPendingHitTests { pendingHitTests.removeFirst() }
      pendingHitTests.append((hit.touch, hit))
    case .touch(let touch):
      closeDispatch()
      consumeTouch(touch, at: record.t)
      noteMotion(of: touch, at: record.t)
    case .tracking(let tracking):
      closeDispatch()
      consumeTracking(tracking, at: record.t)
    case .controlEvent(let event):
      closeDispatch()
      if let pending = pendingCancel, pending.control == event.control {
        flushPendingCancel(touchCancel: event.events.contains(.touchCancel))
      }
      var life: Int?
      if let index = tracked[event.control], lives[index].control == event.control,
        !lives[index].isOver || lives[index].last.t == record.t
          || (lives[index].trackingEndedAt.map { $0 == record.t } ?? true)
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
    case .recognizerFailure(let failure):
      closeDispatch()
      consumeFailure(failure, at: record.t)
    case .gesture(let gesture):
      closeDispatch()
      consumeGesture(gesture, at: record.t)
    case .cancel(let cancel):
      closeDispatch()
      consumeCancel(cancel, at: record.t)
    case .touchDropped(let dropped):
      closeDispatch()
      consumeDropped(dropped, at: record.t)
    case .touchReleased(let released):
      closeDispatch()
      consumeReleased(released)
    case .recognizerAction(let action):
      closeDispatch()
      for index in current.values where lives.contains(index) {
        lives[index].recognizerActions.append(action)
      }
      for index in ending where lives.contains(index) && lives[index].last.t == record.t {
        lives[index].recognizerActions.append(action)
      }
    case .stateChange(let change):
      closeDispatch()
      explainStateChange(change, at: record.t)
    case .scroll(let scroll):
      consumeScroll(scroll, at: record.t)
    case .selection(let selection):
      selectedAt[selection.cell] = record.t
    case .state, .firstResponder:
      break
    }
  }

  mutating func finish() {
    closeDispatch()
    flushPendingCancel()
    flushEnded()
  }

  // MARK: Touches

  private mutating func consumeTouch(_ touch: ReplayRecord.Touch, at time: Double) {
    if touch.phase == .began {
      let hit = pendingHitTests.firstIndex { $0.touch == touch.id }.map { pendingHitTests.remove(at: $0).hit }
      let life = TouchLife(
        id: touch.id, began: time, x: touch.x, y: touch.y, view: touch.view, blocked: touch.blocked,
        steps: hit?.steps ?? [], last: TouchLife.Sample(t: time, phase: touch.phase, x: touch.x, y: touch.y))
      let index = lives.append(life)
      current[touch.id] = index
      beginning.append(index)
      noteNearControls(index)
      noteClosest(lives[index])
      explainBegan(index)
      return
    }
    guard let index = current[touch.id] else { return }
    lives[index].last = TouchLife.Sample(t: time, phase: touch.phase, x: touch.x, y: touch.y)
    if touch.phase == .ended || touch.phase == .cancelled {
      lives[index].isOver = true
      current[touch.id] = nil
      ending.append(index)
    }
  }

  private mutating func consumeTracking(_ tracking: ReplayRecord.Tracking, at time: Double) {
    let control = tracking.control
    switch tracking.callback {
    case .beginTracking:
      guard let index = trackedCandidate(for: tracking, at: time) else { return }
      lives[index].control = control
      lives[index].beginResult = tracking.result
      if tracking.result == true { tracked[control] = index }
    case .continueTracking:
      guard let index = tracked[control], lives.contains(index), let result = tracking.result else { return }
      lives[index].continueResults.append(result, at: time)
      if !result { lives[index].stoppedAt = time }
    case .endTracking:
      if let index = tracked[control], lives.contains(index) {
        lives[index].endTrackingCalled = true
        lives[index].trackingEndedAt = time
      }
    case .cancelTracking:
      if let index = tracked[control], lives.contains(index) { lives[index].trackingEndedAt = time }
    }
  }

  /// The touch a `beginTracking` call was about: one that began now on the control or inside it;
  /// else the latest that began earlier and was held back from it (a scroll view's content-touch
  /// delay, `delaysTouchesBegan`).
  private func trackedCandidate(for tracking: ReplayRecord.Tracking, at time: Double) -> Int? {
    let waiting = lives.indices.filter { index in
      let life = lives[index]
      return life.began <= time && life.control == nil && life.blocked == nil
        && geometry.isSelfOrDescendant(life.view, of: tracking.control)
    }
    let now = waiting.filter { lives[$0].began == time }
    let candidates = now.isEmpty ? waiting.suffix(1) : now
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
    if let life = dispatch.life { lives[life].dispatched.formUnion(dispatch.event.events) }
    // A delay's holder comes first: it held the touch back before the event came.
    if let delayed = explainDelay(dispatch) { output.append(delayed) }
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
      // A touch whose end a recognizer holds back from its control waits for the control
      // (a bounded number of them: as many as touches can be held).
      if !lives[index].isSettled && ending.count < Self.maxPendingHitTests {
        ending.append(index)
        continue
      }
      lives[index].settle()
      if let explanation = explainEnd(index) { output.append(explanation) }
      output.append(contentsOf: explainNear(index))
      if let explanation = explainNoValueChange(index) { output.append(explanation) }
      if let explanation = explainNoSelection(index) { output.append(explanation) }
    }
    // A touch that is over is asked about only in its own group (by a touch beginning at the
    // same time); its explanations are made: forget it.
    lives.dropSettled()
    tracked = tracked.filter { lives.contains($0.value) }
  }

  func otherLife(on view: String?, besides index: Int, at time: Double) -> TouchLife? {
    lives.indices.first { other in
      other != index && lives[other].view == view && lives[other].blocked == nil
        && lives[other].began <= time && (!lives[other].isOver || lives[other].last.t >= time)
    }.map { lives[$0] }
  }
}
