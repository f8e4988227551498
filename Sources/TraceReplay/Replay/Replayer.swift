import Foundation
import UIKitModel

/// Drives a built scene with touch samples and turns what the model reports into records.
///
/// Each group of samples with one timestamp becomes one `UIEvent` delivered through
/// `UIApplication.sendEvent(_:)`; touches that are down and absent from the group are carried as
/// stationary. Tap counts come from the trace or from a `TapCounter`.
public final class Replayer {
  /// Options that change what is recorded.
  public struct Options: Sendable {
    /// Record hit-test steps, tracking callbacks, state changes, dispatch matching and
    /// responder-chain walks.
    public var verbose = false
    /// With `verbose`, also record why the gesture machinery failed a recognizer and which held
    /// touches it dropped before their views got them (`recognizerFailure` and `touchDropped`
    /// records, which `explain` reads; `run` never sets it).
    public var recordsGestureFailures = false
    /// The tap-count interval and distance.
    public var tapInterval = ReplaySettings.uikitDefaults.tapInterval
    public var tapDistance = ReplaySettings.uikitDefaults.tapDistance

    public init() {}
  }

  public let scene: BuiltScene
  public let options: Options
  /// Where records go.
  private let sink: ReplayRecordSink
  private let observer: Observer
  private var tapCounter: TapCounter
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

  /// Touches that are down, in the order they began.
  var active: [ActiveTouch] = []
  /// The last few touches that lifted, so that a recognizer that cancels a lifted touch whose
  /// end it held can still be named (kept only while the scene has recognizers).
  var liftedTouches: [ActiveTouch] = []
  private let event = UIEvent(timestamp: 0)
  /// Whether `active` changed since the event was given its touches.
  private var eventTouchesChanged = true
  /// A sample of the group being delivered, until its touch record is written (see
  /// `writeTouchRecords()`): where it put its touch, and the touch's index in `active`.
  private struct PendingSample {
    var active: Int
    var phase: SamplePhase
    var x: Double
    var y: Double
  }
  /// The first `pendingCount` entries are the group's; the storage is reused from group to
  /// group (emptying an array through `removeAll(keepingCapacity:)` cost ~100 instructions).
  private var pending: [PendingSample] = []
  private var pendingCount = 0

  private func notePending(_ sample: PendingSample) {
    if pendingCount < pending.count {
      pending[pendingCount] = sample
    } else {
      pending.append(sample)
    }
    pendingCount += 1
  }
  /// The last timestamp delivered.
  public private(set) var lastTime: Double = 0

  /// Creates a replayer that sends each record to `emit` as it happens.
  public convenience init(
    scene: BuiltScene, options: Options = Options(), emit: @escaping (ReplayRecord) -> Void
  ) {
    let table = RecordNameTable(scene: scene)
    let sink = ReplayRecordSink(emit)
    sink.use(table)
    self.init(scene: scene, options: options, names: table, handOver: sink)
  }

  /// Creates a replayer that hands each record over to `sink` as it happens.
  init(
    scene: BuiltScene, options: Options = Options(), names table: RecordNameTable,
    handOver sink: ReplayRecordSink
  ) {
    self.scene = scene
    self.options = options
    self.sink = sink
    self.tapCounter = TapCounter(interval: options.tapInterval, distance: CGFloat(options.tapDistance))
    self.observer = Observer(
      scene: scene, names: table, verbose: options.verbose,
      failures: options.verbose && options.recordsGestureFailures, sink: sink)
    scene.application.observer = observer
    observer.replayer = self
  }

  deinit {
    // A replay that stopped midway leaves touches down; one bound to the window would keep the
    // whole scene alive (found by the trace fuzzer's leak detection).
    scene.window.discardActiveTouches()
    observer.replayer = nil
    if scene.application.observer === observer { scene.application.observer = nil }
  }

  /// Delivers one group of samples that share the timestamp `time`, as one event.
  ///
  /// The samples must already be valid (the trace reader checks that each id is down or not as
  /// its phase requires); a sample that does not fit is ignored.
  public func deliver(time: Double, samples: [TouchSample]) {
    samples.withUnsafeBufferPointer { deliver(time: time, samples: $0) }
  }

  /// Delivers one group given in place (a part of a batch read ahead).
  ///
  /// A touch's record says which view it went to, which the window decides as it binds the
  /// event's new touches: the records are written when the window reports the bind stage done
  /// (`ModelEvent.eventWillDeliver`), before anything the delivery reports, or after the event
  /// when no window delivered it.
  func deliver(time: Double, samples: UnsafeBufferPointer<TouchSample>) {
    lastTime = time
    scene.application.advanceTime(to: time)
    pendingCount = 0
    // The samples read in place, a field at a time: a copy of a sample (its id) costs about 120
    // instructions (callgrind, 100 k samples of the bench trace).
    for position in 0..<samples.count {
      guard let base = samples.baseAddress else { break }
      let sample = base + position
      let phase = sample.pointee.phase
      let x = sample.pointee.x
      let y = sample.pointee.y
      if phase == .began {
        beginTouch(sample.pointee, time: time)
        notePending(PendingSample(active: active.count - 1, phase: .began, x: x, y: y))
        continue
      }
      guard let index = activeIndex(of: sample.pointee.id) else { continue }
      active[index].touch.update(
        phase: Self.phase(phase), location: CGPoint(x: x, y: y), timestamp: time,
        force: sample.pointee.force.map { CGFloat($0) },
        majorRadius: sample.pointee.radius.map { CGFloat($0) })
      notePending(PendingSample(active: index, phase: phase, x: x, y: y))
    }
    // A touch down with no sample at this time did not change: it is carried as stationary.
    // By index: a copy of each entry would retain its id's text.
    for index in active.indices where active[index].touch.timestamp != time {
      active[index].touch.markStationary()
    }
    if eventTouchesChanged {
      event.reset(timestamp: time, touches: active.map { $0.touch })
      eventTouchesChanged = false
    } else {
      event.reset(timestamp: time)
    }
    scene.application.sendEvent(event)
    writeTouchRecords()
    removeEndedTouches(samples, time: time)
  }

  /// Makes the touch of a `began` sample and adds it to `active`.
  private func beginTouch(_ sample: TouchSample, time: Double) {
    let location = CGPoint(x: sample.x, y: sample.y)
    let tap = sample.tap ?? tapCounter.tapCount(at: location, time: time)
    let touch = UITouch(location: location, timestamp: time, tapCount: tap)
    touch.setForce(sample.force.map { CGFloat($0) }, majorRadius: sample.radius.map { CGFloat($0) })
    active.append(ActiveTouch(id: sample.id, text: sample.id.description, touch: touch))
    eventTouchesChanged = true
  }

  /// Removes the touches that ended or were cancelled from `active`, telling the tap counter
  /// where each ended and which were cancelled (no tap).
  private func removeEndedTouches(_ samples: UnsafeBufferPointer<TouchSample>, time: Double) {
    for position in samples.indices
    where samples[position].phase == .ended || samples[position].phase == .cancelled {
      guard let index = activeIndex(of: samples[position].id) else { continue }
      if samples[position].phase == .cancelled {
        tapCounter.touchCancelled()
      } else {
        tapCounter.touchEnded(
          at: CGPoint(x: samples[position].x, y: samples[position].y), time: time,
          tapCount: active[index].touch.tapCount)
      }
      if scene.hasGestureRecognizers {
        if liftedTouches.count == 16 { liftedTouches.removeFirst() }
        liftedTouches.append(active[index])
      }
      active.remove(at: index)
      eventTouchesChanged = true
    }
  }

  /// Fires the work the model still has scheduled (such as a lingering highlight's end).
  public func finish() {
    scene.application.runPendingWork()
  }

  /// Records a diagnostic in place (a warning from the reader, or the error that stopped it).
  public func record(_ diagnostic: Diagnostic) {
    sink.report(
      ReplayRecord(t: lastTime, kind: .diagnostic(.init(diagnostic, isError: diagnostic.severity == .error))))
  }

  /// Writes the touch record of each sample of the group being delivered, once: where each touch
  /// went is known from the bind stage on.
  func writeTouchRecords() {
    for sample in pending[..<pendingCount] {
      let index = sample.active
      // The view is known from the touch's first record on (read in place: no retain).
      if active[index].view == nil { active[index].view = plainView(of: active[index].touch) }
      if case .some(.some(let view)) = active[index].view, case .int(let id) = active[index].id {
        sink.report(
          .touch(
            .init(
              t: lastTime, id: id, phase: Self.phase(sample.phase), x: sample.x, y: sample.y, view: view,
              tap: active[index].touch.tapCount)))
        continue
      }
      let touch = active[index].touch
      sink.report(
        ReplayRecord(
          t: lastTime,
          kind: .touch(
            .init(
              id: active[index].text, idIsNumber: active[index].id.isNumber,
              phase: Self.phase(sample.phase), x: sample.x, y: sample.y,
              view: touch.view.map { observer.recordNames.id($0) ?? "?" }, tap: touch.tapCount,
              blocked: touch.deliveryBlock.map { describe($0) }))))
    }
    pendingCount = 0
  }

  /// How the plain touch record names the view of `touch` (see `ActiveTouch.view`).
  private func plainView(of touch: UITouch) -> Int32?? {
    guard touch.deliveryBlock == nil else { return .some(nil) }
    guard let view = touch.view else { return -1 }
    return .some(observer.recordNames.index(view))
  }

  /// Where the touch `id` is in `active`, or nil when it is not down.
  private func activeIndex(of id: TouchID) -> Int? {
    active.firstIndex { $0.id == id }
  }

  private func describe(_ block: UITouch.DeliveryBlock) -> ReplayRecord.Touch.DeliveryBlock {
    switch block {
    case .multipleTouchDisabled: return .multipleTouchDisabled
    case .exclusiveTouchOfThisView: return .exclusiveTouchOfThisView
    case .exclusiveTouchOfOtherView(let view):
      return .exclusiveTouchOfOtherView(view: scene.id(of: view) ?? "?")
    }
  }

  static func phase(_ phase: SamplePhase) -> UITouch.Phase {
    switch phase {
    case .began: return .began
    case .moved: return .moved
    case .stationary: return .stationary
    case .ended: return .ended
    case .cancelled: return .cancelled
    }
  }

  /// The trace id of `touch`, down or lifted not long ago (a recognizer may cancel a lifted
  /// touch whose end it held), and whether it is a number.
  func recordedTouchID(of touch: UITouch) -> (text: String, isNumber: Bool)? {
    if let found = active.first(where: { $0.touch === touch }) { return (found.text, found.id.isNumber) }
    if let found = liftedTouches.last(where: { $0.touch === touch }) {
      return (found.text, found.id.isNumber)
    }
    return nil
  }
}
