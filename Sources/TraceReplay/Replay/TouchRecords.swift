import UIKitModel

/// The touches a replay has down and the touch records of the group being delivered. The
/// replayer changes them as it delivers samples; its observer writes the records when the
/// window has bound the event's touches (`ModelEvent.eventWillDeliver`) and names a touch the
/// model cancels or drops by its trace id. Both hold this, so neither refers back to the other.
final class TouchRecords {
  /// A touch that is down, with its trace id as records spell it.
  struct ActiveTouch {
    let id: TouchID
    /// The id as records spell it.
    let text: String
    let touch: UITouch
    /// How the touch's records name its view, found at its first record: its index in the name
    /// table (-1 for none), or nil when the plain record cannot say it (a view the scene does not
    /// name, a blocked touch). A touch is bound to its view for life once the event it began in
    /// is delivered.
    var view: Int32??
  }

  /// A sample of the group being delivered, until its touch record is written (see `write()`):
  /// where it put its touch, and the touch's index in `active`.
  struct PendingSample {
    var active: Int
    var phase: SamplePhase
    var x: Double
    var y: Double
  }

  /// Touches that are down, in the order they began.
  var active: [ActiveTouch] = []
  /// The last few touches that lifted, so that a recognizer that cancels a lifted touch whose
  /// end it held can still be named (kept only while the scene has recognizers).
  var lifted: [ActiveTouch] = []
  /// The time of the group being delivered.
  var time: Double = 0
  /// The first `pendingCount` entries are the group's; the storage is reused from group to
  /// group (emptying an array through `removeAll(keepingCapacity:)` cost ~100 instructions).
  private var pending: [PendingSample] = []
  private var pendingCount = 0
  private let scene: BuiltScene
  private let sink: ReplayRecordSink
  private let names: RecordNames
  /// Whether a touch record is handed over as plain facts (`FastPaths`); off, each is built at
  /// once.
  private let fast = FastPaths.enabled

  init(scene: BuiltScene, sink: ReplayRecordSink, names: RecordNames) {
    self.scene = scene
    self.sink = sink
    self.names = names
  }

  /// Starts the group delivered at `time`: no sample of it is pending yet.
  func startGroup(at time: Double) {
    self.time = time
    pendingCount = 0
  }

  /// Notes a sample of the group, whose touch record `write()` writes.
  func note(_ sample: PendingSample) {
    if pendingCount < pending.count {
      pending[pendingCount] = sample
    } else {
      pending.append(sample)
    }
    pendingCount += 1
  }

  /// Writes the touch record of each sample of the group being delivered, once: where each touch
  /// went is known from the bind stage on.
  func write() {
    for sample in pending[..<pendingCount] {
      let index = sample.active
      // The view is known from the touch's first record on (read in place: no retain).
      if active[index].view == nil { active[index].view = plainView(of: active[index].touch) }
      if fast, case .some(.some(let view)) = active[index].view, case .int(let id) = active[index].id {
        sink.report(
          .touch(
            .init(
              t: time, id: id, phase: Replayer.phase(sample.phase), x: sample.x, y: sample.y, view: view,
              tap: active[index].touch.tapCount)))
        continue
      }
      let touch = active[index].touch
      sink.report(
        ReplayRecord(
          t: time,
          kind: .touch(
            .init(
              id: active[index].text, idIsNumber: active[index].id.isNumber,
              phase: Replayer.phase(sample.phase), x: sample.x, y: sample.y,
              view: touch.view.map { names.id($0) ?? "?" }, tap: touch.tapCount,
              blocked: touch.deliveryBlock.map { describe($0) }))))
    }
    pendingCount = 0
  }

  /// The trace id of `touch`, down or lifted not long ago (a recognizer may cancel a lifted
  /// touch whose end it held), and whether it is a number.
  func recordedTouchID(of touch: UITouch) -> (text: String, isNumber: Bool)? {
    if let found = active.first(where: { $0.touch === touch }) { return (found.text, found.id.isNumber) }
    if let found = lifted.last(where: { $0.touch === touch }) {
      return (found.text, found.id.isNumber)
    }
    return nil
  }

  /// How the plain touch record names the view of `touch` (see `ActiveTouch.view`).
  private func plainView(of touch: UITouch) -> Int32?? {
    guard touch.deliveryBlock == nil else { return .some(nil) }
    guard let view = touch.view else { return -1 }
    return .some(names.index(view))
  }

  private func describe(_ block: UITouch.DeliveryBlock) -> ReplayRecord.Touch.DeliveryBlock {
    switch block {
    case .multipleTouchDisabled: return .multipleTouchDisabled
    case .exclusiveTouchOfThisView: return .exclusiveTouchOfThisView
    case .exclusiveTouchOfOtherView(let view):
      return .exclusiveTouchOfOtherView(view: scene.id(of: view) ?? "?")
    }
  }
}
