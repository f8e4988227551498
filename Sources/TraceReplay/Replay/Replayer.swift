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
    /// The tap-count interval and distance.
    public var tapInterval: Double = 0.35
    public var tapDistance: Double = 45

    public init() {}
  }

  public let scene: BuiltScene
  public let options: Options
  /// Where records go; each is handed over (consumed), so that keeping it costs no copy. The
  /// frequent ones go as plain facts for a `RecordBuilder` to finish where they are written.
  private let sink: PendingRecordSink
  private let observer: Observer
  private var tapCounter: TapCounter
  /// A touch that is down, with its trace id as records spell it.
  struct ActiveTouch {
    let id: TouchID
    /// The id as records spell it, made only for the rare record built in full.
    var text: String { id.description }
    /// The id when the trace spells it as a number.
    let number: Int?
    let touch: UITouch
    /// `touch`, for calls that need not retain it (`touch` keeps it alive).
    let unownedTouch: Unmanaged<UITouch>
    /// Whether the group being delivered has a sample for this touch, for a touch at index 64 or
    /// more in `active` (those below are counted in a mask, see `deliver(time:samples:)`).
    var isUpdated = true
    /// How the touch's records name its view, fixed once a record finds it bound (a touch is
    /// bound to its view for life): the view's index in the name table, `notPlain` when its
    /// records must be built in full (a string id, a blocked touch, a view the scene does not
    /// name), `unknown` until then.
    var recordView = unknown
    static let unknown = Int32.min
    static let notPlain = Int32.min + 1
    /// Whether the touch is settled: the event it began in has been delivered, so its view,
    /// delivery block and tap count are fixed for life (`recordView` is known), and it belongs to
    /// the scene's window. See `deliver(time:samples:)`.
    var isSettled = false
  }

  /// Touches that are down, in the order they began.
  var active: [ActiveTouch] = []
  /// The last few touches that lifted, so that a recognizer that cancels a lifted touch whose
  /// end it held can still be named (kept only while the scene has recognizers).
  var liftedTouches: [ActiveTouch] = []
  private let event = UIEvent(timestamp: 0)
  /// The scene's application, for calls that need not retain it (the scene keeps it alive).
  private let application: Unmanaged<UIApplication>
  /// The group being delivered, until its touch records are written: valid only while
  /// `deliver(time:samples:)` runs, which sets it back to nil before it returns.
  private var pendingSamples: UnsafeBufferPointer<TouchSample>?
  /// For each pending sample, in order, its touch's index in `active` (-1 for a sample that does
  /// not fit), so that the touch records need no search: the first `pendingCount` entries, the
  /// storage (`pendingCapacity` entries) reused from group to group. In storage of its own, so
  /// that noting an entry checks no uniqueness.
  private var pendingActive: UnsafeMutablePointer<Int> = .allocate(capacity: 16)
  private var pendingCapacity = 16
  private var pendingCount = 0
  /// Scratch array reused from event to event, so delivering allocates nothing per sample.
  private var ordered: [UITouch] = []
  /// Whether a touch ended since `ordered` was filled.
  private var orderedIsStale = false
  /// Whether the touch records of the group being delivered are written (read by the observer
  /// when the window is about to deliver).
  private(set) var touchRecordsWritten = true
  /// Active touches that are not settled (`ActiveTouch.isSettled`).
  private(set) var unsettledCount = 0
  /// Whether the scene's application and window are of the stock classes, whose `sendEvent(_:)`
  /// reports nothing before the window is about to deliver an event that begins no touch.
  let sendsEventsAsStock: Bool
  /// Whether a group that begins no touch, with every touch settled, has its touch records
  /// written as its samples are applied (see `deliver(time:samples:)`); tests turn it off to
  /// hold that path to the general one.
  var writesTouchRecordsEarly = true
  /// The last timestamp delivered.
  public private(set) var lastTime: Double = 0

  /// Creates a replayer that sends each record to `emit` as it happens.
  public convenience init(
    scene: BuiltScene, options: Options = Options(), emit: @escaping (ReplayRecord) -> Void
  ) {
    let table = RecordNameTable(scene: scene)
    let builder = RecordBuilder(table: table)
    self.init(
      scene: scene, options: options, names: table,
      handOver: PendingRecordSink { emit(builder.build($0)) })
  }

  /// Creates a replayer that hands each record over to `handOver` as it happens; pending records
  /// refer to objects by their index in `table`.
  init(
    scene: BuiltScene, options: Options = Options(), names table: RecordNameTable,
    handOver sink: PendingRecordSink
  ) {
    self.scene = scene
    self.application = Unmanaged.passUnretained(scene.application)
    self.options = options
    self.sink = sink
    self.tapCounter = TapCounter(interval: options.tapInterval, distance: CGFloat(options.tapDistance))
    self.observer = Observer(scene: scene, names: table, verbose: options.verbose, sink: sink)
    self.sendsEventsAsStock =
      type(of: scene.application) == UIApplication.self && type(of: scene.window) == UIWindow.self
    scene.application.observer = observer
    observer.replayer = self
  }

  deinit {
    // A replay that stopped midway leaves touches down; one bound to the window would keep the
    // whole scene alive (found by the trace fuzzer's leak detection).
    scene.window.discardActiveTouches()
    observer.replayer = nil
    if scene.application.observer === observer { scene.application.observer = nil }
    pendingActive.deallocate()
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
  /// A touch's record says where it went, which is known once the window has bound a new touch
  /// to its view: the records are written when the window is about to deliver the event
  /// (`writeTouchRecords()`, called by the observer), before anything the delivery reports. When
  /// the group begins no touch and every touch down is settled (bound for good, in the scene's
  /// window), with the stock application and window, nothing is bound and nothing is reported
  /// between sending the event and that moment: the records are then written as the samples are
  /// applied, in the same order, with no second pass over the group.
  func deliver(time: Double, samples: UnsafeBufferPointer<TouchSample>) {
    lastTime = time
    application._withUnsafeGuaranteedRef { $0.advanceTime(to: time) }
    // Which active touches this group moves; the others are carried as stationary: a bit for
    // each of the first 64 in `active`, a flag on each touch after them (a flag written through
    // the array costs a uniqueness check per sample). Samples are read in place, not copied.
    var updated: UInt64 = 0
    if active.count > 64 {
      for index in 64..<active.count { active[index].isUpdated = false }
    }
    let early = unsettledCount == 0 && writesTouchRecordsEarly && sendsEventsAsStock && !beginsTouch(samples)
    pendingCount = 0
    // Samples that end their touch, and touches that begin, looked at after the delivery.
    var endings = 0
    var beginnings = 0
    let downBefore = active.count
    // Each sample is read in place through a pointer: reading `samples[position]` made the
    // optimizer copy the whole sample, and destroy the copy, for each one.
    for position in samples.indices {
      // Not nil: the group has a sample.
      let sample = samples.baseAddress.unsafelyUnwrapped + position
      let phase = sample.pointee.phase
      if phase == .began {
        beginTouch(sample, time: time, updated: &updated)
        beginnings &+= 1
        continue
      }
      guard let index = activeIndex(ofSampleAt: sample) else {
        if !early { notePending(-1) }
        continue
      }
      if phase == .ended || phase == .cancelled { endings &+= 1 }
      let location = CGPoint(x: sample.pointee.x, y: sample.pointee.y)
      let force = sample.pointee.force.map { CGFloat($0) }
      let radius = sample.pointee.radius.map { CGFloat($0) }
      active[index].unownedTouch._withUnsafeGuaranteedRef {
        $0.update(
          phase: Self.phase(phase), location: location, timestamp: time, force: force, majorRadius: radius)
      }
      if index < 64 {
        updated |= 1 &<< UInt64(index)
      } else {
        active[index].isUpdated = true
      }
      if early {
        writeTouchRecord(index, sample)
      } else {
        notePending(index)
      }
    }
    // Nearly always every touch down has a sample (one finger down, or all of them moving):
    // then there is none to carry, and no loop to run.
    let down = active.count
    if down > 64 || updated != (down == 64 ? UInt64.max : (1 &<< UInt64(down)) &- 1) {
      for index in active.indices
      where index < 64 ? updated & (1 &<< UInt64(index)) == 0 : !active[index].isUpdated {
        active[index].unownedTouch._withUnsafeGuaranteedRef { $0.markStationary() }
      }
    }
    // `ordered` lists the touches down, as `active` does; it changes only when a touch begins or
    // ended in the last event. The event lets go of its array first, so that `ordered` is
    // refilled in place.
    if orderedIsStale || active.count != downBefore {
      event.reset(timestamp: time, touches: [])
      // Rewritten in place: `removeAll(keepingCapacity:)` goes through the general
      // `replaceSubrange`, hundreds of instructions.
      while ordered.count > active.count { ordered.removeLast() }
      for index in active.indices {
        if index < ordered.count {
          ordered[index] = active[index].touch
        } else {
          ordered.append(active[index].touch)
        }
      }
      orderedIsStale = false
      event.reset(timestamp: time, touches: ordered)
    } else {
      // The event holds `ordered` already.
      event.reset(timestamp: time)
    }
    if early {
      application._withUnsafeGuaranteedRef { $0.sendEvent(event) }
    } else {
      pendingSamples = samples
      touchRecordsWritten = false
      application._withUnsafeGuaranteedRef { $0.sendEvent(event) }
      if !touchRecordsWritten { writeTouchRecords() }
      pendingSamples = nil
    }
    if beginnings > 0 { settleTouches(began: samples) }
    if endings > 0 { removeEndedTouches(samples, time: time) }
  }

  /// Whether `samples` begin a touch.
  private func beginsTouch(_ samples: UnsafeBufferPointer<TouchSample>) -> Bool {
    for position in samples.indices where samples[position].phase == .began { return true }
    return false
  }

  /// Makes the touch of a `began` sample and adds it to `active`, marked as updated.
  @inline(never)
  private func beginTouch(_ sample: UnsafePointer<TouchSample>, time: Double, updated: inout UInt64) {
    let location = CGPoint(x: sample.pointee.x, y: sample.pointee.y)
    let tap = sample.pointee.tap ?? tapCounter.tapCount(at: location, time: time)
    let touch = UITouch(location: location, timestamp: time, tapCount: tap)
    touch.setForce(
      sample.pointee.force.map { CGFloat($0) }, majorRadius: sample.pointee.radius.map { CGFloat($0) })
    let id = sample.pointee.id
    var number: Int?
    if case .int(let value) = id { number = value }
    if active.count < 64 { updated |= 1 &<< UInt64(active.count) }
    notePending(active.count)
    active.append(
      ActiveTouch(id: id, number: number, touch: touch, unownedTouch: Unmanaged.passUnretained(touch)))
    unsettledCount += 1
  }

  /// Settles the touches that `samples` began, now that their event has been delivered: a touch
  /// is bound (or not) to its view at the event it begins in, for life, and belongs to the window
  /// it was sent to.
  @inline(never)
  private func settleTouches(began samples: UnsafeBufferPointer<TouchSample>) {
    for position in samples.indices where samples[position].phase == .began {
      let index = pendingActive[position]
      guard index >= 0, index < active.count, !active[index].isSettled else { continue }
      if active[index].recordView == ActiveTouch.unknown {
        active[index].recordView = recordView(of: active[index])
      }
      if active[index].touch.window === scene.window {
        active[index].isSettled = true
        unsettledCount -= 1
      }
    }
  }

  /// Removes the touches that `samples` ended or cancelled from `active`, in the order of the
  /// samples, telling the tap counter where each ended.
  @inline(never)
  private func removeEndedTouches(_ samples: UnsafeBufferPointer<TouchSample>, time: Double) {
    for position in samples.indices {
      // Not nil: the group has a sample.
      let sample = samples.baseAddress.unsafelyUnwrapped + position
      let phase = sample.pointee.phase
      guard phase == .ended || phase == .cancelled, let index = activeIndex(ofSampleAt: sample)
      else { continue }
      let touch = active[index].touch
      tapCounter.touchEnded(
        at: CGPoint(x: sample.pointee.x, y: sample.pointee.y), time: time, tapCount: touch.tapCount)
      if !active[index].isSettled { unsettledCount -= 1 }
      if scene.hasGestureRecognizers {
        if liftedTouches.count == 16 { liftedTouches.removeFirst() }
        liftedTouches.append(active[index])
      }
      active.remove(at: index)
      orderedIsStale = true
    }
  }

  /// Fires the work the model still has scheduled (such as a lingering highlight's end).
  public func finish() {
    scene.application.runPendingWork()
  }

  /// Records a diagnostic in place (a warning from the reader, or the error that stopped it).
  public func record(_ diagnostic: Diagnostic) {
    sink.report(
      .built(
        ReplayRecord(
          t: lastTime, kind: .diagnostic(.init(diagnostic, isError: diagnostic.severity == .error)))))
  }

  /// Called by the observer when the window is about to deliver the event: the touches are
  /// bound to their views, so the touch records can say where each went.
  func writeTouchRecords() {
    guard !touchRecordsWritten else { return }
    touchRecordsWritten = true
    guard let pendingSamples else { return }
    for position in pendingSamples.indices {
      let index = pendingActive[position]
      guard index >= 0 else { continue }
      writeTouchRecord(index, pendingSamples.baseAddress.unsafelyUnwrapped + position)
    }
  }

  /// Writes the touch record of `sample`, for the touch at `index` in `active`, now bound. The
  /// usual touch (a numeric id, its view known and plain: `recordView` -1 or more, since
  /// `unknown` and `notPlain` are below) goes as plain facts, here, reading the touch once; the
  /// rest out of line, so that the caller's loop keeps its state in registers.
  @inline(__always)
  private func writeTouchRecord(_ index: Int, _ sample: UnsafePointer<TouchSample>) {
    let view = active[index].recordView
    if view >= -1, let number = active[index].number {
      writePlainTouchRecord(index, sample, id: number, view: view)
      return
    }
    writeOtherTouchRecord(index, sample)
  }

  /// Writes the touch record of `sample`, for the touch at `index` in `active`, as plain facts:
  /// its numeric `id` and its view's index in the name table.
  @inline(__always)
  private func writePlainTouchRecord(_ index: Int, _ sample: UnsafePointer<TouchSample>, id: Int, view: Int32)
  {
    sink.report(
      .touch(
        .init(
          t: lastTime, id: id, phase: sample.pointee.phase, x: sample.pointee.x, y: sample.pointee.y,
          view: view, tap: active[index].unownedTouch._withUnsafeGuaranteedRef { $0.tapCount })))
  }

  /// `writeTouchRecord(_:_:)` for a touch whose view is not known yet (found and kept once the
  /// touch is bound), or whose record the plain form cannot say.
  @inline(never)
  private func writeOtherTouchRecord(_ index: Int, _ sample: UnsafePointer<TouchSample>) {
    var view = active[index].recordView
    if view == ActiveTouch.unknown { view = findRecordView(index) }
    if view != ActiveTouch.notPlain, let number = active[index].number {
      writePlainTouchRecord(index, sample, id: number, view: view)
      return
    }
    writeBuiltTouchRecord(index, sample.pointee)
  }

  /// `recordView(of:)` for the touch at `index` in `active`, kept once the touch is bound.
  @inline(never)
  private func findRecordView(_ index: Int) -> Int32 {
    let view = recordView(of: active[index])
    // A touch bound to nothing yet is looked at again next time (in a host with several
    // windows, another window may bind it later in the same event).
    if view != -1 { active[index].recordView = view }
    return view
  }

  /// Writes the touch record of `sample`, for the touch at `index` in `active`, built in full.
  @inline(never)
  private func writeBuiltTouchRecord(_ index: Int, _ sample: TouchSample) {
    let touch = active[index].touch
    let viewID: String? = touch.view.map { observer.recordNames.id($0) ?? "?" }
    sink.report(
      .built(
        ReplayRecord(
          t: lastTime,
          kind: .touch(
            .init(
              id: active[index].text, idIsNumber: active[index].number != nil,
              phase: sample.phase.rawValue, x: sample.x, y: sample.y, view: viewID,
              tap: touch.tapCount, blocked: touch.deliveryBlock.map { describe($0) })))))
  }

  /// How the records of a bound touch name its view (see `ActiveTouch.recordView`): plain for a
  /// numeric id, unblocked, on a view the scene names or on none.
  private func recordView(of active: ActiveTouch) -> Int32 {
    let touch = active.touch
    guard active.number != nil, touch.isDeliverable || touch.view == nil else {
      return ActiveTouch.notPlain
    }
    guard let view = touch.view else { return -1 }
    return observer.recordNames.index(view) ?? ActiveTouch.notPlain
  }

  /// Notes the next pending sample's index in `active`, overwriting the last group's entries.
  private func notePending(_ index: Int) {
    if pendingCount == pendingCapacity { growPending() }
    pendingActive[pendingCount] = index
    pendingCount += 1
  }

  @inline(never)
  private func growPending() {
    let capacity = pendingCapacity * 2
    let grown = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
    grown.initialize(from: pendingActive, count: pendingCount)
    pendingActive.deallocate()
    pendingActive = grown
    pendingCapacity = capacity
  }

  /// Where the touch of `sample` is in `active`, or nil when it is not down.
  @inline(__always)
  private func activeIndex(ofSampleAt sample: UnsafePointer<TouchSample>) -> Int? {
    // A numeric id (nearly every trace's) is compared as the number each touch keeps, read in
    // place.
    if case .int(let number) = sample.pointee.id {
      for index in active.indices where active[index].number == number { return index }
      return nil
    }
    return activeIndex(of: sample.pointee.id)
  }

  /// Where the touch `id` is in `active`, or nil when it is not down.
  private func activeIndex(of id: TouchID) -> Int? {
    // A numeric id (nearly every trace's) is compared as the number each touch keeps.
    if case .int(let number) = id {
      for index in active.indices where active[index].number == number { return index }
      return nil
    }
    var index = 0
    while index < active.count {
      if active[index].id == id { return index }
      index += 1
    }
    return nil
  }

  private func describe(_ block: UITouch.DeliveryBlock) -> String {
    switch block {
    case .multipleTouchDisabled: return "multipleTouchDisabled"
    case .exclusiveTouchOfThisView: return "exclusiveTouch"
    case .exclusiveTouchOfOtherView(let view): return "exclusiveTouch:\(scene.id(of: view) ?? "?")"
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
}
