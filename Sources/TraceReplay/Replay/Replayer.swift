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
  private let emit: (ReplayRecord) -> Void
  private let observer: Observer
  private var tapCounter: TapCounter
  /// A touch that is down, with its trace id as records spell it.
  struct ActiveTouch {
    let id: TouchID
    let text: String
    let touch: UITouch
  }

  /// Touches that are down, in the order they began.
  var active: [ActiveTouch] = []
  private let event = UIEvent(timestamp: 0)
  private var pendingSamples: [TouchSample] = []
  /// Scratch arrays reused from event to event, so delivering allocates nothing per sample.
  private var updated: [UITouch] = []
  private var fresh: [UITouch] = []
  private var ordered: [UITouch] = []
  private var touchRecordsWritten = true
  /// The last timestamp delivered.
  public private(set) var lastTime: Double = 0

  /// Creates a replayer that sends each record to `emit` as it happens.
  public init(scene: BuiltScene, options: Options = Options(), emit: @escaping (ReplayRecord) -> Void) {
    self.scene = scene
    self.options = options
    self.emit = emit
    self.tapCounter = TapCounter(interval: options.tapInterval, distance: CGFloat(options.tapDistance))
    self.observer = Observer(scene: scene, verbose: options.verbose, emit: emit)
    scene.application.observer = observer
    observer.replayer = self
  }

  deinit {
    // A replay that stopped midway leaves touches down; one bound to the window would keep the
    // whole scene alive (found by the trace fuzzer's leak detection).
    scene.window.discardActiveTouches()
    if scene.application.observer === observer { scene.application.observer = nil }
  }

  /// Delivers one group of samples that share the timestamp `time`, as one event.
  ///
  /// The samples must already be valid (the trace reader checks that each id is down or not as
  /// its phase requires); a sample that does not fit is ignored.
  public func deliver(time: Double, samples: [TouchSample]) {
    lastTime = time
    scene.application.advanceTime(to: time)
    updated.removeAll(keepingCapacity: true)
    fresh.removeAll(keepingCapacity: true)
    for sample in samples {
      let location = CGPoint(x: sample.x, y: sample.y)
      if sample.phase == .began {
        let tap = sample.tap ?? tapCounter.tapCount(at: location, time: time)
        let touch = UITouch(location: location, timestamp: time, tapCount: tap)
        touch.setForce(sample.force.map { CGFloat($0) }, majorRadius: sample.radius.map { CGFloat($0) })
        active.append(ActiveTouch(id: sample.id, text: sample.id.description, touch: touch))
        fresh.append(touch)
      } else if let index = activeIndex(of: sample.id) {
        let touch = active[index].touch
        touch.update(
          phase: Self.phase(sample.phase), location: location, timestamp: time,
          force: sample.force.map { CGFloat($0) }, majorRadius: sample.radius.map { CGFloat($0) })
        updated.append(touch)
      }
    }
    updated.append(contentsOf: fresh)
    // The event lets go of the last event's array first, so `ordered` is reused in place.
    event.reset(timestamp: time, touches: [])
    ordered.removeAll(keepingCapacity: true)
    for entry in active {
      if !updated.contains(where: { $0 === entry.touch }) { entry.touch.markStationary() }
      ordered.append(entry.touch)
    }
    event.reset(timestamp: time, touches: ordered)
    pendingSamples = samples
    touchRecordsWritten = false
    scene.application.sendEvent(event)
    if !touchRecordsWritten { writeTouchRecords() }
    // Let go of the reader's group, so it refills its array in place.
    pendingSamples = []
    for sample in samples where sample.phase == .ended || sample.phase == .cancelled {
      guard let index = activeIndex(of: sample.id) else { continue }
      let touch = active[index].touch
      tapCounter.touchEnded(
        at: CGPoint(x: sample.x, y: sample.y), time: time, tapCount: touch.tapCount)
      active.remove(at: index)
    }
  }

  /// Fires the work the model still has scheduled (such as a lingering highlight's end).
  public func finish() {
    scene.application.runPendingWork()
  }

  /// Records a diagnostic in place (a warning from the reader, or the error that stopped it).
  public func record(_ diagnostic: Diagnostic) {
    emit(
      ReplayRecord(
        t: lastTime,
        kind: .diagnostic(
          .init(
            isError: diagnostic.severity == .error, message: diagnostic.message,
            file: diagnostic.file, line: diagnostic.line > 0 ? diagnostic.line : nil,
            column: diagnostic.column > 0 ? diagnostic.column : nil))))
  }

  /// Called by the observer when the window is about to deliver the event: the touches are
  /// bound to their views, so the touch records can say where each went.
  func writeTouchRecords() {
    guard !touchRecordsWritten else { return }
    touchRecordsWritten = true
    let names = observer.recordNames
    for sample in pendingSamples {
      guard let index = activeIndex(of: sample.id) else { continue }
      let entry = active[index]
      let touch = entry.touch
      let viewID: String? = touch.view.map { names.id($0) ?? "?" }
      var numeric = false
      if case .int = sample.id { numeric = true }
      emit(
        ReplayRecord(
          t: lastTime,
          kind: .touch(
            .init(
              id: entry.text, idIsNumber: numeric, phase: sample.phase.rawValue,
              x: sample.x, y: sample.y, view: viewID, tap: touch.tapCount,
              blocked: touch.deliveryBlock.map { describe($0) }))))
    }
  }

  /// Where the touch `id` is in `active`, or nil when it is not down.
  private func activeIndex(of id: TouchID) -> Int? {
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
